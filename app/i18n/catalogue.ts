import { en } from "./en/index.ts";
import { hi } from "./hi/index.ts";
import { te } from "./te/index.ts";
import type { Locale } from "./locales.ts";

/**
 * The interface text of one language. English defines the shape; each other language's files are typed
 * against it, so a missing or extra string fails the type check. Strings that take a value are small
 * functions ((n) => `...${n}...`), so word order stays the translator's.
 */
export type Catalogue = typeof en;

const catalogues: Record<Locale, Catalogue> = { en, hi, te };

export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}
