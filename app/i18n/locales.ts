import { SOURCE_LANGUAGE, TRANSLATIONS } from "#app/languages/list.ts";

/**
 * The site's languages, from their list (app/languages/list.ts, docs/decisions/180 and 203). English
 * lives at the unprefixed URLs; every other language is the same page under its prefix (/hi/about).
 */
export const DEFAULT_LOCALE = SOURCE_LANGUAGE.code;

/** The languages that live under a URL prefix, in the list's order. */
export const PREFIXED_LOCALES = Object.keys(TRANSLATIONS) as (keyof typeof TRANSLATIONS)[];
export type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

export const LOCALES = [DEFAULT_LOCALE, ...PREFIXED_LOCALES] as const;
export type Locale = (typeof LOCALES)[number];

/** `<html lang>` and hreflang (`tag`), the language's own name (`nativeName`) and its English one. */
export const LOCALE_INFO: Record<Locale, { tag: string; nativeName: string; englishName: string }> = {
  [DEFAULT_LOCALE]: SOURCE_LANGUAGE,
  ...TRANSLATIONS,
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a URL path: its first segment when that is a prefixed language, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The English path of a page: "/hi/about" -> "/about", "/te" -> "/". */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in `locale`: "/about" -> "/hi/about", "/" -> "/hi", "/hi/about" -> "/te/about".
 * Query and hash are kept; anything that is not a site path (a full URL, "#id", "tel:") is returned as is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const tail = split === -1 ? "" : path.slice(split);
  const base = unlocalizedPath(pathname);
  if (locale === DEFAULT_LOCALE) return base + tail;
  return (base === "/" ? `/${locale}` : `/${locale}${base}`) + tail;
}

/** Route ids of localized routes carry the language in front (app/routes.ts): "hi/routes/about". */
export function baseRouteId(id: string): string {
  const [first, ...rest] = id.split("/");
  return first && isLocale(first) && rest.length > 0 ? rest.join("/") : id;
}

/**
 * The `lang` for a block that is English whatever the page's language (blog articles, legal texts,
 * suppliers' names): "en" on a translated page, nothing on an English one (it inherits `<html lang>`).
 */
export function englishContentLang(locale: Locale): "en" | undefined {
  return locale === DEFAULT_LOCALE ? undefined : "en";
}

/** A stored language code's name in English, for sales (e-mail, console); an unknown code as stored. */
export function localeEnglishName(value: string): string {
  return isLocale(value) ? LOCALE_INFO[value].englishName : value;
}
