import { bundledCatalogues } from "#i18n/bundled-catalogues";
import type { en } from "./en/index.ts";
import type { Locale } from "./locales.ts";

/**
 * The interface text of one language. English defines the shape; each other language's files are typed
 * against it, so a missing or extra string fails the type check. Strings that take a value are small
 * functions ((n) => `...${n}...`), so word order stays the translator's.
 */
export type Catalogue = typeof en;

const catalogues: Partial<Record<Locale, Catalogue>> = { ...bundledCatalogues };

/** Where the browser finds a language it was not built with: one chunk per language. */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import("./en/index.ts").then((m) => m.en),
  hi: () => import("./hi/index.ts").then((m) => m.hi),
  te: () => import("./te/index.ts").then((m) => m.te),
};

/**
 * The language's catalogue. On the server, in scripts and tests every language is built in; in the
 * browser, the page's language once loadCatalogue has run (English stands in until then).
 */
export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale] ?? (catalogues.en as Catalogue);
}

/** Makes `locale`'s catalogue available (a no-op where it is built in). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (!catalogues[locale]) catalogues[locale] = await loaders[locale]();
}
