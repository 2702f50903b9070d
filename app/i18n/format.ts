/**
 * Numbers for Indian readers in every language (issue 15): Indian digit grouping (12,34,567) and Western
 * digits, as bills, meters and the PM Surya Ghar portal print them, whatever the page's language.
 */
const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** 1234567 -> "12,34,567"; 1234.5 -> "1,234.5". */
export function formatIndianNumber(value: number): string {
  return grouping.format(value);
}
