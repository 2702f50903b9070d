/**
 * Numbers, dates and phones as the dashboard shows them to Indian readers (DESIGN.md "Words and
 * numbers"), built on the console's own formats (lead-format.ts: India time, written out by hand so
 * the server's render and the browser's hydration produce the same text).
 */
import { formatDateTimeIST, formatIsoDate, MONTHS } from "#app/modules/leads/work/lead-format.ts";

export { formatCount, formatIndianPhone } from "#app/modules/leads/work/lead-format.ts";

/** 0.4267 → "43%". */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** "2026-11-24" → "24 November 2026". */
export const formatDay = formatIsoDate;

/** "2026-11-24" → "24 Nov" (chart labels). */
export function formatShortDay(isoDate: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]?.slice(0, 3)}`;
}

/** Epoch ms → "24 November 2026, 3:05 pm", India time. */
export const formatIndiaDateTime = formatDateTimeIST;

/** Epoch ms → "3:05 pm", India time. */
export function formatIndiaTime(at: number): string {
  return formatDateTimeIST(at).split(", ")[1] ?? "";
}
