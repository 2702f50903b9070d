import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  endOfFinancialYear,
  isIsoDate,
  isoDateInIndia,
  isPastReviewDate,
} from "./review-dates.ts";

describe("review dates (docs/decisions/190)", () => {
  it("takes today from India's clock: 18:30 UTC is already the next day", () => {
    expect(isoDateInIndia(Date.parse("2026-11-27T18:29:59Z"))).toBe("2026-11-27");
    expect(isoDateInIndia(Date.parse("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
  });

  it("ends the financial year on 31 March", () => {
    expect(endOfFinancialYear("2026-11-27")).toBe("2027-03-31");
    expect(endOfFinancialYear("2027-03-31")).toBe("2027-03-31");
    expect(endOfFinancialYear("2027-04-01")).toBe("2028-03-31");
    expect(endOfFinancialYear("2027-01-15")).toBe("2027-03-31");
  });

  it("counts days across months and leap years", () => {
    expect(addDays("2026-11-27", 30)).toBe("2026-12-27");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-11-27", "2027-03-31")).toBe(124);
    expect(daysBetween("2026-12-01", "2026-11-30")).toBe(-1);
  });

  it("is past a review date only the day after it", () => {
    expect(isPastReviewDate("2026-12-27", "2026-12-27")).toBe(false);
    expect(isPastReviewDate("2026-12-27", "2026-12-28")).toBe(true);
  });

  it("accepts only real calendar days", () => {
    expect(isIsoDate("2026-11-27")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("27 Nov 2026")).toBe(false);
  });
});
