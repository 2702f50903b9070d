/**
 * Numbers, dates and phones as the console shows them to Indian readers (DESIGN.md "Words and
 * numbers"): Indian digit grouping, "24 November 2026, 3:05 pm" in India time, "+91 98765 43210".
 * Written out by hand rather than with Intl's time zones, so the server's render and the browser's
 * hydration always produce the same text.
 */

const MONTHS = [
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
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

const wholeNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
/** 123456 → "1,23,456". */
export const formatCount = (value: number) => wholeNumber.format(value);

/** 0.4267 → "43%". */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** "2026-11-24" → "24 November 2026". */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "2026-11-24" → "24 Nov" (chart labels). */
export function formatShortDay(isoDate: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]?.slice(0, 3)}`;
}

/** Epoch ms → "24 November 2026, 3:05 pm", India time. */
export function formatIndiaDateTime(at: number): string {
  const d = new Date(at + INDIA_OFFSET_MS);
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${clock}`;
}

/** Epoch ms → "3:05 pm", India time. */
export function formatIndiaTime(at: number): string {
  return formatIndiaDateTime(at).split(", ")[1] ?? "";
}

/** "9876543210" → "+91 98765 43210"; anything else as it is. */
export function formatIndianPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
