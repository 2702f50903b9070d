import states from "../../../data/states.json" with { type: "json" };
import { currentTable, tariffs } from "#app/content/tariffs.ts";
import { regionSlug, type CalculatorRegion } from "./region.ts";
import { isSpecialCategory } from "./subsidy.ts";
import { compileTariffSchedule } from "./tariff-units.ts";

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
      // The table the state's tariff page leads with, so page and estimate agree (decision 117).
      const table = entry && currentTable(entry);
      const schedule = table ? compileTariffSchedule(table) : null;
      return {
        name: state.name,
        slug: regionSlug(state.name),
        specialCategory: isSpecialCategory(state.name),
        tariff:
          table && schedule
            ? {
                schedule,
                utility: table.utility,
                effective: table.effective,
                sourceUrl: table.source.url,
                checkedOn: entry.checked_on,
              }
            : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}

/** The 36 states and UTs, alphabetical; built once, since the data ships with the build. */
export const calculatorRegions: readonly CalculatorRegion[] = buildRegions();
