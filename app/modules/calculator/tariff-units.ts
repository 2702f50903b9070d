/**
 * Estimating monthly units from a monthly bill with a state's domestic tariff slabs: the table its tariff
 * page leads with (app/content/tariffs.ts `currentTable`, data/tariffs.json), so the page and the
 * calculator always use the same newest figures.
 *
 * A table lists slabs under conditions. `compileTariffSchedule` turns them into the ordinary home's
 * schedule: the rows marked `standard: false` (BPL, life line, rural, large loads) and flat charges are
 * dropped, and the rest are grouped by their condition's label ("LT-I(A)", "Category II", "Telescopic"),
 * each group applying up to its highest slab. `unitsForMonthlyBill` then finds the fewest whole units whose
 * energy charge reaches the bill. Fixed charges, duty and fuel surcharges are not in the data, so the
 * estimate leans high: the page says so.
 */

export type TariffSlab = { low: number; high: number | null; rate: number };

export type TariffGroup = {
  /** The group applies while monthly (or per-period) consumption is at most this; null: no limit. */
  upTo: number | null;
  /** False where the whole consumption is billed at one slab's rate (Kerala above 250 units). */
  telescopic: boolean;
  slabs: TariffSlab[];
};

export type TariffSchedule = {
  /** Months one bill covers: Tamil Nadu's slabs are per two months. */
  billingMonths: number;
  groups: TariffGroup[];
};

/** The part of a tariff table (app/content/tariffs.ts) the estimate reads. */
export type TariffEntry = {
  period: "month" | "two months" | "quarter";
  slabs: { condition: string; low: number; high: number | null; rate: number | null; standard: boolean }[];
};

const BILLING_MONTHS: Record<TariffEntry["period"], number> = { month: 1, "two months": 2, quarter: 3 };

function groupLabel(condition: string): string {
  const colon = condition.indexOf(":");
  if (colon >= 0) return condition.slice(0, colon).trim();
  const paren = condition.indexOf("(");
  return (paren >= 0 ? condition.slice(0, paren) : condition).trim();
}

export function compileTariffSchedule(entry: TariffEntry): TariffSchedule | null {
  const byLabel = new Map<string, TariffSlab[]>();
  for (const slab of entry.slabs) {
    if (slab.rate === null || !slab.standard) continue;
    const label = groupLabel(slab.condition);
    const slabs = byLabel.get(label) ?? [];
    slabs.push({ low: slab.low, high: slab.high, rate: slab.rate });
    byLabel.set(label, slabs);
  }
  if (byLabel.size === 0) return null;
  const groups: TariffGroup[] = [...byLabel.values()].map((slabs) => ({
    upTo: slabs.some((s) => s.high === null) ? null : Math.max(...slabs.map((s) => s.high ?? 0)),
    // Rows that all start at 0 (Kerala), or a group that starts partway (Himachal's "above 300 units,
    // no subsidy"), bill the whole consumption at one rate.
    telescopic: !(slabs.length > 1 && slabs.every((s) => s.low === 0)) && slabs[0]!.low <= 1,
    slabs,
  }));
  // Smallest limit first, so the first group that covers a consumption is the one that applies.
  groups.sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  return { billingMonths: BILLING_MONTHS[entry.period], groups };
}

function groupFor(schedule: TariffSchedule, units: number): TariffGroup {
  const { groups } = schedule;
  // Beyond every group's limit (Delhi's data stops at 1,200 units): the last group's top slab continues.
  return groups.find((g) => g.upTo === null || units <= g.upTo) ?? groups[groups.length - 1]!;
}

/** Energy charge, in rupees, for one billing period's consumption. */
export function energyCharge(schedule: TariffSchedule, units: number): number {
  if (units <= 0) return 0;
  const group = groupFor(schedule, units);
  if (!group.telescopic) {
    const slab = group.slabs.find((s) => s.high === null || units <= s.high) ?? group.slabs.at(-1)!;
    return units * slab.rate;
  }
  let charge = 0;
  const last = group.slabs.length - 1;
  group.slabs.forEach((slab, index) => {
    const from = slab.low === 0 ? 0 : slab.low - 1;
    const to = slab.high === null || index === last ? Infinity : slab.high;
    const inSlab = Math.min(units, to) - from;
    if (inSlab > 0) charge += inSlab * slab.rate;
  });
  return charge;
}

/** The energy charge a month's consumption brings, on a monthly footing. */
export function monthlyCharge(schedule: TariffSchedule, monthlyUnits: number): number {
  return energyCharge(schedule, monthlyUnits * schedule.billingMonths) / schedule.billingMonths;
}

/**
 * The fewest whole units a month whose energy charge reaches `bill`, at most `maxUnits`
 * (a bill beyond that gives `maxUnits`). 0 for a bill of 0.
 */
export function unitsForMonthlyBill(schedule: TariffSchedule, bill: number, maxUnits: number): number {
  if (bill <= 0) return 0;
  if (monthlyCharge(schedule, maxUnits) < bill) return maxUnits;
  let low = 0;
  let high = maxUnits;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (monthlyCharge(schedule, middle) >= bill) high = middle;
    else low = middle + 1;
  }
  return low;
}
