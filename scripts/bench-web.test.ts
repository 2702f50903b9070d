import { describe, expect, it } from "vitest";
import { BUDGETS, budgetMisses, median } from "./bench-web.ts";

describe("bench:web budget arithmetic", () => {
  it("takes the median of three runs", () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });

  it("reports each missed budget and nothing when all are met", () => {
    const good = {
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      cls: 0.01,
      lcpMs: 1500,
      tbtMs: 0,
      jsGzipBytes: 90_000,
    };
    expect(budgetMisses(good)).toEqual([]);
    const bad = { ...good, performance: 94, seo: 92, cls: 0.2, jsGzipBytes: BUDGETS.maxJsGzipBytes + 1 };
    expect(budgetMisses(bad)).toHaveLength(4);
  });
});
