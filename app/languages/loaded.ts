import { bundledDataTexts, bundledTranslations } from "#languages/bundled";
import { loadFolder } from "./folder.ts";
import { TRANSLATIONS } from "./list.ts";
import type { DataText, Translation } from "./translation.ts";

type TranslatedLocale = keyof typeof TRANSLATIONS;

const loaded: Partial<Record<TranslatedLocale, Translation>> = { ...bundledTranslations };

/**
 * A language's catalogue and page words. On the server, in scripts and tests every language is loaded;
 * in the browser, the page's language once loadLanguage has run. Asking for one that is not loaded is a
 * bug, and fails loudly: English never stands in for it (docs/decisions/203).
 */
export function translationFor(locale: TranslatedLocale): Translation {
  const translation = loaded[locale];
  if (!translation) throw new Error(`The "${locale}" language is not loaded (loadLanguage)`);
  return translation;
}

/** A language's words of the data files; loaded on the server only (loaders read them). */
export function dataTextFor(locale: TranslatedLocale): DataText {
  const text = bundledDataTexts[locale];
  if (!text) throw new Error(`The "${locale}" data text is read on the server only`);
  return text;
}

/** The languages loaded so far, in no particular order. */
export function loadedTranslations(): Translation[] {
  return Object.values(loaded);
}

/** Makes `locale`'s folder available (a no-op for English and where every language is loaded). */
export async function loadLanguage(locale: string): Promise<void> {
  if (!(locale in TRANSLATIONS)) return;
  const code = locale as TranslatedLocale;
  loaded[code] ??= (await loadFolder(code)).translation;
}
