import type { ConditionStatus } from "#app/content/site.ts";

/**
 * Central financial assistance for residential rooftop solar under PM Surya Ghar: Muft Bijli Yojana
 * (Ministry of New and Renewable Energy, scheme approved 29 February 2024; operational guidelines for
 * the residential component, March 2024): ₹30,000 per kW for the first 2 kW, ₹18,000 for the third kW,
 * nothing beyond 3 kW, so at most ₹78,000. In the special-category states and UTs (the North-Eastern
 * states including Sikkim, Himachal Pradesh, Uttarakhand, Jammu and Kashmir, Ladakh, Andaman and Nicobar,
 * Lakshadweep) the rates are 10% higher: ₹33,000 and ₹19,800 per kW, at most ₹85,800.
 * A part kW earns its share pro rata. How the calculator may use it: docs/decisions/195.
 */

export const SUBSIDY_SOURCE = {
  scheme: "PM Surya Ghar: Muft Bijli Yojana",
  publisher: "Ministry of New and Renewable Energy (MNRE)",
  document: "Operational guidelines for the residential rooftop solar component",
  date: "March 2024",
} as const;

/**
 * When the amounts were last checked (the Ministry's reply to the Rajya Sabha of 10 December 2025 gives
 * them unchanged) and when to check again: the scheme runs until 31 March 2027.
 */
export const SUBSIDY_DATES = { checkedOn: "2026-11-27", reviewBy: "2027-03-31" } as const;

/**
 * What the amounts stand for: the Cabinet approved the assistance as 60% of the system cost for the first
 * 2 kW and 40% of the additional cost up to 3 kW, which "at current benchmark prices" gave ₹30,000 per kW
 * and ₹18,000 per kW. So the scheme assumes a home system costs ₹30,000 / 0.6 = ₹50,000 per kW for the first
 * 2 kW and ₹18,000 / 0.4 = ₹45,000 for each kW after (₹55,000 and ₹49,500 in special-category states).
 */
export const SCHEME_COST_BASIS = {
  firstTwoKwShare: 0.6,
  thirdKwShare: 0.4,
  source: "Union Cabinet approval of 29 February 2024, reported by The New Indian Express",
  date: "1 March 2024",
  url: "https://www.newindianexpress.com/business/2024/Mar/01/govt-approval-for-rs-75k-crore-rooftop-solar-subsidy-plan",
} as const;

type Rates = { firstTwoKwPerKw: number; thirdKwPerKw: number };

export const GENERAL_RATES: Rates = { firstTwoKwPerKw: 30_000, thirdKwPerKw: 18_000 };
export const SPECIAL_CATEGORY_RATES: Rates = { firstTwoKwPerKw: 33_000, thirdKwPerKw: 19_800 };

/** Region names as the calculator lists them. */
export const SPECIAL_CATEGORY_REGIONS: readonly string[] = [
  "Arunachal Pradesh",
  "Assam",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Sikkim",
  "Tripura",
  "Himachal Pradesh",
  "Uttarakhand",
  "Jammu and Kashmir",
  "Ladakh",
  "Andaman and Nicobar Islands",
  "Lakshadweep",
];

export function isSpecialCategory(region: string): boolean {
  return SPECIAL_CATEGORY_REGIONS.includes(region);
}

export function subsidyRates(region: string): Rates {
  return isSpecialCategory(region) ? SPECIAL_CATEGORY_RATES : GENERAL_RATES;
}

/** The central subsidy, in rupees, for a residential system of `sizeKw` in `region`. */
export function centralSubsidy(sizeKw: number, region: string): number {
  if (!(sizeKw > 0)) return 0;
  const rates = subsidyRates(region);
  const firstTwo = Math.min(sizeKw, 2);
  const third = Math.min(Math.max(sizeKw - 2, 0), 1);
  return firstTwo * rates.firstTwoKwPerKw + third * rates.thirdKwPerKw;
}

/** The benchmark cost per kW the scheme's amounts assume, for the first 2 kW and for each kW after. */
export function schemeBenchmarkPerKw(region: string): { firstTwoKw: number; afterTwoKw: number } {
  const rates = subsidyRates(region);
  return {
    firstTwoKw: rates.firstTwoKwPerKw / SCHEME_COST_BASIS.firstTwoKwShare,
    afterTwoKw: rates.thirdKwPerKw / SCHEME_COST_BASIS.thirdKwShare,
  };
}

/** What a home system of `sizeKw` costs at the scheme's benchmark: the price its subsidy assumes. */
export function schemeBenchmarkCost(sizeKw: number, region: string): number {
  if (!(sizeKw > 0)) return 0;
  const perKw = schemeBenchmarkPerKw(region);
  return Math.min(sizeKw, 2) * perKw.firstTwoKw + Math.max(sizeKw - 2, 0) * perKw.afterTwoKw;
}

/** Whether Arka roofs qualify, from the two conditions the company confirms in the site configuration. */
export type ArkaEligibility = "eligible" | "not-eligible" | "unconfirmed";

export type SubsidyConditions = { registeredVendor: ConditionStatus; domesticCells: ConditionStatus };

export function arkaEligibility(conditions: SubsidyConditions): ArkaEligibility {
  const statuses = [conditions.registeredVendor, conditions.domesticCells];
  if (statuses.includes("no")) return "not-eligible";
  return statuses.every((status) => status === "yes") ? "eligible" : "unconfirmed";
}

/**
 * The subsidy as the estimate uses it. Only homes get it, only in a chosen state, only for a system.
 * It is taken off the calculator's price only when Arka qualifies and that price is at least what the
 * scheme assumes the system costs, so the deduction is never more than the scheme's 60% share of the
 * price and the price after it never reaches zero; otherwise `deducted` is 0 and the page says why.
 */
export type SubsidyOutcome =
  | { kind: "industrial" }
  | { kind: "no-region" }
  | { kind: "no-size" }
  | {
      kind: "home";
      /** What the scheme gives for this size in this state. */
      scheme: number;
      /** What the scheme assumes a system of this size costs. */
      benchmarkCost: number;
      eligibility: ArkaEligibility;
      /** True when the calculator's price is below `benchmarkCost`. */
      priceBelowBenchmark: boolean;
      /** Taken off the price: `scheme` or 0. */
      deducted: number;
    };

export function subsidyOutcome(input: {
  propertyType: "residential" | "industrial";
  region: string | null;
  sizeKw: number;
  price: number;
  conditions: SubsidyConditions;
}): SubsidyOutcome {
  if (input.propertyType !== "residential") return { kind: "industrial" };
  if (!input.region) return { kind: "no-region" };
  if (!(input.sizeKw > 0)) return { kind: "no-size" };
  const scheme = centralSubsidy(input.sizeKw, input.region);
  const benchmarkCost = schemeBenchmarkCost(input.sizeKw, input.region);
  const eligibility = arkaEligibility(input.conditions);
  const priceBelowBenchmark = input.price < benchmarkCost;
  const deducted = eligibility === "eligible" && !priceBelowBenchmark ? scheme : 0;
  return { kind: "home", scheme, benchmarkCost, eligibility, priceBelowBenchmark, deducted };
}
