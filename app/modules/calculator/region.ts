import type { TariffSchedule } from "./tariff-units.ts";

/** A state or UT the visitor can choose, with what the page needs of it (built in regions.server.ts). */
export type CalculatorRegion = {
  name: string;
  /** URL form: spaces become hyphens ("Tamil-Nadu"). */
  slug: string;
  specialCategory: boolean;
  tariff: {
    schedule: TariffSchedule;
    utility: string;
    effective: string;
    sourceUrl: string;
    /** When the state's tariff page was last checked against its sources (YYYY-MM-DD). */
    checkedOn: string;
  } | null;
};

export function regionSlug(name: string): string {
  return name.replace(/ /g, "-");
}

export function findRegion(regions: readonly CalculatorRegion[], slug: string): CalculatorRegion | undefined {
  if (!slug) return undefined;
  return regions.find((r) => r.slug.toLowerCase() === slug.toLowerCase());
}
