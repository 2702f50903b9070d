import { formatDecimal, formatRupees } from "#app/content/format.ts";

/** The page's number formats (seed 000 section 9: 2 decimals, Indian digit grouping). */
export const formatKwp = (kw: number) => `${formatDecimal(kw)} kWp`;
export const formatUnits = (units: number) => `${formatDecimal(units)} units`;
export const formatTonnes = (tonnes: number) => `${formatDecimal(tonnes)} tonnes`;
export { formatRupees };

const wholeNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
/** 100000 → "1,00,000". */
export const formatWhole = (value: number) => wholeNumber.format(value);

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
/** 7 → "7%", 8.25 → "8.25%" (an interest rate as typed, to 2 decimals at most). */
export const formatPercent = (value: number) => `${percent.format(value)}%`;
