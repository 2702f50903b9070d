import type { TRANSLATIONS } from "./list.ts";
import type { DataText, Translation } from "./translation.ts";

/**
 * None in the browser (package.json "imports", condition "browser"): a Hindi or Telugu page's folder
 * comes as its own chunk, loaded before the app takes the page over (app/entry.client.tsx), so no
 * visitor downloads the languages they are not reading (docs/decisions/180, 203).
 */
export const bundledTranslations: Partial<Record<keyof typeof TRANSLATIONS, Translation>> = {};

/** Only loaders read the data files' words (app/content/tariff-page.ts). */
export const bundledDataTexts: Partial<Record<keyof typeof TRANSLATIONS, DataText>> = {};
