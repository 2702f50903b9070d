/**
 * Builds app/modules/geo/india-geo.json, the compact geography the forms and the API share, from the
 * reference data in data/ (states.json, districts.json, district-renames.json) and the sales zones below.
 * Run it after refreshing data/: `node scripts/build-geo-data.ts`. A test fails when the output is out of date.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SALES_ZONES, ZONE_OF_STATE } from "../app/modules/geo/sales-zones.ts";

type StateRecord = { name: string; code: string; lgd_state_code: number };
type DistrictRecord = { state_iso: string; district_lgd_code: number; name: string };
/** A district renamed after the LGD snapshot (Aurangabad → Chhatrapati Sambhajinagar), with its source. */
type Rename = { state_iso: string; district_lgd_code: number; name: string; formerly: string[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const GEO_OUTPUT = path.join(root, "app/modules/geo/india-geo.json");

export function buildGeoData(): string {
  const states = JSON.parse(fs.readFileSync(path.join(root, "data/states.json"), "utf8")) as {
    states: StateRecord[];
  };
  const districts = JSON.parse(fs.readFileSync(path.join(root, "data/districts.json"), "utf8")) as {
    _meta: { as_of: string };
    districts: DistrictRecord[];
  };
  const { renames } = JSON.parse(fs.readFileSync(path.join(root, "data/district-renames.json"), "utf8")) as {
    renames: Rename[];
  };
  const renameOf = new Map(renames.map((r) => [r.district_lgd_code, r]));
  for (const r of renames) {
    const record = districts.districts.find((d) => d.district_lgd_code === r.district_lgd_code);
    // A refreshed districts.json may carry the new name already, or renumber: stop rather than guess.
    if (!record || record.state_iso !== r.state_iso || !r.formerly.includes(record.name))
      throw new Error(
        `data/district-renames.json: ${r.name} does not match LGD district ${r.district_lgd_code}`,
      );
  }
  const data = {
    source:
      "data/states.json (LGD state codes, ISO 3166-2:IN after 2023) and data/districts.json (" +
      districts._meta.as_of +
      ") with the renames of data/district-renames.json; sales zones from app/modules/geo/sales-zones.ts",
    zones: SALES_ZONES.map((z) => [z.zonal_code, z.zonal_name]),
    // [LGD state code, name, ISO 3166-2:IN suffix, sales zone]
    states: states.states.map((s) => {
      const zone = ZONE_OF_STATE[s.code];
      if (!zone) throw new Error(`No sales zone for ${s.name} (${s.code})`);
      return [s.lgd_state_code, s.name, s.code, zone];
    }),
    // [LGD district code, current name, ISO suffix of its state, former names?], sorted by state then name
    districts: districts.districts
      .map((d) => {
        const rename = renameOf.get(d.district_lgd_code);
        const state = d.state_iso.replace(/^IN-/, "");
        return rename
          ? [d.district_lgd_code, rename.name, state, rename.formerly]
          : [d.district_lgd_code, d.name, state];
      })
      .sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[1]).localeCompare(String(b[1]))),
  };
  return `${JSON.stringify(data)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(GEO_OUTPUT, buildGeoData());
  console.log(`wrote ${path.relative(root, GEO_OUTPUT)}`);
}
