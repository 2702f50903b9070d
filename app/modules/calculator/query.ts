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
import { parseQueryInteger } from "./parse-input.ts";

/**
 * The calculator's state as it travels in the URL: the no-JavaScript form submits these names with
 * GET, and the enhanced page writes them back, so an estimate can be shared, bookmarked and reloaded.
 * `?product=integrated&type=residential&bill=3000&units=400&area=1000&years=10&state=Telangana`
 */
export type CalculatorQuery = CalculatorInputs & {
  /** The region's URL slug ("Tamil-Nadu"), or "" for none. */
  state: string;
};

export const QUERY_KEYS = {
  product: "product",
  propertyType: "type",
  bill: "bill",
  units: "units",
  area: "area",
  years: "years",
  state: "state",
} as const;

export const DEFAULT_QUERY: CalculatorQuery = {
  product: DEFAULT_PRODUCT,
  propertyType: PROPERTY_TYPES[0],
  ...DEFAULT_NUMERIC_INPUTS,
  years: YEARS.default,
  state: "",
};

/** Reads the query leniently: anything unknown or out of range falls back to its default. */
export function parseCalculatorQuery(
  params: URLSearchParams,
  knownStates: readonly string[],
): CalculatorQuery {
  const product = params.get(QUERY_KEYS.product);
  const type = params.get(QUERY_KEYS.propertyType);
  const state = params.get(QUERY_KEYS.state) ?? "";
  const numeric = (key: "bill" | "units" | "area") =>
    parseQueryInteger(params.get(QUERY_KEYS[key]), { ...INPUT_LIMITS[key], fallback: DEFAULT_QUERY[key] });
  return {
    product: isProductId(product) ? product : DEFAULT_QUERY.product,
    propertyType: isPropertyType(type) ? type : DEFAULT_QUERY.propertyType,
    bill: numeric("bill"),
    units: numeric("units"),
    area: numeric("area"),
    years: parseQueryInteger(params.get(QUERY_KEYS.years), {
      min: YEARS.min,
      max: YEARS.max,
      fallback: YEARS.default,
    }),
    state: knownStates.find((s) => s.toLowerCase() === state.toLowerCase()) ?? "",
  };
}

/** The query string for a state, in a fixed key order (an empty state is left out). */
export function calculatorQueryString(query: CalculatorQuery): string {
  const params = new URLSearchParams();
  params.set(QUERY_KEYS.product, query.product);
  params.set(QUERY_KEYS.propertyType, query.propertyType);
  params.set(QUERY_KEYS.bill, String(query.bill));
  params.set(QUERY_KEYS.units, String(query.units));
  params.set(QUERY_KEYS.area, String(query.area));
  params.set(QUERY_KEYS.years, String(query.years));
  if (query.state) params.set(QUERY_KEYS.state, query.state);
  return params.toString();
}
