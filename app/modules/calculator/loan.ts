/**
 * Solar loan estimate (docs/decisions/119): the monthly instalment for the system after subsidy, at a rate
 * and tenure the visitor can change. The defaults are the PM Surya Ghar scheme's terms for loans from
 * public-sector banks, recorded without internet access and to be re-checked before launch
 * (docs/decisions/119-calculator-solar-loan-and-no-js-submit.md).
 */

/**
 * What the scheme published: collateral-free loans at "around 7%" for homes with systems up to 3 kW
 * (Union Cabinet approval, Press Information Bureau, 29 February 2024), which the public-sector banks'
 * scheme pages (State Bank of India's among them, 2024) describe as up to ₹2 lakh at the RBI repo rate
 * plus 0.5%, repaid over up to 10 years. The rate follows the repo rate, so a bank's rate today may differ.
 */
export const SCHEME_LOAN_TERMS = {
  ratePercent: 7,
  tenureYears: 10,
  maxAmount: 200_000,
  maxSizeKw: 3,
  source:
    "Union Cabinet approval of PM Surya Ghar: Muft Bijli Yojana (Press Information Bureau, 29 February 2024) and public-sector banks' scheme loan pages such as State Bank of India's (2024)",
  /** When these figures were written down here, from memory of those pages (no internet to re-check). */
  recordedOn: "2026-11-24",
} as const;

/** Inputs the visitor can set. A rate of 0 is allowed (a family loan); 30% covers any personal loan. */
export const LOAN_LIMITS = {
  rate: { min: 0, max: 30, step: 0.01 },
  tenure: { min: 1, max: 20, step: 1 },
} as const;

export const LOAN_DEFAULTS = {
  ratePercent: SCHEME_LOAN_TERMS.ratePercent,
  tenureYears: SCHEME_LOAN_TERMS.tenureYears,
} as const;

export type LoanEstimate = {
  /** Amount financed, rupees. */
  principal: number;
  ratePercent: number;
  tenureYears: number;
  /** Equated monthly instalment, rupees. */
  emi: number;
  totalInterest: number;
  /** True when the loan is larger than the scheme's collateral-free loan covers. */
  beyondScheme: boolean;
};

/**
 * The standard equated monthly instalment: P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate and n the
 * number of months; at 0% it is P / n. Nothing financed, or no months, is 0.
 */
export function monthlyInstalment(principal: number, annualRatePercent: number, months: number): number {
  if (!(principal > 0) || !(months >= 1)) return 0;
  const r = Math.max(annualRatePercent, 0) / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

export function loanEstimate(
  principal: number,
  ratePercent: number,
  tenureYears: number,
  sizeKw: number,
): LoanEstimate {
  const amount = Math.max(principal, 0);
  const months = Math.round(tenureYears * 12);
  const emi = monthlyInstalment(amount, ratePercent, months);
  return {
    principal: amount,
    ratePercent,
    tenureYears,
    emi,
    totalInterest: emi > 0 ? Math.max(emi * months - amount, 0) : 0,
    beyondScheme: amount > SCHEME_LOAN_TERMS.maxAmount || sizeKw > SCHEME_LOAN_TERMS.maxSizeKw,
  };
}

/**
 * A typed or submitted rate in percent a year ("7", "7.25", " 8.5 % "), to 2 decimals; null when empty,
 * not a number or outside the limits, so the caller keeps the value it had.
 */
export function parseLoanRate(text: string | null): number | null {
  if (text === null) return null;
  const value = Number.parseFloat(text.replace(/[\s,%]/g, ""));
  if (!Number.isFinite(value)) return null;
  const rounded = Math.round(value * 100) / 100;
  const { min, max } = LOAN_LIMITS.rate;
  return rounded >= min && rounded <= max ? rounded : null;
}

/** A typed or submitted tenure in whole years; null when empty, not a whole number or out of range. */
export function parseLoanTenure(text: string | null): number | null {
  if (text === null) return null;
  const cleaned = text.trim();
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  const { min, max } = LOAN_LIMITS.tenure;
  return value >= min && value <= max ? value : null;
}
