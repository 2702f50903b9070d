import states from "../../../data/states.json" with { type: "json" };
import tariffs from "../../../data/tariffs.json" with { type: "json" };
import { regionSlug, type CalculatorRegion } from "./region.ts";
import { isSpecialCategory } from "./subsidy.ts";
import { compileTariffSchedule, type TariffEntry } from "./tariff-units.ts";

/** Tariff entries named otherwise than the state list (data/tariffs.json keeps the licensee's area). */
const TARIFF_NAME_FOR_STATE: Record<string, string> = {
  "Andaman and Nicobar Islands": "Andaman Nicobar",
  "West Bengal": "West Bengal (Kolkata)",
};

function buildRegions(): CalculatorRegion[] {
  return states.states
    .map((state): CalculatorRegion => {
      const tariffName = TARIFF_NAME_FOR_STATE[state.name] ?? state.name;
      const entry = tariffs.find((t) => t.state === tariffName);
      const schedule = entry ? compileTariffSchedule(entry as TariffEntry) : null;
      return {
        name: state.name,
        slug: regionSlug(state.name),
        specialCategory: isSpecialCategory(state.name),
        tariff:
          entry && schedule
            ? { schedule, utility: entry.utility, effective: entry.effective, sourceUrl: entry.source_url }
            : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}

/** The 36 states and UTs, alphabetical; built once, since the data ships with the build. */
export const calculatorRegions: readonly CalculatorRegion[] = buildRegions();
