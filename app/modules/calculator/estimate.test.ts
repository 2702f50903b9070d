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
});
