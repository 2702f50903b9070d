import { describe, expect, it } from "vitest";
import { co2AvoidedTonnes, GRID_EMISSION_FACTOR } from "./emissions.ts";

describe("co2AvoidedTonnes", () => {
  it("is the generation in MWh times the CEA factor", () => {
    // 4,866.67 kWh a year (3.33 kW × 4 × 365) at 0.716 kg/kWh.
    expect(co2AvoidedTonnes(4866.666)).toBeCloseTo(4.866666 * GRID_EMISSION_FACTOR.kgPerKwh, 6);
    expect(co2AvoidedTonnes(1000)).toBeCloseTo(0.716, 9);
  });
  it("is 0 for no generation", () => {
    expect(co2AvoidedTonnes(0)).toBe(0);
  });
});
