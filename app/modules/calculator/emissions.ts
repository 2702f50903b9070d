/**
 * CO2 the grid would have emitted for the units the roof makes, at the Central Electricity Authority's
 * weighted-average emission rate of the Indian grid: 0.716 tCO2 per MWh (= kg per kWh) for 2022-23,
 * from the CEA's "CO2 Baseline Database for the Indian Power Sector", version 19.0 (December 2023).
 * Recorded from that publication without a way to re-check it on this machine: see
 * docs/decisions/142-solar-calculator-estimates-and-sources.md.
 */
export const GRID_EMISSION_FACTOR = {
  kgPerKwh: 0.716,
  basis: "weighted average emission rate of the grid, 2022-23",
  source: "Central Electricity Authority, CO2 Baseline Database for the Indian Power Sector",
  version: "version 19.0",
  date: "December 2023",
} as const;

/** Tonnes of CO2 avoided by `units` kWh of solar generation. */
export function co2AvoidedTonnes(units: number): number {
  if (!(units > 0)) return 0;
  return (units * GRID_EMISSION_FACTOR.kgPerKwh) / 1000;
}
