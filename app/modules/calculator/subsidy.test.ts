import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arkaEligibility,
  centralSubsidy,
  schemeBenchmarkCost,
  schemeBenchmarkPerKw,
  subsidyOutcome,
} from "./subsidy.ts";

describe("centralSubsidy (PM Surya Ghar)", () => {
  it.each([
    [0, 0],
    [1, 30_000],
    [1.5, 45_000],
    [2, 60_000],
    [2.5, 69_000],
    [3, 78_000],
    [3.33, 78_000],
    [10, 78_000],
  ])("general category, %d kW → ₹%d", (kw, rupees) => {
    expect(centralSubsidy(kw, "Telangana")).toBeCloseTo(rupees, 6);
  });

  it.each([
    [1, 33_000],
    [2, 66_000],
    [3, 85_800],
    [5, 85_800],
  ])("special category (Sikkim), %d kW → ₹%d", (kw, rupees) => {
    expect(centralSubsidy(kw, "Sikkim")).toBeCloseTo(rupees, 6);
  });

  it.each([
    "Assam",
    "Himachal Pradesh",
    "Uttarakhand",
    "Jammu and Kashmir",
    "Ladakh",
    "Andaman and Nicobar Islands",
    "Lakshadweep",
  ])("%s gets the special-category cap", (region) =>
    expect(centralSubsidy(3, region)).toBeCloseTo(85_800, 6),
  );

  it("never decreases with size and never exceeds the cap", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (kw, more) => {
          const subsidy = centralSubsidy(kw, "Kerala");
          expect(subsidy).toBeLessThanOrEqual(78_000 + 1e-6);
          expect(centralSubsidy(kw + more, "Kerala")).toBeGreaterThanOrEqual(subsidy - 1e-6);
        },
      ),
    );
  });
});

describe("what the scheme's amounts assume a system costs", () => {
  it("₹30,000 is 60% of ₹50,000 and ₹18,000 is 40% of ₹45,000 (10% more in special-category states)", () => {
    expect(schemeBenchmarkPerKw("Telangana")).toEqual({ firstTwoKw: 50_000, afterTwoKw: 45_000 });
    const special = schemeBenchmarkPerKw("Sikkim");
    expect(special.firstTwoKw).toBeCloseTo(55_000, 6);
    expect(special.afterTwoKw).toBeCloseTo(49_500, 6);
    expect(schemeBenchmarkCost(3, "Telangana")).toBe(145_000);
    expect(schemeBenchmarkCost(1, "Telangana")).toBe(50_000);
    expect(schemeBenchmarkCost(0, "Telangana")).toBe(0);
  });
});

describe("whether Arka qualifies, from the site configuration", () => {
  it.each([
    ["yes", "yes", "eligible"],
    ["yes", "unconfirmed", "unconfirmed"],
    ["unconfirmed", "unconfirmed", "unconfirmed"],
    ["no", "yes", "not-eligible"],
    ["unconfirmed", "no", "not-eligible"],
  ] as const)("vendor %s, cells %s: %s", (registeredVendor, domesticCells, expected) => {
    expect(arkaEligibility({ registeredVendor, domesticCells })).toBe(expected);
  });
});

describe("the subsidy the estimate takes off", () => {
  const qualifies = { registeredVendor: "yes", domesticCells: "yes" } as const;
  const home = { propertyType: "residential", region: "Telangana", conditions: qualifies } as const;

  it("only for homes in a chosen state with a system", () => {
    expect(subsidyOutcome({ ...home, propertyType: "industrial", sizeKw: 5, price: 1e6 })).toEqual({
      kind: "industrial",
    });
    expect(subsidyOutcome({ ...home, region: null, sizeKw: 5, price: 1e6 })).toEqual({ kind: "no-region" });
    expect(subsidyOutcome({ ...home, sizeKw: 0, price: 0 })).toEqual({ kind: "no-size" });
  });

  it("the scheme's amount, when the price is at least the benchmark cost and Arka qualifies", () => {
    expect(subsidyOutcome({ ...home, sizeKw: 3, price: 145_000 })).toMatchObject({
      scheme: 78_000,
      deducted: 78_000,
      priceBelowBenchmark: false,
    });
    // One rupee below what the scheme assumes: nothing taken off, and the page says why.
    expect(subsidyOutcome({ ...home, sizeKw: 3, price: 144_999 })).toMatchObject({
      scheme: 78_000,
      deducted: 0,
      priceBelowBenchmark: true,
    });
    expect(
      subsidyOutcome({
        ...home,
        sizeKw: 3,
        price: 1e6,
        conditions: { registeredVendor: "yes", domesticCells: "unconfirmed" },
      }),
    ).toMatchObject({ deducted: 0, eligibility: "unconfirmed" });
  });
});
