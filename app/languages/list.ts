/**
 * The site's languages (docs/decisions/180, 203). English is the source: its words sit beside the
 * pictures and figures every language shares (app/content/*.ts) and its interface catalogue
 * (app/languages/en/) defines the shape the others must fill. Every other language is one folder,
 * app/languages/<code>/, and one line below; the URL prefixes, the server's catalogues, the browser's
 * language chunk, hreflang, the sitemap, the switcher, the prerender list and the review sheet are
 * derived from this list.
 */
export const SOURCE_LANGUAGE = {
  code: "en",
  tag: "en-IN",
  nativeName: "English",
  englishName: "English",
} as const;

// prettier-ignore
export const TRANSLATIONS = {
  hi: { tag: "hi-IN", nativeName: "हिन्दी", englishName: "Hindi", script: /[\u0900-\u097F]/ },
  te: { tag: "te-IN", nativeName: "తెలుగు", englishName: "Telugu", script: /[\u0C00-\u0C7F]/ },
} as const satisfies Record<string, TranslationEntry>;

export type TranslationEntry = {
  /** `<html lang>` and hreflang: the language as written in India. */
  tag: string;
  /** The language's own name, as the switcher shows it. */
  nativeName: string;
  /** Its name in English (the sales e-mail and console). */
  englishName: string;
  /** The letters of its script: a data text holding none is still English (lang="en"). */
  script: RegExp;
};
