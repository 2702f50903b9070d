import type { Estimate } from "./estimate.ts";
import { formatKwp, formatRupees, formatTonnes, formatUnits, formatWhole } from "./format.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * Every figure the calculator page shows for an estimate, formatted as shown, under the test id of the
 * element that shows it; null where the page shows none. The page renders these strings, and the summary
 * a lead carries for sales is built from the same function, so the two can never differ
 * (docs/decisions/195).
 */
export const FIGURE_IDS = [
  "result-size",
  "result-output",
  "result-price",
  "result-savings",
  "monthly-savings",
  "loan-emi",
  "subsidy",
  "price-after-subsidy",
  "units-estimate",
  "co2-year",
  "co2-total",
] as const;
export type FigureId = (typeof FIGURE_IDS)[number];
/** Shown only for some estimates: the subsidy taken off, and units estimated from a tariff. */
type ShownSometimes = "subsidy" | "price-after-subsidy" | "units-estimate";
export type ShownFigures = Record<Exclude<FigureId, ShownSometimes>, string> &
  Record<ShownSometimes, string | null>;

export function shownFigures(estimate: Estimate, locale: Locale = "en"): ShownFigures {
  const { result, subsidy } = estimate;
  const deducted = subsidy.kind === "home" && subsidy.deducted > 0;
  return {
    "result-size": formatKwp(result.sizeKw),
    "result-output": formatUnits(result.outputPerMonth, locale),
    "result-price": formatRupees(result.priceWithoutStructure),
    "result-savings": formatRupees(result.totalSavings),
    "monthly-savings": formatRupees(estimate.monthlySavings),
    "loan-emi": formatRupees(estimate.loan.emi),
    subsidy: deducted ? formatRupees(subsidy.deducted) : null,
    "price-after-subsidy": deducted ? formatRupees(estimate.priceAfterSubsidy) : null,
    "units-estimate": estimate.unitsEstimatedFrom
      ? catalogueFor(locale).calculator.extras.units.perMonth(formatWhole(estimate.unitsUsed))
      : null,
    "co2-year": formatTonnes(estimate.co2TonnesPerYear, locale),
    "co2-total": formatTonnes(estimate.co2TonnesTotal, locale),
  };
}
