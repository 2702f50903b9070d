import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  MAIN_HEADERS,
  PAGES,
  SLOW_CPU_PATHS,
  compareTtfb,
  formatTable,
  jsTransferBytes,
  mainRow,
  median,
  medianFigures,
  optionsFromEnv,
  otherCategoriesFor,
  passesFromEnv,
  pageMisses,
  pageSpecFor,
  shortPath,
  slowCpuMisses,
  slowCpuRow,
  summaryFailed,
  summaryLine,
  updatedBaseline,
  type PageResult,
  type RunFigures,
  type Summary,
} from "./bench-web.ts";

const good: RunFigures = { performance: 99, lcpMs: 1700, tbtMs: 40, cls: 0.001, jsBytes: 30 * 1024 };

function result(pagePath: string, figures: Partial<RunFigures> = {}, extra: Partial<PageResult> = {}) {
  return {
    spec: pageSpecFor(pagePath),
    figures: { ...good, ...figures },
    ttfbMs: 2,
    status: pageSpecFor(pagePath).status ?? 200,
    ...extra,
  } satisfies PageResult;
}

describe("bench:web pages", () => {
  it("covers every page named in the issue's budgets, each once", () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const content = PAGES.filter((p) => p.group === "content").map((p) => p.path);
    const interactive = PAGES.filter((p) => p.group === "interactive").map((p) => p.path);
    expect(content).toHaveLength(10);
    expect(content).toContain("/solar-panels/Kerala");
    expect(content.some((p) => p.startsWith("/blog/"))).toBe(true);
    expect(content.some((p) => p.startsWith("/technical-specs/"))).toBe(true);
    expect(interactive).toEqual([
      "/",
      "/solar-calculator",
      "/integrated-solar-roof",
      "/become-partner",
      "/contact",
    ]);
    for (const p of SLOW_CPU_PATHS) expect(interactive).toContain(p);
  });

  it("compares the four form pages' TTFB with prerendered pages', and the 404 with neither", () => {
    expect(PAGES.filter((p) => p.ttfb === "form").map((p) => p.path)).toEqual([
      "/solar-calculator",
      "/integrated-solar-roof",
      "/become-partner",
      "/contact",
    ]);
    const notFound = PAGES.filter((p) => p.status === 404);
    expect(notFound).toHaveLength(1);
    expect(notFound[0]?.ttfb).toBeUndefined();
  });

  it("keeps a known page's group and puts an unknown one in none", () => {
    expect(pageSpecFor("/about").group).toBe("content");
    expect(pageSpecFor("/contact").group).toBe("interactive");
    expect(pageSpecFor("/dealers")).toEqual({ path: "/dealers", group: "other" });
    expect(pageMisses(result("/dealers", { jsBytes: 500 * 1024 }))).toEqual([]);
  });

  it("checks issue 5's categories except what a page gives up on purpose", () => {
    expect(otherCategoriesFor(pageSpecFor("/about"))).toEqual(["accessibility", "best-practices", "seo"]);
    expect(otherCategoriesFor(pageSpecFor("/success"))).toEqual(["accessibility", "best-practices"]);
    expect(otherCategoriesFor(pageSpecFor("/no-such-page"))).toEqual(["accessibility"]);
  });
});

describe("bench:web options", () => {
  it("runs each page five times unless told, once for a quick check", () => {
    expect(optionsFromEnv({}).runs).toBe(5);
    expect(optionsFromEnv({ BENCH_RUNS: "3" }).runs).toBe(3);
    expect(optionsFromEnv({ BENCH_RUNS: "3", BENCH_QUICK: "1" }).runs).toBe(1);
    expect(() => optionsFromEnv({ BENCH_RUNS: "zero" })).toThrow(/BENCH_RUNS/);
  });

  it("keeps the existing knobs", () => {
    const o = optionsFromEnv({
      BENCH_PATHS: "/, /portfolio,",
      BENCH_PORTS: "4000-4010",
      CHROME_PATH: "/opt/chrome",
      BENCH_REPORT_DIR: "var/lh",
    });
    expect(o.pages.map((p) => p.path)).toEqual(["/", "/portfolio"]);
    expect(o.paths).toEqual(["/", "/portfolio"]);
    expect(optionsFromEnv({}).paths).toBeUndefined();
    expect(o).toMatchObject({ ports: "4000-4010", chromePath: "/opt/chrome", reportDir: "var/lh" });
    expect(optionsFromEnv({}).pages).toEqual(PAGES);
  });

  it("runs both passes unless told to run one", () => {
    expect(optionsFromEnv({}).passes).toEqual({ lighthouse: true, firstTap: true });
    expect(passesFromEnv("all")).toEqual({ lighthouse: true, firstTap: true });
    expect(passesFromEnv("lighthouse")).toEqual({ lighthouse: true, firstTap: false });
    expect(passesFromEnv("first-tap")).toEqual({ lighthouse: false, firstTap: true });
    expect(() => optionsFromEnv({ BENCH_PASS: "inp" })).toThrow(/BENCH_PASS/);
  });

  it("uses Lighthouse's 4x and the issue's 6x CPU, both scaled by a calibration", () => {
    expect(optionsFromEnv({})).toMatchObject({ cpuMultiplier: 4, slowCpuMultiplier: 6 });
    expect(optionsFromEnv({ BENCH_CPU_SLOWDOWN: "2" })).toMatchObject({
      cpuMultiplier: 2,
      slowCpuMultiplier: 3,
    });
    expect(() => optionsFromEnv({ BENCH_CPU_SLOWDOWN: "-1" })).toThrow(/BENCH_CPU_SLOWDOWN/);
  });
});

describe("bench:web arithmetic", () => {
  it("takes the median of odd and even counts, ignoring failed readings", () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([5, NaN, 3, 4])).toBe(4);
    expect(median([])).toBeNaN();
  });

  it("takes each figure's median on its own", () => {
    const runs = [
      { ...good, performance: 90, tbtMs: 300 },
      { ...good, performance: 99, tbtMs: 10 },
      { ...good, performance: 95, tbtMs: 50 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, tbtMs: 50 });
  });

  it("sums the transfer size of scripts, not of documents, styles or images", () => {
    const requests = [
      { url: "http://x/", resourceType: "Document", mimeType: "text/html", transferSize: 9000 },
      { url: "http://x/a.js", resourceType: "Script", mimeType: "text/javascript", transferSize: 2000 },
      { url: "http://x/b.js", resourceType: "Script", mimeType: "application/javascript", transferSize: 500 },
      { url: "http://x/c.js", resourceType: "Other", mimeType: "text/javascript", transferSize: 300 },
      { url: "http://x/s.css", resourceType: "Stylesheet", mimeType: "text/css", transferSize: 4000 },
      { url: "http://x/i.webp", resourceType: "Image", mimeType: "image/webp", transferSize: 7000 },
      { url: "data:text/javascript,1", resourceType: "Script", mimeType: "text/javascript" },
    ];
    expect(jsTransferBytes(requests)).toBe(2800);
    expect(jsTransferBytes([])).toBe(0);
  });
});

describe("bench:web budgets", () => {
  it("passes a page within every budget", () => {
    expect(pageMisses(result("/about"))).toEqual([]);
    expect(pageMisses(result("/", { jsBytes: 110 * 1024 }))).toEqual([]);
  });

  it("reports JavaScript before interaction but holds no page to a size (the first tap is the budget)", () => {
    expect(pageMisses(result("/about", { jsBytes: 400 * 1024 }))).toEqual([]);
    expect(pageMisses(result("/contact", { jsBytes: 400 * 1024 }))).toEqual([]);
    expect(BUDGETS).not.toHaveProperty("maxJsBytes");
  });

  it("names each missed figure", () => {
    const misses = pageMisses(result("/blog", { performance: 97, tbtMs: 101, cls: 0.021 }));
    expect(misses).toEqual(["performance 97 < 98", "TBT 101 ms > 100 ms", "CLS 0.021 > 0.02"]);
    expect(pageMisses(result("/blog", { performance: 98, tbtMs: 100, cls: 0.02 }))).toEqual([]);
  });

  it("holds LCP to today's stored median with some slack, when one is stored", () => {
    const allowed = 1500 * (1 + BUDGETS.lcpTolerance);
    expect(pageMisses(result("/", { lcpMs: allowed }), 1500)).toEqual([]);
    expect(pageMisses(result("/", { lcpMs: allowed + 1 }), 1500)).toHaveLength(1);
    expect(pageMisses(result("/", { lcpMs: 9000 }))).toEqual([]);
  });

  it("misses a page that answers with the wrong status", () => {
    expect(pageMisses(result("/news", {}, { status: 404 }))).toEqual(["answered 404, expected 200"]);
    expect(pageMisses(result("/no-such-page", {}, { status: 404 }))).toEqual([]);
    expect(pageMisses(result("/no-such-page", {}, { status: 200 }))).toEqual(["answered 200, expected 404"]);
  });

  it("misses issue 5's categories below 100", () => {
    const other = { scores: { accessibility: 100, seo: 92 }, failing: ["seo: meta-description"] };
    expect(pageMisses(result("/about", {}, { other }))).toEqual(["seo 92 < 100"]);
  });

  it("allows 300 ms of blocking time with the CPU slowed 6x", () => {
    expect(slowCpuMisses({ ...good, tbtMs: 300 })).toEqual([]);
    expect(slowCpuMisses({ ...good, tbtMs: 1049 })).toEqual(["TBT 1049 ms > 300 ms"]);
  });

  it("compares form pages' TTFB median with prerendered pages'", () => {
    const rows = [
      { ...result("/about"), ttfbMs: 2.4 },
      { ...result("/blog"), ttfbMs: 2.6 },
      { ...result("/no-such-page"), ttfbMs: 40 },
      { ...result("/contact"), ttfbMs: 15 },
      { ...result("/solar-calculator"), ttfbMs: 23 },
      { ...result("/become-partner"), ttfbMs: 18 },
    ];
    expect(compareTtfb(rows)).toEqual({ formMs: 18, prerenderedMs: 2.5, ok: false });
    const fast = rows.map((r) => (r.spec.ttfb === "form" ? { ...r, ttfbMs: 2.5 + BUDGETS.ttfbSlackMs } : r));
    expect(compareTtfb(fast)?.ok).toBe(true);
    expect(compareTtfb(rows.filter((r) => r.spec.ttfb !== "form"))).toBeUndefined();
  });
});

describe("bench:web output", () => {
  it("prints a row with the budgets next to the figures, and the JavaScript with none", () => {
    const row = mainRow(result("/about", { jsBytes: 128 * 1024, lcpMs: 1712.4, tbtMs: 12.6 }), 1650);
    expect(row).toEqual(["/about", "content", "128.0", "99", "1712 (1650)", "13", "0.001", "2.0", "✓"]);
    expect(mainRow(result("/dealers")).slice(2, 5)).toEqual(["30.0", "99", "1700"]);
    expect(mainRow(result("/")).at(-1)).toBe("✓");
    expect(mainRow(result("/", { tbtMs: 150 })).slice(5)).toEqual(["150 ✗", "0.001", "2.0", "✗"]);
    expect(row).toHaveLength(MAIN_HEADERS.length);
  });

  it("prints the busy-phone row", () => {
    expect(slowCpuRow(pageSpecFor("/"), { ...good, tbtMs: 1203.7 })).toEqual([
      "/",
      "99",
      "1700",
      "1204 ✗",
      "✗",
    ]);
  });

  it("shortens long paths", () => {
    expect(shortPath("/about")).toBe("/about");
    const long = shortPath("/blog/why-arka-is-the-ultimate-roofing-solution-to-resist-extreme-weathers");
    expect(long).toHaveLength(32);
    expect(long.endsWith("…")).toBe(true);
  });

  it("aligns columns: names to the left, figures to the right", () => {
    const table = formatTable(
      ["page", "group", "TBT"],
      [
        ["/", "interactive", "7"],
        ["/about", "content", "1203"],
      ],
    );
    expect(table.split("\n")).toEqual([
      "page    group         TBT",
      "------  -----------  ----",
      "/       interactive     7",
      "/about  content      1203",
    ]);
    expect(formatTable(["page", "score"], [["/", "99"]], 1).split("\n")[2]).toBe("/        99");
  });

  it("sums up and fails on any miss", () => {
    const all: Summary = {
      pages: 15,
      pagesMissed: 0,
      slowCpuPages: 3,
      slowCpuMissed: 0,
      slowCpuMultiplier: 6,
      ttfb: { formMs: 2.6, prerenderedMs: 2.4, ok: true },
    };
    expect(summaryFailed(all)).toBe(false);
    expect(summaryLine(all)).toBe(
      "✓ all budgets hold: 15 of 15 pages within budget; 3 of 3 within TBT at 6x CPU; TTFB form pages 2.6 ms vs prerendered 2.4 ms ✓",
    );
    expect(summaryFailed({ ...all, pagesMissed: 1 })).toBe(true);
    expect(summaryFailed({ ...all, slowCpuMissed: 1 })).toBe(true);
    expect(summaryFailed({ ...all, ttfb: { formMs: 18, prerenderedMs: 2.4, ok: false } })).toBe(true);
    expect(summaryFailed({ ...all, ttfb: undefined })).toBe(false);
  });

  it("adds the first-interaction pass to the sum, and fails on a slow first tap or a menu left closed", () => {
    const firstTap = { cases: 22, missed: 0, doubleTaps: 5, doubleTapsMissed: 0 };
    const onlyTaps: Summary = {
      pages: 0,
      pagesMissed: 0,
      slowCpuPages: 0,
      slowCpuMissed: 0,
      slowCpuMultiplier: 6,
      ttfb: undefined,
      firstTap,
    };
    expect(summaryLine(onlyTaps)).toBe(
      "✓ all budgets hold: 22 of 22 first taps within 200 ms; menu open after a double tap on 5 of 5 pages",
    );
    expect(summaryFailed(onlyTaps)).toBe(false);
    expect(summaryFailed({ ...onlyTaps, firstTap: { ...firstTap, missed: 4 } })).toBe(true);
    expect(summaryFailed({ ...onlyTaps, firstTap: { ...firstTap, doubleTapsMissed: 1 } })).toBe(true);
  });

  it("stores this run's LCP medians over the previous baseline", () => {
    const previous = { measured: "before", lcpMs: { "/": 2000, "/about": 1600 } };
    expect(updatedBaseline(previous, [result("/", { lcpMs: 1799.6 })], "now")).toEqual({
      measured: "now",
      lcpMs: { "/": 1800, "/about": 1600 },
    });
    expect(updatedBaseline(undefined, [result("/about")], "now").lcpMs).toEqual({ "/about": 1700 });
  });
});
