import { catalogue, propertyTypeNames } from "./catalogue.ts";
import { buildEstimate, type Estimate } from "./estimate.ts";
import { shownFigures } from "./shown-figures.ts";
import { formatPercent, formatRupees, formatWhole } from "./format.ts";
import { calculatorQueryString, parseCalculatorQuery, type CalculatorQuery } from "./query.ts";
import { findRegion, type CalculatorRegion } from "./region.ts";

/**
 * What a lead carries from the calculator, so sales sees what the visitor saw.
 *
 * The quote link sends only the inputs: `/contact?estimate=<calculator query string, URL-encoded>`,
 * e.g. `estimate=product%3Dintegrated%26type%3Dresidential%26bill%3D3000%26units%3D400%26area%3D1000%26years%3D10`.
 * The server recomputes the figures from them with the same pure code (`estimateSummaryFromParam`),
 * so a lead never stores numbers a visitor could have edited into the URL.
 */
export const ESTIMATE_PARAM = "estimate";

/** Upper bound on the parameter's length; a real calculator query is under 120 characters. */
const MAX_PARAM_LENGTH = 300;

export type EstimateSummary = {
  /** The calculator query (also the `estimate` parameter's decoded value). */
  query: string;
  /** Path that reopens the estimate. */
  path: string;
  /** Plain text, one fact a line, for the lead's requirement or note. */
  text: string;
  /** The same facts as data, for a JSON column. */
  data: Record<string, string | number | null>;
};

export function quoteHref(query: CalculatorQuery): string {
  const params = new URLSearchParams({ [ESTIMATE_PARAM]: calculatorQueryString(query) });
  return `/contact?${params.toString()}#leave-a-message`;
}

export function summarizeEstimate(query: CalculatorQuery, estimate: Estimate): EstimateSummary {
  const queryString = calculatorQueryString(query);
  const path = `/solar-calculator?${queryString}`;
  const { result } = estimate;
  const product = catalogue[query.product].name;
  const type = propertyTypeNames[query.propertyType];
  const unitsNote = estimate.unitsEstimatedFrom
    ? ` (estimated from the ${estimate.unitsEstimatedFrom.name} domestic tariff)`
    : "";
  const figures = shownFigures(estimate, "en");
  const lines = [
    `Solar calculator estimate: ${path}`,
    `Product: ${product}, ${type}`,
    `Electricity bill: ${formatRupees(query.bill)} a month`,
    `Units consumed: ${formatWhole(estimate.unitsUsed)} a month${unitsNote}`,
    `Rooftop area: ${formatWhole(query.area)} sq ft`,
    `Years: ${query.years}`,
    query.state ? `State: ${query.state.replace(/-/g, " ")}` : null,
    `System size: ${figures["result-size"]}`,
    `Output per month: ${figures["result-output"]}`,
    `System price (without structure): ${figures["result-price"]}`,
    `Total savings over ${query.years} years: ${figures["result-savings"]}`,
    subsidyLine(estimate),
    `Monthly savings (estimate): ${figures["monthly-savings"]}`,
    `Solar loan (estimate): ${figures["loan-emi"]} a month on ${formatRupees(estimate.loan.principal)} at ${formatPercent(query.loanRate)} a year for ${query.loanYears} ${query.loanYears === 1 ? "year" : "years"}${
      estimate.instalmentExceedsSaving ? " (more than the monthly saving)" : ""
    }`,
    `CO2 avoided (estimate): ${figures["co2-year"]} a year`,
  ].filter((line): line is string => line !== null);
  return {
    query: queryString,
    path,
    text: lines.join("\n"),
    data: {
      product,
      propertyType: type,
      bill: query.bill,
      units: estimate.unitsUsed,
      unitsEstimated: estimate.unitsEstimatedFrom ? "yes" : "no",
      area: query.area,
      years: query.years,
      state: query.state || null,
      sizeKw: round2(result.sizeKw),
      outputPerMonth: round2(result.outputPerMonth),
      priceWithoutStructure: round2(result.priceWithoutStructure),
      totalSavings: round2(result.totalSavings),
      subsidy: estimate.subsidy.kind === "home" ? round2(estimate.subsidy.deducted) : null,
      subsidyScheme: estimate.subsidy.kind === "home" ? round2(estimate.subsidy.scheme) : null,
      co2TonnesPerYear: round2(estimate.co2TonnesPerYear),
      monthlySavings: round2(estimate.monthlySavings),
      loanRatePercent: query.loanRate,
      loanYears: query.loanYears,
      loanAmount: round2(estimate.loan.principal),
      loanEmi: round2(estimate.loan.emi),
    },
  };
}

/**
 * For the enquiry form's server side: the `estimate` parameter (already URL-decoded, as
 * `URLSearchParams.get` returns it) → the summary to store with the lead, or null when absent or junk.
 */
export function estimateSummaryFromParam(
  param: string | null | undefined,
  regions: readonly CalculatorRegion[],
): EstimateSummary | null {
  if (!param || param.length > MAX_PARAM_LENGTH) return null;
  const params = new URLSearchParams(param);
  if (!params.has("product")) return null;
  const query = parseCalculatorQuery(
    params,
    regions.map((r) => r.slug),
  );
  return summarizeEstimate(query, buildEstimate(query, findRegion(regions, query.state)));
}

/** What sales need to know of the subsidy: taken off, or what the scheme gives and why it is not. */
function subsidyLine({ subsidy, result, priceAfterSubsidy }: Estimate): string | null {
  if (subsidy.kind === "industrial") return "Central subsidy: none (homes only)";
  if (subsidy.kind !== "home") return null;
  const scheme = formatRupees(subsidy.scheme);
  if (subsidy.deducted > 0)
    return `Central subsidy (PM Surya Ghar, estimate): ${scheme}, taken off the price: ${formatRupees(priceAfterSubsidy)} after subsidy`;
  const reasons = [
    subsidy.eligibility === "unconfirmed" ? "Arka's eligibility not confirmed in the site settings" : null,
    subsidy.eligibility === "not-eligible"
      ? "Arka does not meet the scheme's conditions (site settings)"
      : null,
    subsidy.priceBelowBenchmark
      ? `the calculator's price ${formatRupees(result.priceWithoutStructure)} is below the scheme's benchmark cost ${formatRupees(subsidy.benchmarkCost)}`
      : null,
  ].filter((reason) => reason !== null);
  return `Central subsidy (PM Surya Ghar): the scheme gives ${scheme}; not taken off: ${reasons.join("; ")}`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
