import type { CalculatorInputs } from "./calculate.ts";
import {
  DEFAULT_NUMERIC_INPUTS,
  DEFAULT_PRODUCT,
  INPUT_LIMITS,
  isProductId,
  isPropertyType,
  PROPERTY_TYPES,
  YEARS,
} from "./catalogue.ts";
import { LOAN_DEFAULTS, parseLoanRate, parseLoanTenure } from "./loan.ts";
import { parseQueryInteger } from "./parse-input.ts";

/**
 * The calculator's state as it travels in the URL: the no-JavaScript form submits these names with
 * GET, and the enhanced page writes them back, so an estimate can be shared, bookmarked and reloaded.
 * `?product=integrated&type=residential&bill=3000&units=400&area=1000&years=10&state=Telangana&rate=8.5&tenure=5`
 */
export type CalculatorQuery = CalculatorInputs & {
  /** The region's URL slug ("Tamil-Nadu"), or "" for none. */
  state: string;
  /** Solar loan estimate: interest in percent a year (2 decimals) and tenure in years. */
  loanRate: number;
  loanYears: number;
};

export const QUERY_KEYS = {
  product: "product",
  propertyType: "type",
  bill: "bill",
  units: "units",
  area: "area",
  years: "years",
  state: "state",
  loanRate: "rate",
  loanYears: "tenure",
} as const;

export const DEFAULT_QUERY: CalculatorQuery = {
  product: DEFAULT_PRODUCT,
  propertyType: PROPERTY_TYPES[0],
  ...DEFAULT_NUMERIC_INPUTS,
  years: YEARS.default,
  state: "",
  loanRate: LOAN_DEFAULTS.ratePercent,
  loanYears: LOAN_DEFAULTS.tenureYears,
};

/**
 * Reads the query leniently: anything unknown falls back to its default. A number out of range falls back
 * to `previous` (the page the visitor submitted from, so a typed value above the maximum is ignored, as
 * with JavaScript) or else to its default.
 */
export function parseCalculatorQuery(
  params: URLSearchParams,
  knownStates: readonly string[],
  previous: CalculatorQuery = DEFAULT_QUERY,
): CalculatorQuery {
  const product = params.get(QUERY_KEYS.product);
  const type = params.get(QUERY_KEYS.propertyType);
  const state = params.get(QUERY_KEYS.state) ?? "";
  const numeric = (key: "bill" | "units" | "area") =>
    parseQueryInteger(params.get(QUERY_KEYS[key]), { ...INPUT_LIMITS[key], fallback: previous[key] });
  return {
    product: isProductId(product) ? product : DEFAULT_QUERY.product,
    propertyType: isPropertyType(type) ? type : DEFAULT_QUERY.propertyType,
    bill: numeric("bill"),
    units: numeric("units"),
    area: numeric("area"),
    years: parseQueryInteger(params.get(QUERY_KEYS.years), {
      min: YEARS.min,
      max: YEARS.max,
      fallback: previous.years,
    }),
    state: knownStates.find((s) => s.toLowerCase() === state.toLowerCase()) ?? "",
    loanRate: parseLoanRate(params.get(QUERY_KEYS.loanRate)) ?? previous.loanRate,
    loanYears: parseLoanTenure(params.get(QUERY_KEYS.loanYears)) ?? previous.loanYears,
  };
}

/**
 * The query string for a state, in a fixed key order. An empty state is left out, and so are the loan's
 * rate and tenure while they are the scheme's defaults: an estimate that never touched them follows the
 * scheme's current terms, and links made before the loan estimate existed stay as they were
 * (docs/decisions/119-calculator-solar-loan-and-no-js-submit.md).
 */
export function calculatorQueryString(query: CalculatorQuery): string {
  const params = new URLSearchParams();
  params.set(QUERY_KEYS.product, query.product);
  params.set(QUERY_KEYS.propertyType, query.propertyType);
  params.set(QUERY_KEYS.bill, String(query.bill));
  params.set(QUERY_KEYS.units, String(query.units));
  params.set(QUERY_KEYS.area, String(query.area));
  params.set(QUERY_KEYS.years, String(query.years));
  if (query.state) params.set(QUERY_KEYS.state, query.state);
  if (query.loanRate !== LOAN_DEFAULTS.ratePercent) params.set(QUERY_KEYS.loanRate, String(query.loanRate));
  if (query.loanYears !== LOAN_DEFAULTS.tenureYears)
    params.set(QUERY_KEYS.loanYears, String(query.loanYears));
  return params.toString();
}
