import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LOAN_DEFAULTS,
  loanEstimate,
  monthlyInstalment,
  parseLoanRate,
  parseLoanTenure,
  SCHEME_LOAN_TERMS,
} from "./loan.ts";

describe("monthlyInstalment", () => {
  it.each([
    // Published reference values for the standard EMI formula, to the paisa.
    { principal: 100_000, rate: 10, months: 12, emi: 8_791.59 },
    { principal: 100_000, rate: 7, months: 120, emi: 1_161.08 },
    { principal: 2_000_000, rate: 9, months: 240, emi: 17_994.52 },
    { principal: 500_000, rate: 8.5, months: 240, emi: 4_339.12 },
  ])("₹$principal at $rate% for $months months is ₹$emi", ({ principal, rate, months, emi }) => {
    expect(monthlyInstalment(principal, rate, months)).toBeCloseTo(emi, 2);
  });

  it("at 0% repays the amount in equal parts", () => {
    expect(monthlyInstalment(120_000, 0, 120)).toBe(1_000);
    expect(monthlyInstalment(1_000, 0, 1)).toBe(1_000);
  });

  it("is 0 with nothing financed or no months, and never NaN", () => {
    expect(monthlyInstalment(0, 7, 120)).toBe(0);
    expect(monthlyInstalment(-5, 7, 120)).toBe(0);
    expect(monthlyInstalment(Number.NaN, 7, 120)).toBe(0);
    expect(monthlyInstalment(100_000, 7, 0)).toBe(0);
  });

  it("over the tenure repays the amount plus interest, and a tiny rate is close to 0%", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3_000 }).map((h) => h / 100),
        fc.integer({ min: 1, max: 240 }),
        (principal, rate, months) => {
          const emi = monthlyInstalment(principal, rate, months);
          expect(Number.isFinite(emi)).toBe(true);
          // Never less than the amount over the tenure, never more than one month's amount plus interest
          // (within floating-point rounding).
          expect(emi * months).toBeGreaterThanOrEqual(principal * (1 - 1e-9));
          expect(emi).toBeLessThanOrEqual(principal * (1 + rate / 1200) * (1 + 1e-9));
        },
      ),
    );
    expect(monthlyInstalment(120_000, 0.01, 120)).toBeCloseTo(1_000.5, 0);
  });
});

describe("loanEstimate", () => {
  it("works in whole months of the tenure and totals the interest", () => {
    const loan = loanEstimate(100_000, 7, 10, 2);
    expect(loan.emi).toBeCloseTo(1_161.08, 2);
    expect(loan.totalInterest).toBeCloseTo(1_161.0848 * 120 - 100_000, 2);
    expect(loan.beyondScheme).toBe(false);
  });

  it("is all zero with nothing to finance", () => {
    expect(loanEstimate(0, 7, 10, 0)).toMatchObject({ principal: 0, emi: 0, totalInterest: 0 });
    expect(loanEstimate(-1, 7, 10, 0).principal).toBe(0);
  });

  it("flags a loan the scheme's collateral-free loan does not cover", () => {
    expect(loanEstimate(SCHEME_LOAN_TERMS.maxAmount, 7, 10, 3).beyondScheme).toBe(false);
    expect(loanEstimate(SCHEME_LOAN_TERMS.maxAmount + 1, 7, 10, 3).beyondScheme).toBe(true);
    expect(loanEstimate(50_000, 7, 10, 3.5).beyondScheme).toBe(true);
  });

  it("defaults to the scheme's terms", () => {
    expect(LOAN_DEFAULTS).toEqual({ ratePercent: 7, tenureYears: 10 });
  });
});

describe("parsing the loan boxes", () => {
  it.each([
    ["7", 7],
    ["7.25", 7.25],
    [" 8.5 % ", 8.5],
    ["0", 0],
    ["30", 30],
    ["7.125", 7.13],
  ])("rate %j is %j", (text, value) => {
    expect(parseLoanRate(text)).toBe(value);
  });

  it.each([null, "", "abc", "-1", "30.01", "7,5"])("rate %j is ignored", (text) => {
    expect(parseLoanRate(text)).toBeNull();
  });

  it("tenure is whole years from 1 to 20", () => {
    expect(parseLoanTenure("1")).toBe(1);
    expect(parseLoanTenure(" 20 ")).toBe(20);
    for (const text of [null, "", "0", "21", "2.5", "ten", "-3"]) expect(parseLoanTenure(text)).toBeNull();
  });
});
