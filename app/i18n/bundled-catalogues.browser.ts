import type { Catalogue } from "./catalogue.ts";
import { en } from "./en/index.ts";
import type { Locale } from "./locales.ts";

/**
 * The browser's built-in languages: English only (package.json "imports", condition "browser"). A Hindi
 * or Telugu page's words come as their own chunk, loaded before the app takes the page over
 * (app/entry.client.tsx), so no visitor downloads the languages they are not reading (docs/decisions/180).
 */
export const bundledCatalogues: Partial<Record<Locale, Catalogue>> = { en };
