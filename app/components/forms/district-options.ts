import { districtsOfState, districts, states } from "#app/modules/geo/geography.ts";
import type { SelectGroup, SelectOption } from "./form-fields.tsx";

export const stateOptions: readonly SelectOption[] = states.map((s) => ({
  value: s.state_name,
  label: s.state_name,
}));

/** The chosen state's districts (empty for an unknown state, seed 000 section 4). */
export function districtOptions(stateName: string): SelectOption[] {
  return districtsOfState(stateName).map((d) => ({ value: d.district_name, label: d.district_name }));
}

/**
 * Without JavaScript the list cannot follow the state, so it offers every district grouped by state;
 * the server still checks that the district belongs to the chosen state.
 */
export const allDistrictGroups: readonly SelectGroup[] = states.map((s) => ({
  label: s.state_name,
  options: districts
    .filter((d) => d.state_code === s.state_code)
    .map((d) => ({ value: d.district_name, label: d.district_name })),
}));
