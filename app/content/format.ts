import { LOCALE_INFO, type Locale } from "#app/i18n/locales.ts";

/**
 * Number and date formats for Indian readers (DESIGN.md "Words and numbers"): Indian digit grouping and
 * Western digits in every language (docs/decisions/180); month names in the page's language.
 */

const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** "2019-04-04" → "4 April 2019" ("4 अप्रैल 2019" in Hindi, "4 ఏప్రిల్ 2019" in Telugu). */
export function formatLongDate(isoDate: string, locale: Locale = "en"): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
    });
    longDates.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
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
