import { describe, expect, it } from "vitest";
import { calculate } from "./calculate.ts";
import { buildEstimate } from "./estimate.ts";
import { DEFAULT_QUERY } from "./query.ts";
import { findRegion } from "./region.ts";
import { calculatorRegions } from "./regions.server.ts";

const telangana = findRegion(calculatorRegions, "Telangana");
const billOnly = { ...DEFAULT_QUERY, bill: 2240, units: 0, area: 1000, state: "Telangana" };

describe("buildEstimate", () => {
  it("estimates units from the bill for a home in a state with tariff data, and computes with them", () => {
    const estimate = buildEstimate(billOnly, telangana);
    expect(estimate.unitsUsed).toBe(350);
    expect(estimate.unitsEstimatedFrom?.name).toBe("Telangana");
    expect(estimate.result).toEqual(calculate({ ...billOnly, units: 350 }));
  });

  it("uses typed units, and never estimates for industrial property or without a state", () => {
    expect(buildEstimate({ ...billOnly, units: 400 }, telangana).unitsUsed).toBe(400);
    const industrial = buildEstimate({ ...billOnly, propertyType: "industrial" }, telangana);
    expect(industrial.unitsEstimatedFrom).toBeNull();
    expect(industrial.result.sizeKw).toBe(0);
    expect(buildEstimate({ ...billOnly, state: "" }, undefined).result.sizeKw).toBe(0);
  });

  it("gives the subsidy only for a home with a chosen state and a system", () => {
    expect(buildEstimate({ ...billOnly, units: 400 }, telangana).subsidy).toMatchObject({
      kind: "home",
      scheme: 78_000,
    });
    expect(buildEstimate({ ...billOnly, units: 400, propertyType: "industrial" }, telangana).subsidy).toEqual(
      { kind: "industrial" },
    );
    expect(buildEstimate({ ...billOnly, units: 400, state: "" }, undefined).subsidy).toEqual({
      kind: "no-region",
    });
    expect(buildEstimate({ ...billOnly, bill: 0 }, telangana).subsidy).toEqual({ kind: "no-size" });
  });

  it("CO2 over the years is the yearly figure times the years", () => {
    const estimate = buildEstimate({ ...billOnly, units: 400, years: 7 }, telangana);
    expect(estimate.co2TonnesPerYear).toBeGreaterThan(0);
    expect(estimate.co2TonnesTotal).toBeCloseTo(estimate.co2TonnesPerYear * 7, 9);
    expect(estimate.savingsByYear).toHaveLength(7);
  });

  it("saves at most the bill in a month: the output per month (30 days) at the bill's price per unit", () => {
    // The specification's example (docs/decisions/200, Calculator): 400 units bought for ₹3,000, all of them
    // made on the roof.
    const estimate = buildEstimate({ ...billOnly, units: 400, bill: 3000 }, telangana);
    expect(estimate.monthlySavings).toBe(3000);
    // The total keeps the specification's 365-day years: 365 / 30 of these months a year
    // (docs/decisions/200, Calculator).
    expect(estimate.result.totalSavings).toBeCloseTo(3000 * (365 / 30) * 10, 6);
    // Area limits the size (600 sq ft: 10 kW of the 20 kW the units need): half the units, half the bill.
    expect(
      buildEstimate({ ...billOnly, units: 2400, bill: 18_000, area: 600 }, telangana).monthlySavings,
    ).toBe(9000);
    // The monthly figure does not depend on the years the total is shown for.
    expect(buildEstimate({ ...billOnly, units: 400, bill: 3000, years: 3 }, telangana).monthlySavings).toBe(
      estimate.monthlySavings,
    );
  });

  it("takes the subsidy off only where Arka qualifies and the price is at least what the scheme assumes", () => {
    const qualifies = { registeredVendor: "yes", domesticCells: "yes" } as const;
    // The example's ₹80,000 for 3.33 kWp is below the ₹1,60,000 the scheme assumes (₹50,000 a kW for
    // 2 kW, ₹45,000 after): the ₹78,000 is not taken off, so the price is not brought down to ₹2,000.
    const example = buildEstimate({ ...billOnly, units: 400, bill: 3000 }, telangana, qualifies);
    expect(example.subsidy).toMatchObject({ scheme: 78_000, priceBelowBenchmark: true, deducted: 0 });
    expect(example.subsidy.kind === "home" && example.subsidy.benchmarkCost).toBeCloseTo(160_000, 6);
    expect(example.priceAfterSubsidy).toBe(80_000);
    // 8 kWp (960 units, 480 sq ft): 60 × 960 × 8 = ₹4,60,800, above the ₹3,70,000 assumed: taken off.
    const large = buildEstimate({ ...billOnly, units: 960, bill: 9000, area: 480 }, telangana, qualifies);
    expect(large.subsidy).toMatchObject({ deducted: 78_000, priceBelowBenchmark: false });
    expect(large.priceAfterSubsidy).toBeCloseTo(460_800 - 78_000, 6);
    expect(large.loan.principal).toBeCloseTo(382_800, 6);
    // Not while Arka's conditions are unconfirmed (the default) or not met.
    for (const conditions of [
      { registeredVendor: "unconfirmed", domesticCells: "yes" },
      { registeredVendor: "yes", domesticCells: "no" },
    ] as const) {
      const estimate = buildEstimate(
        { ...billOnly, units: 960, bill: 9000, area: 480 },
        telangana,
        conditions,
      );
      expect(estimate.subsidy).toMatchObject({ deducted: 0 });
      expect(estimate.priceAfterSubsidy).toBeCloseTo(460_800, 6);
    }
  });

  it("says when the instalment is more than the saving (the factory of 167 kWp)", () => {
    const factory = buildEstimate(
      { ...billOnly, propertyType: "industrial", bill: 200_000, units: 20_000, area: 10_000 },
      telangana,
    );
    expect(factory.result.sizeKw).toBeCloseTo(166.67, 2);
    expect(factory.subsidy).toEqual({ kind: "industrial" });
    expect(factory.monthlySavings).toBe(200_000);
    expect(factory.loan.emi).toBeGreaterThan(factory.monthlySavings);
    expect(factory.instalmentExceedsSaving).toBe(true);
    expect(
      buildEstimate(
        { ...billOnly, units: 960, bill: 9000, area: 480, loanYears: 20, loanRate: 0 },
        telangana,
      ),
    ).toMatchObject({ instalmentExceedsSaving: false });
  });

  it("finances the whole price where no subsidy applies, at the visitor's rate and tenure", () => {
    const industrial = { ...billOnly, units: 400, bill: 3000, propertyType: "industrial" as const };
    const estimate = buildEstimate({ ...industrial, loanRate: 0, loanYears: 5 }, telangana);
    expect(estimate.priceAfterSubsidy).toBe(80_000);
    expect(estimate.loan.emi).toBeCloseTo(80_000 / 60, 9);
    expect(buildEstimate({ ...billOnly, bill: 0 }, telangana).loan.emi).toBe(0);
  });
});
