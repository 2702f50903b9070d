/** India Standard Time is UTC+5:30 all year (no daylight saving), so no time-zone data is needed. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A moment as the console shows it, in India time: "24 Nov 2026, 11:32". Built by hand rather than with
 * Intl, whose short month names differ between Node's and a browser's data ("Sep" or "Sept"), so the
 * server's HTML and the hydrated page always agree.
 */
export function formatIndiaTime(ms: number): string {
  const d = new Date(ms + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The ISO form for a `<time dateTime>` attribute, with India's offset. */
export function indiaDateTimeAttribute(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, "+05:30");
}
