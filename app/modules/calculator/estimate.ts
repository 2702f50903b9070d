import { annualGeneration, calculate, cumulativeSavingsByYear, type CalculatorResult } from "./calculate.ts";
import { INPUT_LIMITS } from "./catalogue.ts";
import { co2AvoidedTonnes } from "./emissions.ts";
import { loanEstimate, type LoanEstimate } from "./loan.ts";
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
  /** The price without structure less the subsidy (the price itself where no subsidy applies). */
  priceAfterSubsidy: number;
  /** The total savings spread over the months of the chosen years (the same for any number of years). */
  monthlySavings: number;
  /** A loan for the price after subsidy at the query's rate and tenure. */
  loan: LoanEstimate;
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
  const subsidy =
    region && query.propertyType === "residential" && result.sizeKw > 0
      ? centralSubsidy(result.sizeKw, region.name)
      : null;
  const priceAfterSubsidy = Math.max(0, result.priceWithoutStructure - (subsidy ?? 0));
  return {
    unitsUsed,
    unitsEstimatedFrom: estimateUnits && region ? region : null,
    result,
    subsidy,
    priceAfterSubsidy,
    monthlySavings: result.totalSavings / (query.years * 12),
    loan: loanEstimate(priceAfterSubsidy, query.loanRate, query.loanYears, result.sizeKw),
    co2TonnesPerYear: co2AvoidedTonnes(yearly),
    co2TonnesTotal: co2AvoidedTonnes(yearly * query.years),
    savingsByYear: cumulativeSavingsByYear(inputs),
  };
}
