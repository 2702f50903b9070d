/**
 * Central financial assistance for residential rooftop solar under PM Surya Ghar: Muft Bijli Yojana
 * (Ministry of New and Renewable Energy, scheme approved 29 February 2024; operational guidelines for
 * the residential component, March 2024): ₹30,000 per kW for the first 2 kW, ₹18,000 for the third kW,
 * nothing beyond 3 kW, so at most ₹78,000. In the special-category states and UTs (the North-Eastern
 * states including Sikkim, Himachal Pradesh, Uttarakhand, Jammu and Kashmir, Ladakh, Andaman and Nicobar,
 * Lakshadweep) the rates are 10% higher: ₹33,000 and ₹19,800 per kW, at most ₹85,800.
 * A part kW earns its share pro rata.
 */

export const SUBSIDY_SOURCE = {
  scheme: "PM Surya Ghar: Muft Bijli Yojana",
  publisher: "Ministry of New and Renewable Energy (MNRE)",
  document: "Operational guidelines for the residential rooftop solar component",
  date: "March 2024",
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

/** The central subsidy, in rupees, for a residential system of `sizeKw` in `region`. */
export function centralSubsidy(sizeKw: number, region: string): number {
  if (!(sizeKw > 0)) return 0;
  const rates = isSpecialCategory(region) ? SPECIAL_CATEGORY_RATES : GENERAL_RATES;
  const firstTwo = Math.min(sizeKw, 2);
  const third = Math.min(Math.max(sizeKw - 2, 0), 1);
  return firstTwo * rates.firstTwoKwPerKw + third * rates.thirdKwPerKw;
}
