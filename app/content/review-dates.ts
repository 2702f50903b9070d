/**
 * Dates of the site's dated facts (docs/decisions/190-tariffs-checked-and-due-for-review.md): when a figure
 * was last checked against its source and by when it must be checked again. Dates are calendar days in
 * India, written YYYY-MM-DD, so they compare as strings.
 */

/** India Standard Time is UTC+5:30 all year. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `text` is a real calendar day (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  return ISO_DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** The India day an instant falls on: the day a reader in India calls today. */
export function isoDateInIndia(at: number): string {
  return new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 31 March that ends the Indian financial year (April to March) `isoDate` falls in. */
export function endOfFinancialYear(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return `${month >= 4 ? year + 1 : year}-03-31`;
}

/** A fact is overdue the day after its review-by date. */
export function isPastReviewDate(reviewBy: string, today: string): boolean {
  return today > reviewBy;
}
