/**
 * Writes the interface text of every language side by side, one row per string, for a native speaker's
 * review (docs/decisions/180): `npm run i18n:review-sheet [file]` (default var/i18n-review.csv).
 * UTF-8 with a byte-order mark, so Excel and Google Sheets open the Devanagari and Telugu correctly.
 * A message that takes a value shows it as {1}, {2}.
 */
import fs from "node:fs";
import path from "node:path";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALE_INFO, LOCALES } from "#app/i18n/locales.ts";
import { csvLine } from "#app/modules/leads/work/csv.ts";

type Row = { key: string; values: string[] };

/** Every string under `value` by its key path ("common.nav.home", "forms.steps[0]"), into `out`. */
export function leaves(value: unknown, key: string, out: Map<string, string>): void {
  if (typeof value === "string") out.set(key, value);
  else if (typeof value === "function") {
    try {
      const args = Array.from({ length: Math.max(1, value.length) }, (_, i) => `{${i + 1}}`);
      const text: unknown = (value as (...a: string[]) => unknown)(...args);
      if (typeof text === "string") out.set(key, text);
    } catch {
      out.set(key, "(needs a value to show)");
    }
  } else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${key}[${i}]`, out));
  else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) leaves(item, key ? `${key}.${name}` : name, out);
  }
}

export function reviewRows(): Row[] {
  const byLocale = LOCALES.map((locale) => {
    const out = new Map<string, string>();
    leaves(catalogueFor(locale), "", out);
    return out;
  });
  return [...byLocale[0]!.keys()].map((key) => ({ key, values: byLocale.map((map) => map.get(key) ?? "") }));
}

if (import.meta.main) {
  const file = path.resolve(process.argv[2] ?? "var/i18n-review.csv");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const header = csvLine([
    "key",
    ...LOCALES.map((locale) => LOCALE_INFO[locale].englishName),
    "reviewer notes",
  ]);
  const rows = reviewRows().map((row) => csvLine([row.key, ...row.values, ""]));
  fs.writeFileSync(file, "\uFEFF" + header + rows.join(""));
  console.log(`${rows.length} strings in ${LOCALES.length} languages -> ${file}`);
}
