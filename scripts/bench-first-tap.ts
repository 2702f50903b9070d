/**
 * The first-interaction pass of `npm run bench:web` (scripts/bench-web.ts runs it and prints its tables).
 * On a phone (Pixel 7 viewport, touch) with the CPU slowed 4x and Lighthouse's slow 4G, each page is
 * loaded cold, in a fresh browser context, and one control is tapped right after the load event or 1 s
 * after it: the phone menu, Enquire Now and, on the calculator, the product pill not chosen (the landing
 * page has neither menu nor Enquire Now, by design: its floating Get A Quote stands for both). An in-page
 * recorder times the tap to the first frame that shows the control's response, and keeps the tap's
 * event timings (its INP), the page's LCP and its long tasks. A second case taps the menu twice, 600 ms
 * apart, as a visitor who thought nothing happened would, and checks the menu is open at the end.
 *
 * The checks of a response hold whatever opens the control (React state, a native popover, a <dialog>):
 * they look at what is on screen, not at how it got there.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";

export type Control = "menu" | "enquire" | "quote" | "product";

/** When the tap comes: as soon as the load event fires, or 1 s after it. */
export type Timing = "load" | "load+1s";

export const TIMINGS: Readonly<Record<Timing, number>> = { load: 0, "load+1s": 1000 };

/**
 * The calculator opens on a shared estimate (its link's query) for the product pill: with the defaults
 * (no bill, units or area) every product shows zeros, while a new product clears the inputs, so an
 * estimate on screen changes.
 */
export const TAP_QUERIES: Readonly<Partial<Record<Control, string>>> = {
  product: "?bill=3000&units=400&area=1000",
};

/** The pages of the first-interaction pass and the controls tapped on each. */
export const FIRST_TAP_PAGES: readonly { path: string; controls: readonly Control[] }[] = [
  { path: "/", controls: ["menu", "enquire"] },
  { path: "/solar-calculator", controls: ["menu", "enquire", "product"] },
  { path: "/integrated-solar-roof", controls: ["quote"] },
  { path: "/contact", controls: ["menu", "enquire"] },
  { path: "/solar-panels/Kerala", controls: ["menu", "enquire"] },
];

/** What a visitor taps for each control. */
export const TAP_TARGETS: Readonly<Record<Control, string>> = {
  menu: ".main-nav__toggle",
  enquire: "#enquire-now",
  quote: ".floating-button--quote",
  // The visible label of the product the form does not show yet.
  product: 'label:has(input[name="product"]:not(:checked))',
};

export const FIRST_TAP_BUDGETS = {
  /** Tap to the first frame that shows the response, median of the runs. */
  maxResponseMs: 200,
  /** The first interaction's INP (its longest event, input delay to next paint), median of the runs. */
  maxInpMs: 200,
} as const;

/** A response not shown by then counts as never. */
export const RESPONSE_TIMEOUT_MS = 15_000;

/** The second tap of the double-tap case, and how long after it the menu must still be open. */
export const DOUBLE_TAP = { gapMs: 600, checkAfterMs: 3000, hydrationTimeoutMs: 20_000 } as const;

export type TapCase = { path: string; control: Control; timing: Timing };

/** Every page × control × timing of the pass, for the given pages (all five unless told). */
export function tapCases(paths?: readonly string[]): TapCase[] {
  const pages = paths ? FIRST_TAP_PAGES.filter((p) => paths.includes(p.path)) : FIRST_TAP_PAGES;
  return pages.flatMap(({ path, controls }) =>
    controls.flatMap((control) =>
      (Object.keys(TIMINGS) as Timing[]).map((timing) => ({ path, control, timing })),
    ),
  );
}

/** One tap's figures. Infinity: no response within RESPONSE_TIMEOUT_MS (or the tap failed). */
export type TapSample = {
  responseMs: number;
  /** Enquire Now: the panel open, its form maybe still a spinner. */
  panelMs: number;
  inpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Why the response never came, when it did not. */
  failure?: string;
};

export type TapResult = TapCase & {
  responseMs: number;
  panelMs: number;
  inpMs: number;
  lcpMs: number;
  tbtMs: number;
  samples: TapSample[];
};

export type DoubleTapResult = { path: string; openAtEnd: boolean[] };

/** Median that keeps Infinity (a response never shown) and skips NaN (no reading). */
export function medianOf(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  const [a, b] = [sorted[mid - 1] ?? NaN, sorted[mid] ?? NaN];
  return sorted.length % 2 ? b : (a + b) / 2;
}

/** Each case's medians from its samples. */
export function tapResult(tapCase: TapCase, samples: readonly TapSample[]): TapResult {
  const pick = (key: "responseMs" | "panelMs" | "inpMs" | "lcpMs" | "tbtMs") =>
    medianOf(samples.map((s) => s[key]));
  return {
    ...tapCase,
    responseMs: pick("responseMs"),
    panelMs: pick("panelMs"),
    inpMs: pick("inpMs"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    samples: [...samples],
  };
}

/** A Performance Event Timing entry, as the recorder copies it out of the page. */
export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number };

/**
 * The first interaction's INP: the longest event of the earliest interaction (pointerdown, pointerup and
 * click of one tap share an interactionId). NaN when the page reported none.
 */
export function firstInteractionInp(entries: readonly EventEntry[]): number {
  const interactions = entries.filter((e) => e.interactionId > 0);
  if (interactions.length === 0) return NaN;
  const first = interactions.reduce((a, b) => (b.startTime < a.startTime ? b : a));
  return Math.max(
    ...interactions.filter((e) => e.interactionId === first.interactionId).map((e) => e.duration),
  );
}

/** Total blocking time of the long tasks that start between two moments: each one's excess over 50 ms. */
export function blockingTime(
  tasks: readonly { startTime: number; duration: number }[],
  fromMs: number,
  toMs: number,
): number {
  return tasks
    .filter((t) => t.startTime >= fromMs && t.startTime < toMs)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
}

/**
 * The answer a visitor sees to the tap, which the budget is for: the menu open, the figures changed,
 * for Enquire Now the panel (the "tap → panel"; when its form is usable is printed beside it,
 * as information).
 */
export function visibleResponseMs(r: Pick<TapResult, "control" | "responseMs" | "panelMs">): number {
  return r.control === "enquire" ? r.panelMs : r.responseMs;
}

/** The case's missed budgets, in words; empty when both hold. */
export function tapMisses(r: TapResult): string[] {
  const misses: string[] = [];
  const responseMs = visibleResponseMs(r);
  if (responseMs === Infinity) misses.push("response never shown");
  else if (!(responseMs <= FIRST_TAP_BUDGETS.maxResponseMs))
    misses.push(`response ${formatMs(responseMs)} ms > ${FIRST_TAP_BUDGETS.maxResponseMs} ms`);
  if (r.inpMs > FIRST_TAP_BUDGETS.maxInpMs)
    misses.push(`INP ${formatMs(r.inpMs)} ms > ${FIRST_TAP_BUDGETS.maxInpMs} ms`);
  return misses;
}

/** The double tap misses when any run ends with the menu closed. */
export function doubleTapMissed(r: DoubleTapResult): boolean {
  return r.openAtEnd.length === 0 || r.openAtEnd.some((open) => !open);
}

export function formatMs(ms: number): string {
  if (ms === Infinity) return "never";
  return Number.isNaN(ms) ? "–" : String(Math.round(ms));
}

const CONTROL_NAMES: Record<Control, string> = {
  menu: "menu",
  enquire: "Enquire Now",
  quote: "Get A Quote",
  product: "product pill",
};
const TIMING_NAMES: Record<Timing, string> = { load: "at load", "load+1s": "load + 1 s" };

export const TAP_HEADERS = [
  "page",
  "control",
  "tap",
  `response ms (≤${FIRST_TAP_BUDGETS.maxResponseMs})`,
  "form usable ms",
  `INP ms (≤${FIRST_TAP_BUDGETS.maxInpMs})`,
  "LCP ms",
  "TBT ms",
  "",
  "response ms, each run",
];

export function tapRow(r: TapResult): string[] {
  const flag = (text: string, missed: boolean) => (missed ? `${text} ✗` : text);
  const responseMs = visibleResponseMs(r);
  return [
    r.path,
    CONTROL_NAMES[r.control],
    TIMING_NAMES[r.timing],
    flag(formatMs(responseMs), !(responseMs <= FIRST_TAP_BUDGETS.maxResponseMs)),
    r.control === "enquire" ? formatMs(r.responseMs) : "",
    flag(formatMs(r.inpMs), r.inpMs > FIRST_TAP_BUDGETS.maxInpMs),
    formatMs(r.lcpMs),
    formatMs(r.tbtMs),
    tapMisses(r).length > 0 ? "✗" : "✓",
    r.samples.map((s) => formatMs(visibleResponseMs({ ...s, control: r.control }))).join(" "),
  ];
}

export const DOUBLE_TAP_HEADERS = ["page", "open at the end, each run", ""];

export function doubleTapRow(r: DoubleTapResult): string[] {
  return [r.path, r.openAtEnd.map((open) => (open ? "yes" : "no")).join(" "), doubleTapMissed(r) ? "✗" : "✓"];
}

/** The first-interaction pass's misses, one line each. */
export function firstTapMissLines(
  taps: readonly TapResult[],
  doubleTaps: readonly DoubleTapResult[],
): string[] {
  const lines: string[] = [];
  for (const r of taps) {
    const misses = tapMisses(r);
    const failures = [...new Set(r.samples.flatMap((s) => (s.failure ? [s.failure] : [])))];
    if (misses.length)
      lines.push(
        `${r.path} ${CONTROL_NAMES[r.control]} ${TIMING_NAMES[r.timing]}: ${[...misses, ...failures].join("; ")}`,
      );
  }
  for (const r of doubleTaps)
    if (doubleTapMissed(r))
      lines.push(`${r.path} menu tapped twice ${DOUBLE_TAP.gapMs} ms apart: ended closed`);
  return lines;
}

/** Chrome's network emulation for Lighthouse's slow 4G, converted the way Lighthouse converts it. */
export function networkConditions(t: {
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
}) {
  return {
    offline: false,
    latency: t.requestLatencyMs,
    // DevTools takes bytes per second.
    downloadThroughput: Math.floor((t.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((t.uploadThroughputKbps * 1024) / 8),
  };
}

// ---- measuring (not unit-tested: needs the built server and Chrome) ----

declare global {
  interface Window {
    __benchTap: Recording;
  }
}

/** What the in-page recorder keeps (window.__benchTap). */
type Recording = {
  downAt: number[];
  responseMs: number | null;
  panelMs: number | null;
  gaveUp: boolean;
  events: EventEntry[];
  lcpMs: number;
  fcpMs: number;
  longTasks: { startTime: number; duration: number }[];
  responded: () => boolean;
};

/**
 * The in-page recorder, run before any of the page's scripts (serialised, so self-contained). The first
 * pointerdown starts a requestAnimationFrame loop that stops at the first frame showing the response.
 */
function recorder({ control, timeoutMs }: { control: Control; timeoutMs: number }) {
  if (window !== window.top) return;
  const shown = (el: Element | null | undefined) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  };
  const resultText = () =>
    ["result-size", "result-price"]
      .map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "")
      .join("|");
  const panelShown = () => {
    const panel = document.getElementById("enquire-now-panel");
    return shown(panel) && (!(panel instanceof HTMLDialogElement) || panel.open);
  };
  let before = "";
  let scrolledFrom = 0;
  const responded = () => {
    if (control === "menu") return shown(document.getElementById("main-menu"));
    if (control === "product") return resultText() !== before;
    // Get A Quote scrolls to the quote form: the page moving is the response (smooth scrolling).
    if (control === "quote") return Math.abs(window.scrollY - scrolledFrom) >= 1;
    // A spinner is not a form the visitor can use: the first field must show.
    const field = document
      .getElementById("enquire-now-panel")
      ?.querySelector('input:not([type="hidden"]), textarea, select');
    return panelShown() && shown(field);
  };
  const rec: Recording = {
    downAt: [],
    responseMs: null,
    panelMs: null,
    gaveUp: false,
    events: [],
    lcpMs: NaN,
    fcpMs: NaN,
    longTasks: [],
    responded,
  };
  window.__benchTap = rec;
  const watch = (down: number) => {
    const frame = (now: number) => {
      // The frame's time may precede the event handled within it.
      const since = Math.max(0, now - down);
      if (rec.panelMs === null && control === "enquire" && panelShown()) rec.panelMs = since;
      if (responded()) rec.responseMs = since;
      else if (performance.now() - down > timeoutMs) rec.gaveUp = true;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  addEventListener(
    "pointerdown",
    (event) => {
      rec.downAt.push(event.timeStamp);
      if (rec.downAt.length > 1) return;
      before = resultText();
      scrolledFrom = window.scrollY;
      watch(event.timeStamp);
    },
    { capture: true, passive: true },
  );
  const observe = (type: string, options: object, each: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // An entry type this browser does not know: its figure stays empty.
    }
  };
  const keepEvent = (e: PerformanceEntry) => {
    const timing = e as PerformanceEventTiming;
    rec.events.push({
      name: timing.name,
      startTime: timing.startTime,
      duration: timing.duration,
      interactionId: timing.interactionId ?? 0,
    });
  };
  observe("event", { durationThreshold: 16 }, keepEvent);
  // Always reported, however short: the first interaction has an entry even under 16 ms.
  observe("first-input", {}, keepEvent);
  observe("largest-contentful-paint", {}, (e) => (rec.lcpMs = e.startTime));
  observe("paint", {}, (e) => {
    if (e.name === "first-contentful-paint") rec.fcpMs = e.startTime;
  });
  observe("longtask", {}, (e) => rec.longTasks.push({ startTime: e.startTime, duration: e.duration }));
}

export type FirstTapOptions = {
  origin: string;
  runs: number;
  cpuMultiplier: number;
  chromePath: string;
  paths?: readonly string[];
  assertServerUp: () => void;
  log: (line: string) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cold phone: a fresh context (empty cache), the CPU slowed and slow 4G, the recorder installed. */
async function coldPhone(
  browser: Browser,
  control: Control,
  cpuMultiplier: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const { devices } = await import("@playwright/test");
  const { throttling } = await import("lighthouse/core/config/constants.js");
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuMultiplier });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", networkConditions(throttling.mobileSlow4G));
  await page.addInitScript(recorder, { control, timeoutMs: RESPONSE_TIMEOUT_MS });
  return { context, page };
}

const recording = (page: Page) =>
  page.evaluate(() => {
    const { responded: _, ...rest } = window.__benchTap;
    return rest;
  });

/** One cold load and one tap, timed. */
async function sampleTap(browser: Browser, c: TapCase, options: FirstTapOptions): Promise<TapSample> {
  const { context, page } = await coldPhone(browser, c.control, options.cpuMultiplier);
  try {
    const url = options.origin + c.path + (TAP_QUERIES[c.control] ?? "");
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // The menu must not be open already (without scripts it shows at once, and would pass at once).
    if (c.control === "menu" && (await page.evaluate(() => window.__benchTap.responded())))
      return failedSample("the menu was open before the tap");
    if (TIMINGS[c.timing] > 0) await sleep(TIMINGS[c.timing]);
    await page.locator(TAP_TARGETS[c.control]).first().tap({ timeout: 10_000 });
    await page
      .waitForFunction(
        () => {
          const rec = window.__benchTap;
          return !rec || rec.responseMs !== null || rec.gaveUp;
        },
        undefined,
        { timeout: RESPONSE_TIMEOUT_MS + 5000, polling: 100 },
      )
      .catch(() => undefined);
    // Event timings are reported after the next paint.
    await sleep(300);
    const rec = await recording(page);
    // A new document (a link followed) has a recorder that saw no tap: that is no response in place.
    if (rec.downAt.length === 0) return failedSample(`the tap loaded ${new URL(page.url()).pathname}`);
    const down = rec.downAt[0] ?? NaN;
    const responseMs = rec.responseMs ?? Infinity;
    const end = responseMs === Infinity ? down + RESPONSE_TIMEOUT_MS : down + responseMs;
    return {
      responseMs,
      panelMs: c.control === "enquire" ? (rec.panelMs ?? Infinity) : responseMs,
      inpMs: firstInteractionInp(rec.events),
      lcpMs: rec.lcpMs,
      tbtMs: Number.isNaN(rec.fcpMs) ? NaN : blockingTime(rec.longTasks, rec.fcpMs, end),
      failure: responseMs === Infinity ? `no response within ${RESPONSE_TIMEOUT_MS / 1000} s` : undefined,
    };
  } catch (error) {
    options.assertServerUp();
    return failedSample(firstLine(error));
  } finally {
    await context.close();
  }
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

function failedSample(failure: string): TapSample {
  return { responseMs: Infinity, panelMs: Infinity, inpMs: NaN, lcpMs: NaN, tbtMs: NaN, failure };
}

/** The menu tapped right after load, again 600 ms later; open 3 s after the second tap, once hydrated? */
async function sampleDoubleTap(
  browser: Browser,
  pagePath: string,
  options: FirstTapOptions,
): Promise<boolean> {
  const { context, page } = await coldPhone(browser, "menu", options.cpuMultiplier);
  try {
    await page.goto(options.origin + pagePath, { waitUntil: "load", timeout: 60_000 });
    const toggle = page.locator(TAP_TARGETS.menu).first();
    await toggle.tap({ timeout: 10_000 });
    await sleep(DOUBLE_TAP.gapMs);
    await toggle.tap({ timeout: 10_000 });
    const secondTapAt = Date.now();
    await page
      .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
        timeout: DOUBLE_TAP.hydrationTimeoutMs,
      })
      .catch(() => undefined);
    await sleep(Math.max(0, secondTapAt + DOUBLE_TAP.checkAfterMs - Date.now()));
    return await page.evaluate(() => window.__benchTap.responded());
  } catch (error) {
    options.assertServerUp();
    options.log(`double tap on ${pagePath}: ${firstLine(error)}`);
    return false;
  } finally {
    await context.close();
  }
}

/** The whole pass: every case `runs` times, then the double tap on every page. */
export async function measureFirstTaps(
  options: FirstTapOptions,
): Promise<{ taps: TapResult[]; doubleTaps: DoubleTapResult[] }> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: [
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-gpu",
    ],
  });
  try {
    const taps: TapResult[] = [];
    for (const c of tapCases(options.paths)) {
      const samples: TapSample[] = [];
      for (let run = 0; run < options.runs; run++) samples.push(await sampleTap(browser, c, options));
      const result = tapResult(c, samples);
      taps.push(result);
      options.log(`first tap ${c.path} ${c.control} ${c.timing}: ${formatMs(result.responseMs)} ms`);
    }
    const doubleTaps: DoubleTapResult[] = [];
    const menuPages = FIRST_TAP_PAGES.filter((p) => p.controls.includes("menu"));
    for (const { path } of menuPages.filter((p) => !options.paths || options.paths.includes(p.path))) {
      const openAtEnd: boolean[] = [];
      for (let run = 0; run < options.runs; run++)
        openAtEnd.push(await sampleDoubleTap(browser, path, options));
      doubleTaps.push({ path, openAtEnd });
      options.log(`double tap ${path}: ${openAtEnd.map((o) => (o ? "open" : "closed")).join(" ")}`);
    }
    return { taps, doubleTaps };
  } finally {
    await browser.close();
  }
}
