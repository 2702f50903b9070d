import { annualGeneration, calculate, cumulativeSavingsByYear, type CalculatorResult } from "./calculate.ts";
import { INPUT_LIMITS } from "./catalogue.ts";
import { co2AvoidedTonnes } from "./emissions.ts";
import type { CalculatorQuery } from "./query.ts";
import type { CalculatorRegion } from "./region.ts";
import { centralSubsidy } from "./subsidy.ts";
import { unitsForMonthlyBill } from "./tariff-units.ts";

/** Everything the page shows for one query: the specified result plus the labelled estimates. */
export type Estimate = {
  /** Units the calculation used: typed, or estimated from the state's tariff. */
  unitsUsed: number;
  /** Set when units were estimated from the bill with the region's tariff. */
  unitsEstimatedFrom: CalculatorRegion | null;
  result: CalculatorResult;
  /** Central subsidy for a residential system in a chosen region; null when it does not apply. */
  subsidy: number | null;
  co2TonnesPerYear: number;
  co2TonnesTotal: number;
  savingsByYear: { year: number; savings: number }[];
};

/**
 * The tariff estimate is for the visitor who knows only the bill: Residential (the tariffs are
 * domestic ones), a region with tariff data, a bill, and units left at 0.
 */
export function canEstimateUnits(query: CalculatorQuery, region: CalculatorRegion | undefined): boolean {
  return Boolean(
    region?.tariff && query.propertyType === "residential" && query.bill > 0 && query.units === 0,
  );
}

export function buildEstimate(query: CalculatorQuery, region: CalculatorRegion | undefined): Estimate {
  const estimateUnits = canEstimateUnits(query, region);
  const unitsUsed =
    estimateUnits && region?.tariff
      ? unitsForMonthlyBill(region.tariff.schedule, query.bill, INPUT_LIMITS.units.max)
      : query.units;
  const inputs = { ...query, units: unitsUsed };
  const result = calculate(inputs);
  const yearly = annualGeneration(inputs);
  return {
    unitsUsed,
    unitsEstimatedFrom: estimateUnits && region ? region : null,
    result,
    subsidy:
      region && query.propertyType === "residential" && result.sizeKw > 0
        ? centralSubsidy(result.sizeKw, region.name)
        : null,
    co2TonnesPerYear: co2AvoidedTonnes(yearly),
    co2TonnesTotal: co2AvoidedTonnes(yearly * query.years),
    savingsByYear: cumulativeSavingsByYear(inputs),
  };
}
