/**
 * India's states, districts and Arka's sales zones, in the shapes of docs/decisions/200, JSON API
 * (isomorphic: safe in the browser). Built from app/modules/geo/india-geo.json (about 7 kB gzipped), which
 * scripts/build-geo-data.ts derives from data/states.json and data/districts.json.
 */
import geo from "./india-geo.json" with { type: "json" };
import { englishStateName } from "#app/content/tariff-states.ts";

/** A state as the geography service lists it. `id` is the LGD state code, `state_code` the ISO 3166-2:IN suffix. */
export type GeoState = { id: number; state_name: string; state_code: string; zonal_code: string };
/** A district; `id` is the LGD district code. */
export type GeoDistrict = { id: number; district_name: string; state_code: string };
export type GeoZone = { zonal_code: string; zonal_name: string };
/** A record of the static list the dealer form reads (common/json/indianStatesCities.json). */
export type StateDistrictRecord = { State: string; District: string };

type Compact = {
  source: string;
  zones: [string, string][];
  states: [number, string, string, string][];
  /** [LGD code, current name, state ISO suffix, former names (data/district-renames.json)?] */
  districts: ([number, string, string] | [number, string, string, string[]])[];
};
const data = geo as Compact;

export const GEO_SOURCE = data.source;

export const zones: readonly GeoZone[] = data.zones.map(([zonal_code, zonal_name]) => ({
  zonal_code,
  zonal_name,
}));

export const states: readonly GeoState[] = data.states.map(([id, state_name, state_code, zonal_code]) => ({
  id,
  state_name,
  state_code,
  zonal_code,
}));

export const districts: readonly GeoDistrict[] = data.districts.map(([id, district_name, state_code]) => ({
  id,
  district_name,
  state_code,
}));

/** Former names of renamed districts (Aurangabad → Chhatrapati Sambhajinagar), keyed "state code|old name". */
const renamedFrom = new Map<string, string>();
for (const [, name, stateCode, formerly] of data.districts)
  for (const old of formerly ?? []) renamedFrom.set(`${stateCode}|${old.toLowerCase()}`, name.toLowerCase());

const stateByName = new Map(states.map((s) => [s.state_name.toLowerCase(), s]));
const districtsByState = new Map<string, GeoDistrict[]>();
for (const d of districts) {
  const list = districtsByState.get(d.state_code) ?? [];
  list.push(d);
  districtsByState.set(d.state_code, list);
}

/**
 * The state with this name (case-insensitive), or undefined. The name may also be written in one of the
 * site's languages, as a Hindi or Telugu page lists it ("महाराष्ट्र"): it is the same state (record 192).
 */
export function findState(stateName: string): GeoState | undefined {
  const english = stateByName.get(stateName.trim().toLowerCase());
  if (english) return english;
  const translated = englishStateName(stateName);
  return translated === undefined ? undefined : stateByName.get(translated.toLowerCase());
}

/** Districts of the named state, by name; empty for an unknown state (docs/decisions/200, Forms). */
export function districtsOfState(stateName: string): readonly GeoDistrict[] {
  const state = findState(stateName);
  return state ? (districtsByState.get(state.state_code) ?? []) : [];
}

/**
 * The district of that name in that state (case-insensitive), or undefined. A former name finds the renamed
 * district, so a page or a pin code table that still says "Aurangabad" (Maharashtra) stores "Chhatrapati
 * Sambhajinagar"; Aurangabad in Bihar is another district and stays itself.
 */
export function findDistrict(stateName: string, districtName: string): GeoDistrict | undefined {
  const state = findState(stateName);
  if (!state) return undefined;
  const typed = districtName.trim().toLowerCase();
  const wanted = renamedFrom.get(`${state.state_code}|${typed}`) ?? typed;
  return districtsOfState(stateName).find((d) => d.district_name.toLowerCase() === wanted);
}

/** The sales zone name for a state (the enquiry's hidden zonal_name); empty when the state is unknown. */
export function zonalNameOfState(stateName: string): string {
  const state = findState(stateName);
  return zones.find((z) => z.zonal_code === state?.zonal_code)?.zonal_name ?? "";
}

/** The dealer form's static list: one {State, District} record per district, states in alphabetical order. */
export function stateDistrictRecords(): StateDistrictRecord[] {
  return states.flatMap((s) =>
    (districtsByState.get(s.state_code) ?? []).map((d) => ({
      State: s.state_name,
      District: d.district_name,
    })),
  );
}
