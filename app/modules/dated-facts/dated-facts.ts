import { addDays, daysBetween, isPastReviewDate } from "#app/content/review-dates.ts";
import { stateDisplayName, tariffPath, tariffStateNames } from "#app/content/tariff-states.ts";
import { currentTable, tariffs, type StateTariff } from "#app/content/tariffs.ts";
import { GRID_EMISSION_FACTOR } from "#app/modules/calculator/emissions.ts";
import { SCHEME_LOAN_TERMS } from "#app/modules/calculator/loan.ts";
import {
  GENERAL_RATES,
  SCHEME_COST_BASIS,
  SUBSIDY_DATES,
  SUBSIDY_SOURCE,
} from "#app/modules/calculator/subsidy.ts";
import { site } from "#app/content/site.ts";

/**
 * Every dated figure the site shows, with when it was last checked against its source and by when it must
 * be checked again (docs/decisions/190-tariffs-checked-and-due-for-review.md). The sales dashboard lists
 * the ones past their review-by date and those due soon. Adding a fact is one entry in a list below.
 */
export type DatedFact = {
  /** Stable and unique: "tariff/kerala", "calculator/solar-loan-terms". */
  id: string;
  /** What the figure is, as staff would call it. */
  label: string;
  /** The page that shows it (English address). */
  page: string;
  /** Where the figure comes from: what to open when checking it. */
  source: { name: string; url?: string };
  /** YYYY-MM-DD, India. */
  checkedOn: string;
  reviewBy: string;
};

/** Each state's tariff page: dates and the lead source from data/tariffs.json (the rule is in tariffs.ts). */
function tariffFact(tariff: StateTariff): DatedFact {
  const state = tariffStateNames.find((s) => s.slug === tariff.slug);
  if (!state) throw new Error(`No page name for tariff ${tariff.slug}`);
  const lead = currentTable(tariff)?.source;
  return {
    id: `tariff/${tariff.slug}`,
    label: `Electricity tariff: ${stateDisplayName(state.name)}`,
    page: tariffPath(state),
    source: lead ? { name: lead.name, url: lead.url } : { name: "No published figures found" },
    checkedOn: tariff.checked_on,
    reviewBy: tariff.review_by,
  };
}

const CALCULATOR = "/solar-calculator";

/**
 * The calculator's dated figures. The subsidy's dates are the subsidy module's (docs/decisions/195), Arka's
 * standing under it the site configuration's; the loan terms and the emission factor were written down
 * without a source to check them against (their modules say so), so they are due at once.
 */
const CALCULATOR_FACTS: readonly DatedFact[] = [
  {
    id: "calculator/pm-surya-ghar-subsidy",
    label: `PM Surya Ghar subsidy rates (₹${GENERAL_RATES.firstTwoKwPerKw.toLocaleString("en-IN")} a kW for the first 2 kW, ₹${GENERAL_RATES.thirdKwPerKw.toLocaleString("en-IN")} for the third) and the benchmark cost they assume`,
    page: CALCULATOR,
    source: {
      name: `${SUBSIDY_SOURCE.publisher}, ${SUBSIDY_SOURCE.document}, ${SUBSIDY_SOURCE.date}; ${SCHEME_COST_BASIS.source}, ${SCHEME_COST_BASIS.date}`,
      url: SCHEME_COST_BASIS.url,
    },
    ...SUBSIDY_DATES,
  },
  {
    id: "site/subsidy-conditions",
    label: "Whether Arka roofs meet the subsidy's conditions (registered vendor; cells on ALMM List-II)",
    page: CALCULATOR,
    source: { name: "The company's confirmation (site configuration: site.subsidyConditions)" },
    checkedOn: site.subsidyConditions.checkedOn,
    reviewBy: site.subsidyConditions.reviewBy,
  },
  {
    id: "calculator/solar-loan-terms",
    label: `Solar loan terms (${SCHEME_LOAN_TERMS.ratePercent}% for ${SCHEME_LOAN_TERMS.tenureYears} years, up to ₹${SCHEME_LOAN_TERMS.maxAmount.toLocaleString("en-IN")})`,
    page: CALCULATOR,
    source: { name: SCHEME_LOAN_TERMS.source },
    checkedOn: SCHEME_LOAN_TERMS.recordedOn,
    reviewBy: SCHEME_LOAN_TERMS.recordedOn,
  },
  {
    id: "calculator/grid-emission-factor",
    label: `Grid emission factor (${GRID_EMISSION_FACTOR.kgPerKwh} kg CO2 a unit, ${GRID_EMISSION_FACTOR.basis})`,
    page: CALCULATOR,
    source: {
      name: `${GRID_EMISSION_FACTOR.source}, ${GRID_EMISSION_FACTOR.version}, ${GRID_EMISSION_FACTOR.date}`,
    },
    // Recorded with decision 142 on 2026-11-22; the CEA publishes a new version every year.
    checkedOn: "2026-11-22",
    reviewBy: "2026-11-22",
  },
];

export const DATED_FACTS: readonly DatedFact[] = [...tariffs.map(tariffFact), ...CALCULATOR_FACTS];

/** Facts due within this many days are listed before they fall due, marked as due soon. */
export const DUE_SOON_DAYS = 30;

export type FactForReview = DatedFact & {
  /** overdue: today is past its review-by date; due-soon: due within DUE_SOON_DAYS (today included). */
  state: "overdue" | "due-soon";
  /** Days past the review-by date (overdue) or left until it (due soon). */
  days: number;
};

/**
 * The facts to review as of `today` (YYYY-MM-DD, India): the overdue ones, longest overdue first, then those
 * due within `withinDays`, soonest first.
 */
export function factsForReview(
  facts: readonly DatedFact[],
  today: string,
  withinDays: number = DUE_SOON_DAYS,
): FactForReview[] {
  const horizon = addDays(today, withinDays);
  return facts
    .filter((fact) => fact.reviewBy <= horizon)
    .map((fact): FactForReview => {
      const overdue = isPastReviewDate(fact.reviewBy, today);
      return {
        ...fact,
        state: overdue ? "overdue" : "due-soon",
        days: Math.abs(daysBetween(today, fact.reviewBy)),
      };
    })
    .sort((a, b) => a.reviewBy.localeCompare(b.reviewBy) || a.label.localeCompare(b.label, "en-IN"));
}
