/** Number and date formats for Indian readers (DESIGN.md "Words and numbers"). */

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2019-04-04" → "4 April 2019". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const rupees = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "₹ 1,23,456.00" (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹ ${rupees.format(amount)}`;
}

/** 400 → "400.00" with Indian digit grouping. */
export function formatDecimal(value: number): string {
  return rupees.format(value);
}
