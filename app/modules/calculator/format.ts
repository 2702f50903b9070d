import { formatDecimal, formatRupees } from "#app/content/format.ts";

/** The page's number formats (seed 000 section 9: 2 decimals, Indian digit grouping). */
export const formatKwp = (kw: number) => `${formatDecimal(kw)} kWp`;
export const formatUnits = (units: number) => `${formatDecimal(units)} units`;
export const formatTonnes = (tonnes: number) => `${formatDecimal(tonnes)} tonnes`;
export { formatRupees };

const wholeNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
/** 100000 → "1,00,000". */
export const formatWhole = (value: number) => wholeNumber.format(value);
