import { annualGeneration, calculate, cumulativeSavingsByYear, type CalculatorResult } from "./calculate.ts";
import { INPUT_LIMITS } from "./catalogue.ts";
import { co2AvoidedTonnes } from "./emissions.ts";
import { loanEstimate, type LoanEstimate } from "./loan.ts";
import type { CalculatorQuery } from "./query.ts";
import type { CalculatorRegion } from "./region.ts";
import { subsidyOutcome, type SubsidyConditions, type SubsidyOutcome } from "./subsidy.ts";
import { unitsForMonthlyBill } from "./tariff-units.ts";
import { site } from "#app/content/site.ts";

/** Everything the page shows for one query: the specified result plus the labelled estimates. */
export type Estimate = {
  /** Units the calculation used: typed, or estimated from the state's tariff. */
  unitsUsed: number;
  /** Set when units were estimated from the bill with the region's tariff. */
  unitsEstimatedFrom: CalculatorRegion | null;
  result: CalculatorResult;
  /** The central subsidy for homes: what the scheme gives, and what is taken off the price (often nothing). */
  subsidy: SubsidyOutcome;
  /** The price without structure less the subsidy taken off (the price itself where none is). */
  priceAfterSubsidy: number;
  /** What the roof saves in a month: the output per month (30 days) at the bill's price per unit. */
  monthlySavings: number;
  /** A loan for the price after subsidy at the query's rate and tenure. */
  loan: LoanEstimate;
  /** True when the loan's instalment is more than the monthly saving. */
  instalmentExceedsSaving: boolean;
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

/**
 * The saving in one month of the specification's 30 days (the month its output per month uses), so it is
 * never more than the bill: the output is at most the units the bill pays for. The total savings keep the
 * specification's 365-day years; a year of savings is 365 / 30 of these months (docs/decisions/195).
 */
export function monthlySaving(bill: number, units: number, outputPerMonth: number): number {
  if (!(bill > 0 && units > 0 && outputPerMonth > 0)) return 0;
  return (Math.min(outputPerMonth, units) / units) * bill;
}

export function buildEstimate(
  query: CalculatorQuery,
  region: CalculatorRegion | undefined,
  conditions: SubsidyConditions = site.subsidyConditions,
): Estimate {
  const estimateUnits = canEstimateUnits(query, region);
  const unitsUsed =
    estimateUnits && region?.tariff
      ? unitsForMonthlyBill(region.tariff.schedule, query.bill, INPUT_LIMITS.units.max)
      : query.units;
  const inputs = { ...query, units: unitsUsed };
  const result = calculate(inputs);
  const yearly = annualGeneration(inputs);
  const subsidy = subsidyOutcome({
    propertyType: query.propertyType,
    region: region?.name ?? null,
    sizeKw: result.sizeKw,
    price: result.priceWithoutStructure,
    conditions,
  });
  const priceAfterSubsidy = result.priceWithoutStructure - (subsidy.kind === "home" ? subsidy.deducted : 0);
  const monthlySavings = monthlySaving(query.bill, unitsUsed, result.outputPerMonth);
  const loan = loanEstimate(priceAfterSubsidy, query.loanRate, query.loanYears, result.sizeKw);
  return {
    unitsUsed,
    unitsEstimatedFrom: estimateUnits && region ? region : null,
    result,
    subsidy,
    priceAfterSubsidy,
    monthlySavings,
    loan,
    instalmentExceedsSaving: loan.emi > monthlySavings,
    co2TonnesPerYear: co2AvoidedTonnes(yearly),
    co2TonnesTotal: co2AvoidedTonnes(yearly * query.years),
    savingsByYear: cumulativeSavingsByYear(inputs),
  };
}
