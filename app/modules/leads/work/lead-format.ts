/**
 * Dates and phone numbers in the console, for Indian readers (DESIGN.md "Words and numbers"): India
 * time, "24 November 2026, 10:42 am", "+91 98765 43210". Computed by hand rather than with Intl so the
 * server's and the browser's text are the same character for character (no hydration mismatch between
 * ICU versions).
 */
import { CALLBACK_SLOTS, type CallbackSlot } from "#app/modules/leads/schema/callback-slots.ts";

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function istParts(ms: number) {
  const d = new Date(ms + IST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** 1795326120000 → "24 November 2026" (India time). */
export function formatDateIST(ms: number): string {
  const p = istParts(ms);
  return `${p.day} ${MONTHS[p.month]} ${p.year}`;
}

/** 1795326120000 → "24 November 2026, 10:42 am" (India time). */
export function formatDateTimeIST(ms: number): string {
  const p = istParts(ms);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${formatDateIST(ms)}, ${hour12}:${String(p.minute).padStart(2, "0")} ${p.hour < 12 ? "am" : "pm"}`;
}

/** "2026-11-24" → "24 November 2026"; anything else unchanged. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? ""} ${match[1]}`;
}

/** 1795326120000 → "2026-11-24 10:42" (India time), a form spreadsheets read as a date and time. */
export function spreadsheetDateTimeIST(ms: number): string {
  const p = istParts(ms);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month + 1)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/** The India date (YYYY-MM-DD) of an instant: file names, "today". */
export function isoDateIST(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A valid calendar date written YYYY-MM-DD? */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The instant an India date begins (00:00 IST), for date-range filters. */
export function startOfDayIST(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) - IST_OFFSET_MS;
}

/** The instant after an India date ends (the next day's 00:00 IST). */
export function endOfDayIST(isoDate: string): number {
  return startOfDayIST(isoDate) + DAY_MS;
}

/** "9876543210" → "+91 98765 43210"; other shapes are shown as stored. */
export function formatIndianPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** 123456 → "1,23,456" (Indian digit grouping: thousands, then pairs). */
export function formatCount(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}

/** A call-back's preferred time: ("2026-11-25", "morning") → "25 November 2026, morning (9 am to 12 noon)". */
export function formatCallbackTime(date: string, slot: string): string {
  const label = slot in CALLBACK_SLOTS ? CALLBACK_SLOTS[slot as CallbackSlot].label : slot;
  return `${formatIsoDate(date)}, ${label}`;
}
