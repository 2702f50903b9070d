import { formatDecimal, formatRupees } from "#app/content/format.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * The page's number formats (docs/decisions/200, Calculator: 2 decimals, Indian digit grouping). Grouping and
 * digits are the same in every language (docs/decisions/180); only the words after a figure follow the page's
 * language.
 */
export const formatKwp = (kw: number) => `${formatDecimal(kw)} kWp`;
export const formatUnits = (units: number, locale: Locale = "en") =>
  catalogueFor(locale).calculator.format.units(formatDecimal(units));
export const formatTonnes = (tonnes: number, locale: Locale = "en") =>
  catalogueFor(locale).calculator.format.tonnes(formatDecimal(tonnes));
export { formatRupees };

const wholeNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
/** 100000 → "1,00,000". */
export const formatWhole = (value: number) => wholeNumber.format(value);

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
/** 7 → "7%", 8.25 → "8.25%" (an interest rate as typed, to 2 decimals at most). */
export const formatPercent = (value: number) => `${percent.format(value)}%`;

/** 200000 → "₹2 lakh" ("₹2 लाख", "₹2 లక్షలు"), kept on one line. */
export const formatLakhRupees = (amount: number, locale: Locale = "en") =>
  catalogueFor(locale).calculator.format.lakhRupees(String(amount / 100_000));
