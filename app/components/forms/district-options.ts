import { districtsOfState, districts, states } from "#app/modules/geo/geography.ts";
import { sortByStateDisplayName, stateDisplayName } from "#app/content/tariff-states.ts";
import { englishContentLang, type Locale } from "#app/i18n/locales.ts";
import type { SelectGroup, SelectOption } from "./form-fields.tsx";

/**
 * The forms' place lists (docs/decisions/192). A state is named in the page's language and listed in
 * that language's alphabetical order; its value stays the English name the server, the leads and sales
 * read. Districts have no reviewed translation, so they stay English, marked lang="en" on a translated
 * page, in the order of the geography data.
 */
function buildStateOptions(locale: Locale): readonly SelectOption[] {
  return sortByStateDisplayName(states, (s) => s.state_name, locale).map((s) => ({
    value: s.state_name,
    label: stateDisplayName(s.state_name, locale),
  }));
}

const stateOptionsByLocale: Partial<Record<Locale, readonly SelectOption[]>> = {};

/** Every state, named in `locale`, in that language's order (built on first use). */
export function stateOptions(locale: Locale): readonly SelectOption[] {
  return (stateOptionsByLocale[locale] ??= buildStateOptions(locale));
}

function districtOption(name: string, locale: Locale): SelectOption {
  const lang = englishContentLang(locale);
  return lang ? { value: name, label: name, lang } : { value: name, label: name };
}

/** The chosen state's districts (empty for an unknown state, docs/decisions/200, Forms). */
export function districtOptions(stateName: string, locale: Locale): SelectOption[] {
  return districtsOfState(stateName).map((d) => districtOption(d.district_name, locale));
}

/**
 * Without JavaScript the list cannot follow the state, so it offers every district grouped by state
 * (each group headed by the state's name in `locale`, in the state list's order); the server still
 * checks that the district belongs to the chosen state.
 */
function buildDistrictGroups(locale: Locale): readonly SelectGroup[] {
  return stateOptions(locale).map((option) => {
    const state = states.find((s) => s.state_name === option.value)!;
    return {
      label: option.label,
      options: districts
        .filter((d) => d.state_code === state.state_code)
        .map((d) => districtOption(d.district_name, locale)),
    };
  });
}

const districtGroupsByLocale: Partial<Record<Locale, readonly SelectGroup[]>> = {};

/** Every district grouped under its state, for the list shown before scripts run (built on first use). */
export function allDistrictGroups(locale: Locale): readonly SelectGroup[] {
  return (districtGroupsByLocale[locale] ??= buildDistrictGroups(locale));
}
