import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centralSubsidy } from "./subsidy.ts";

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
