/**
 * Arka's sales zones: every state and union territory belongs to exactly one (docs/decisions/104-geography-and-sales-zones.md).
 * Keyed by the ISO 3166-2:IN suffix used in data/states.json.
 */
export const SALES_ZONES = [
  { zonal_code: "NZ", zonal_name: "North" },
  { zonal_code: "SZ", zonal_name: "South" },
  { zonal_code: "EZ", zonal_name: "East" },
  { zonal_code: "WZ", zonal_name: "West" },
  { zonal_code: "CZ", zonal_name: "Central" },
  { zonal_code: "NEZ", zonal_name: "North East" },
] as const;

export type ZonalCode = (typeof SALES_ZONES)[number]["zonal_code"];

export const ZONE_OF_STATE: Record<string, ZonalCode> = {
  // North
  CH: "NZ",
  DL: "NZ",
  HR: "NZ",
  HP: "NZ",
  JK: "NZ",
  LA: "NZ",
  PB: "NZ",
  RJ: "NZ",
  UK: "NZ",
  UP: "NZ",
  // South
  AP: "SZ",
  KA: "SZ",
  KL: "SZ",
  LD: "SZ",
  PY: "SZ",
  TN: "SZ",
  TS: "SZ",
  // East (the Andaman and Nicobar Islands are served from Kolkata)
  AN: "EZ",
  BR: "EZ",
  JH: "EZ",
  OD: "EZ",
  WB: "EZ",
  // West
  DH: "WZ",
  GA: "WZ",
  GJ: "WZ",
  MH: "WZ",
  // Central
  CG: "CZ",
  MP: "CZ",
  // North East
  AR: "NEZ",
  AS: "NEZ",
  MN: "NEZ",
  ML: "NEZ",
  MZ: "NEZ",
  NL: "NEZ",
  SK: "NEZ",
  TR: "NEZ",
};
