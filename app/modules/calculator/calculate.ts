import { catalogue, type ProductId, type PropertyType } from "./catalogue.ts";

export type CalculatorInputs = {
  product: ProductId;
  propertyType: PropertyType;
  /** Electricity bill, rupees per month. */
  bill: number;
  /** Units consumed per month. */
  units: number;
  /** Rooftop area, sq ft. */
  area: number;
  years: number;
};

export type CalculatorResult = {
  /** System size, kWp. */
  sizeKw: number;
  /** Units generated per month. */
  outputPerMonth: number;
  priceWithStructure: number;
  priceWithoutStructure: number;
  /** Savings over the chosen years, rupees. */
  totalSavings: number;
};

const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

export const ZERO_RESULT: CalculatorResult = Object.freeze({
  sizeKw: 0,
  outputPerMonth: 0,
  priceWithStructure: 0,
  priceWithoutStructure: 0,
  totalSavings: 0,
});

/**
 * The specified estimate (docs/decisions/200, Calculator), term for term and in the same order, so the
 * figures match the old site's to the paisa. Computed only when bill, units and area are all above zero.
 */
export function calculate(inputs: CalculatorInputs): CalculatorResult {
  const { bill, units, area, years } = inputs;
  if (!(bill > 0 && units > 0 && area > 0)) return ZERO_RESULT;
  const type = catalogue[inputs.product].types[inputs.propertyType];
  const perDay = type.unitsPerKwPerDay;

  const sizeKw = Math.min(area / type.areaPerKwSqFt, units / (DAYS_PER_MONTH * perDay));
  const outputPerMonth = sizeKw * perDay * DAYS_PER_MONTH;
  return {
    sizeKw,
    outputPerMonth,
    priceWithStructure: type.costFactorWithStructure * outputPerMonth * sizeKw,
    priceWithoutStructure: type.costFactorWithoutStructure * outputPerMonth * sizeKw,
    totalSavings: sizeKw * perDay * years * DAYS_PER_YEAR * (bill / units),
  };
}

/** Savings after each year 1..years, by the same formula (the chart's bars). */
export function cumulativeSavingsByYear(inputs: CalculatorInputs): { year: number; savings: number }[] {
  const rows: { year: number; savings: number }[] = [];
  for (let year = 1; year <= inputs.years; year++) {
    rows.push({ year, savings: calculate({ ...inputs, years: year }).totalSavings });
  }
  return rows;
}

/** Units the system makes in a year, on the savings formula's 365-day year. */
export function annualGeneration(inputs: CalculatorInputs): number {
  const { sizeKw } = calculate(inputs);
  return sizeKw * catalogue[inputs.product].types[inputs.propertyType].unitsPerKwPerDay * DAYS_PER_YEAR;
}
