import { loadFolder } from "./folder.ts";
import { TRANSLATIONS } from "./list.ts";
import type { DataText, Translation } from "./translation.ts";

type TranslatedLocale = keyof typeof TRANSLATIONS;

/**
 * Every language, with the words of its data files, loaded before anything reads one: the server,
 * scripts and tests (package.json "imports", condition "default"). The browser gets bundled.browser.ts
 * instead and loads the page's language on its own (docs/decisions/203).
 */
const loaded = await Promise.all(
  Object.keys(TRANSLATIONS).map(async (code) => {
    const { translation } = await loadFolder(code);
    return { code, translation, dataText: await translation.loadDataText() };
  }),
);

export const bundledTranslations: Partial<Record<TranslatedLocale, Translation>> = Object.fromEntries(
  loaded.map(({ code, translation }) => [code, translation]),
);

export const bundledDataTexts: Partial<Record<TranslatedLocale, DataText>> = Object.fromEntries(
  loaded.map(({ code, dataText }) => [code, dataText]),
);
