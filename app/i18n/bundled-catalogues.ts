import type { Catalogue } from "./catalogue.ts";
import { en } from "./en/index.ts";
import { hi } from "./hi/index.ts";
import { te } from "./te/index.ts";
import type { Locale } from "./locales.ts";

/**
 * Every language, for the server, scripts and tests (package.json "imports", condition "default"). The
 * browser build gets bundled-catalogues.browser.ts instead and loads a page's language on its own.
 */
export const bundledCatalogues: Partial<Record<Locale, Catalogue>> = { en, hi, te };
