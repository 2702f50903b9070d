/**
 * Typed calculator input (docs/decisions/200, Forms): parsed as an integer; empty, zero or non-numeric
 * becomes 0; a value above the maximum is ignored, so the previous value stays.
 *
 * Digit-group commas and spaces are dropped first ("1,00,000" is one lakh, as an Indian reader means it),
 * then the leading integer is read the way `parseInt` reads it ("3000.75" → 3000, "12abc" → 12).
 * A negative number is below the range and becomes 0 (docs/decisions/140-solar-calculator-defaults.md).
 */
export function parseTypedInput(text: string, max: number, previous: number): number {
  const parsed = parseLeadingInteger(text);
  if (parsed > max) return previous;
  return parsed;
}

/** True when typing `text` would be ignored because it is above the maximum. */
export function isAboveMaximum(text: string, max: number): boolean {
  return parseLeadingInteger(text) > max;
}

function parseLeadingInteger(text: string): number {
  const cleaned = text.replace(/[,\s]/g, "");
  const value = Number.parseInt(cleaned, 10);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return value;
}

/** A value from the URL: the same parsing, but an out-of-range value falls back to the default. */
export function parseQueryInteger(
  text: string | null,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  if (text === null) return fallback;
  const value = parseLeadingInteger(text);
  if (value < min || value > max) return fallback;
  return value;
}
