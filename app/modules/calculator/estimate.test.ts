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
    expect(buildEstimate({ ...billOnly, units: 400 }, telangana).subsidy).toBeCloseTo(78_000, 6);
    expect(
      buildEstimate({ ...billOnly, units: 400, propertyType: "industrial" }, telangana).subsidy,
    ).toBeNull();
    expect(buildEstimate({ ...billOnly, units: 400, state: "" }, undefined).subsidy).toBeNull();
    expect(buildEstimate({ ...billOnly, bill: 0 }, telangana).subsidy).toBeNull();
  });

  it("CO2 over the years is the yearly figure times the years", () => {
    const estimate = buildEstimate({ ...billOnly, units: 400, years: 7 }, telangana);
    expect(estimate.co2TonnesPerYear).toBeGreaterThan(0);
    expect(estimate.co2TonnesTotal).toBeCloseTo(estimate.co2TonnesPerYear * 7, 9);
    expect(estimate.savingsByYear).toHaveLength(7);
  });

  it("spreads the savings over the months and finances the price after subsidy", () => {
    // The specification's example: ₹3,65,000 over 10 years; ₹80,000 less the ₹78,000 subsidy.
    const estimate = buildEstimate({ ...billOnly, units: 400, bill: 3000 }, telangana);
    expect(estimate.monthlySavings).toBeCloseTo(365_000 / 120, 9);
    expect(estimate.priceAfterSubsidy).toBeCloseTo(2_000, 6);
    expect(estimate.loan).toMatchObject({ ratePercent: 7, tenureYears: 10 });
    expect(estimate.loan.principal).toBeCloseTo(2_000, 6);
    expect(estimate.loan.emi).toBeCloseTo(23.22, 2);
    // The monthly figure does not depend on the years the total is shown for.
    expect(
      buildEstimate({ ...billOnly, units: 400, bill: 3000, years: 3 }, telangana).monthlySavings,
    ).toBeCloseTo(estimate.monthlySavings, 9);
  });

  it("finances the whole price where no subsidy applies, at the visitor's rate and tenure", () => {
    const industrial = { ...billOnly, units: 400, bill: 3000, propertyType: "industrial" as const };
    const estimate = buildEstimate({ ...industrial, loanRate: 0, loanYears: 5 }, telangana);
    expect(estimate.priceAfterSubsidy).toBeCloseTo(80_000, 6);
    expect(estimate.loan.emi).toBeCloseTo(80_000 / 60, 9);
    expect(buildEstimate({ ...billOnly, bill: 0 }, telangana).loan.emi).toBe(0);
  });
});
