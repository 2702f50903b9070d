import { describe, expect, it } from "vitest";
import {
  DOUBLE_TAP_HEADERS,
  FIRST_TAP_BUDGETS,
  TAP_HEADERS,
  blockingTime,
  doubleTapMissed,
  doubleTapRow,
  firstInteractionInp,
  firstTapMissLines,
  formatMs,
  medianOf,
  networkConditions,
  tapCases,
  tapMisses,
  tapResult,
  tapRow,
  type TapCase,
  type TapSample,
} from "./bench-first-tap.ts";

const sample = (responseMs: number, extra: Partial<TapSample> = {}): TapSample => ({
  responseMs,
  panelMs: responseMs,
  inpMs: 40,
  lcpMs: 1500,
  tbtMs: 60,
  ...extra,
});

const menuAtLoad: TapCase = { path: "/", control: "menu", timing: "load" };

describe("first-tap cases", () => {
  it("taps the menu and Enquire Now on four pages, Get A Quote on the landing page, the pill on the calculator", () => {
    const cases = tapCases();
    expect(new Set(cases.map((c) => c.path))).toEqual(
      new Set(["/", "/solar-calculator", "/integrated-solar-roof", "/contact", "/solar-panels/Kerala"]),
    );
    expect(cases.filter((c) => c.control === "product").map((c) => c.path)).toEqual([
      "/solar-calculator",
      "/solar-calculator",
    ]);
    expect(cases.filter((c) => c.path === "/integrated-solar-roof").map((c) => c.control)).toEqual([
      "quote",
      "quote",
    ]);
    // Four pages × (menu, Enquire Now), Get A Quote and the pill, each right after load and 1 s after.
    expect(cases).toHaveLength(20);
    expect(cases.filter((c) => c.timing === "load")).toHaveLength(10);
  });

  it("keeps only the asked pages", () => {
    expect(tapCases(["/contact", "/about"]).map((c) => `${c.control} ${c.timing}`)).toEqual([
      "menu load",
      "menu load+1s",
      "enquire load",
      "enquire load+1s",
    ]);
  });
});

describe("first-tap arithmetic", () => {
  it("takes the median, keeping a response never shown and skipping a missing reading", () => {
    expect(medianOf([300, 100, 200])).toBe(200);
    expect(medianOf([100, Infinity, Infinity])).toBe(Infinity);
    expect(medianOf([100, 120, Infinity])).toBe(120);
    expect(medianOf([100, 200, NaN])).toBe(150);
    expect(medianOf([])).toBeNaN();
  });

  it("takes each figure's median per case", () => {
    const r = tapResult(menuAtLoad, [
      sample(2100, { inpMs: 120 }),
      sample(90, { inpMs: 30 }),
      sample(Infinity, { inpMs: NaN }),
    ]);
    expect(r).toMatchObject({ ...menuAtLoad, responseMs: 2100, inpMs: 75, lcpMs: 1500 });
    expect(r.samples).toHaveLength(3);
  });

  it("takes the INP of the first interaction: its longest event, not a later interaction's", () => {
    const entries = [
      { name: "pointerdown", startTime: 1000, duration: 48, interactionId: 7 },
      { name: "pointerup", startTime: 1080, duration: 160, interactionId: 7 },
      { name: "click", startTime: 1080, duration: 152, interactionId: 7 },
      { name: "pointerover", startTime: 990, duration: 400, interactionId: 0 },
      { name: "click", startTime: 3000, duration: 600, interactionId: 9 },
    ];
    expect(firstInteractionInp(entries)).toBe(160);
    expect(firstInteractionInp([])).toBeNaN();
  });

  it("sums long tasks' excess over 50 ms between first paint and the response", () => {
    const tasks = [
      { startTime: 100, duration: 300 },
      { startTime: 900, duration: 120 },
      { startTime: 1200, duration: 40 },
      { startTime: 5000, duration: 900 },
    ];
    expect(blockingTime(tasks, 500, 2000)).toBe(70);
    expect(blockingTime(tasks, 0, Infinity)).toBe(250 + 70 + 850);
    expect(blockingTime(tasks, NaN, 2000)).toBe(0);
  });

  it("throttles the network as Lighthouse's slow 4G does, in bytes per second", () => {
    const slow4G = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };
    expect(networkConditions(slow4G)).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 188743,
      uploadThroughput: 86400,
    });
  });
});

describe("first-tap budgets", () => {
  it("holds the median response and INP to 200 ms", () => {
    const at = (responseMs: number, inpMs = 40) => tapResult(menuAtLoad, [sample(responseMs, { inpMs })]);
    expect(FIRST_TAP_BUDGETS).toEqual({ maxResponseMs: 200, maxInpMs: 200 });
    expect(tapMisses(at(200, 200))).toEqual([]);
    expect(tapMisses(at(201))).toEqual(["response 201 ms > 200 ms"]);
    expect(tapMisses(at(Infinity, 232))).toEqual(["response never shown", "INP 232 ms > 200 ms"]);
    // No response and no reading at all (the tap failed) is a miss, not a pass.
    expect(tapMisses(tapResult(menuAtLoad, [sample(NaN)]))).toHaveLength(1);
  });

  it("misses the double tap when any run ends with the menu closed", () => {
    expect(doubleTapMissed({ path: "/", openAtEnd: [true, true, true] })).toBe(false);
    expect(doubleTapMissed({ path: "/", openAtEnd: [true, false, true] })).toBe(true);
    expect(doubleTapMissed({ path: "/", openAtEnd: [] })).toBe(true);
  });

  it("says what missed, with why a run never answered", () => {
    const slow = tapResult({ path: "/contact", control: "enquire", timing: "load+1s" }, [
      sample(Infinity, { failure: "no response within 15 s" }),
      sample(Infinity, { failure: "no response within 15 s" }),
      sample(150),
    ]);
    expect(
      firstTapMissLines([slow, tapResult(menuAtLoad, [sample(80)])], [{ path: "/", openAtEnd: [false] }]),
    ).toEqual([
      "/contact Enquire Now load + 1 s: response never shown; no response within 15 s",
      "/ menu tapped twice 600 ms apart: ended closed",
    ]);
  });
});

describe("first-tap output", () => {
  it("prints each case with the budget beside its figures and each run's response", () => {
    const r = tapResult({ path: "/", control: "enquire", timing: "load" }, [
      sample(4410, { panelMs: 2360, inpMs: 176 }),
      sample(3900, { panelMs: 2000, inpMs: 90 }),
      sample(Infinity, { panelMs: Infinity, inpMs: 250 }),
    ]);
    const row = tapRow(r);
    // Enquire Now's budget is the panel; when its form is usable is printed beside it.
    expect(row).toEqual([
      "/",
      "Enquire Now",
      "at load",
      "2360 ✗",
      "4410",
      "176",
      "1500",
      "60",
      "✗",
      "2360 2000 never",
    ]);
    expect(row).toHaveLength(TAP_HEADERS.length);
    expect(TAP_HEADERS[3]).toBe("response ms (≤200)");
    expect(tapRow(tapResult(menuAtLoad, [sample(120.4)])).slice(3, 9)).toEqual([
      "120",
      "",
      "40",
      "1500",
      "60",
      "✓",
    ]);
  });

  it("prints the double tap's end state of each run", () => {
    const row = doubleTapRow({ path: "/contact", openAtEnd: [true, false, true] });
    expect(row).toEqual(["/contact", "yes no yes", "✗"]);
    expect(row).toHaveLength(DOUBLE_TAP_HEADERS.length);
    expect(formatMs(NaN)).toBe("–");
  });
});
