/** How the data-requests screen writes times and numbers (DESIGN.md "Words and numbers"), India time. */

const day = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const time = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** 1775278800000 → "4 April 2026, 10:30 am". */
export function formatDateTime(ms: number): string {
  return `${day.format(ms)}, ${time.format(ms)}`;
}

/** "2026-11-23" (a day, India time) → "23 November 2026"; anything else (an erased value) as it is. */
export function formatDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? day.format(Date.parse(`${value}T12:00:00+05:30`)) : value;
}

/** "9876543210" → "+91 98765 43210"; anything else (an erased value) as it is. */
export function formatPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** A log entry's details as one readable line of JSON. */
export function formatDetails(details: unknown): string {
  return typeof details === "string" ? details : JSON.stringify(details);
}
