import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { dataTextFor } from "#app/languages/loaded.ts";
import { isPastReviewDate } from "./review-dates.ts";
import { mayBeOutdated, type StateTariff, type TariffTable } from "./tariffs.ts";

/**
 * The data file's words (headings, suppliers, dates, slab conditions, notes) in Hindi and Telugu, keyed by
 * their English text, so a changed English sentence shows in English (marked lang="en") until translated
 * rather than showing an old translation. Figures and sources are never translated. Returns the English
 * when it has no translation (yet).
 */
export function tariffText(english: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return english;
  return dataTextFor(locale)[english] ?? english;
}

/**
 * What a state's tariff page shows, from its entry in data/tariffs.json: the newest table first with its
 * date, order and source, what else applies beside it, the buyer's notes, and the earlier tables below
 * (docs/decisions/117-tariffs-as-of-today.md). Plain data, so a loader can return it.
 */
export type TariffTableView = Omit<TariffTable, "last_known_year" | "before_subsidy"> & {
  lastKnownYear: number | null;
  beforeSubsidy: boolean;
  /** The source is undated or more than a year old: the page says the figures may have changed. */
  outdated: boolean;
};

export type TariffPageView = {
  current: TariffTableView | null;
  alternatives: TariffTableView[];
  earlier: TariffTableView[];
  status: StateTariff["status"] | null;
  caveats: StateTariff["caveats"];
  /** Free-unit schemes, shown beside the current table (docs/decisions/190). */
  freeUnits: StateTariff["free_units"];
  notes: StateTariff["notes"];
  /** When the figures were last checked against their sources, and by when they must be checked again. */
  checkedOn: string;
  reviewBy: string;
  /** Today is past `reviewBy`: the page says the figures are due for review. */
  dueForReview: boolean;
  /** Lowest and highest per-unit rate of the current table for an ordinary home; null without figures. */
  rateRange: { low: number; high: number } | null;
};

function tableView(table: TariffTable, currentYear: number, locale: Locale): TariffTableView {
  const { last_known_year, before_subsidy, ...rest } = table;
  const t = (text: string) => tariffText(text, locale);
  return {
    ...rest,
    heading: t(rest.heading),
    utility: t(rest.utility),
    effective: t(rest.effective),
    ...(rest.order ? { order: t(rest.order) } : {}),
    ...(rest.note ? { note: t(rest.note) } : {}),
    slabs: rest.slabs.map((slab) => ({
      ...slab,
      condition: t(slab.condition),
      ...(slab.note ? { note: t(slab.note) } : {}),
    })),
    lastKnownYear: last_known_year,
    beforeSubsidy: before_subsidy,
    outdated: mayBeOutdated(last_known_year, currentYear),
  };
}

function rateRange(table: TariffTable | undefined): TariffPageView["rateRange"] {
  const rates = (table?.slabs ?? [])
    .filter((s) => s.standard)
    .map((s) => s.rate)
    .filter((r): r is number => r !== null && r > 0);
  return rates.length > 0 ? { low: Math.min(...rates), high: Math.max(...rates) } : null;
}

/**
 * The page in `locale` as of `today` (YYYY-MM-DD, India): the same figures, dates and sources as English,
 * with the words translated.
 */
export function tariffPageView(tariff: StateTariff, today: string, locale: Locale = "en"): TariffPageView {
  const t = (text: string) => tariffText(text, locale);
  const currentYear = Number(today.slice(0, 4));
  const of = (kind: TariffTable["kind"]) =>
    tariff.tables
      .filter((table) => table.kind === kind)
      .map((table) => tableView(table, currentYear, locale));
  const current = tariff.tables.find((t) => t.kind === "current");
  return {
    current: current ? tableView(current, currentYear, locale) : null,
    alternatives: of("alternative"),
    earlier: of("earlier"),
    status: tariff.status
      ? { ...tariff.status, text: t(tariff.status.text), detail: t(tariff.status.detail) }
      : null,
    caveats: tariff.caveats.map((caveat) => ({ ...caveat, text: t(caveat.text) })),
    freeUnits: tariff.free_units.map((scheme) => ({ ...scheme, text: t(scheme.text) })),
    notes: tariff.notes.map((note) => ({ ...note, text: t(note.text) })),
    rateRange: rateRange(current),
    checkedOn: tariff.checked_on,
    reviewBy: tariff.review_by,
    dueForReview: isPastReviewDate(tariff.review_by, today),
  };
}
