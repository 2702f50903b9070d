import { mayBeOutdated, type StateTariff, type TariffTable } from "./tariffs.ts";

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
  notes: StateTariff["notes"];
  /** Lowest and highest per-unit rate of the current table for an ordinary home; null without figures. */
  rateRange: { low: number; high: number } | null;
};

function tableView(table: TariffTable, currentYear: number): TariffTableView {
  const { last_known_year, before_subsidy, ...rest } = table;
  return {
    ...rest,
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

export function tariffPageView(tariff: StateTariff, currentYear: number): TariffPageView {
  const of = (kind: TariffTable["kind"]) =>
    tariff.tables.filter((t) => t.kind === kind).map((t) => tableView(t, currentYear));
  const current = tariff.tables.find((t) => t.kind === "current");
  return {
    current: current ? tableView(current, currentYear) : null,
    alternatives: of("alternative"),
    earlier: of("earlier"),
    status: tariff.status ?? null,
    caveats: tariff.caveats,
    notes: tariff.notes,
    rateRange: rateRange(current),
  };
}
