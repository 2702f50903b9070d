import { useLocation } from "react-router";
import { catalogueFor, type Catalogue } from "./catalogue.ts";
import { localeFromPath, localizedPath, type Locale } from "./locales.ts";

/** The language of the page being shown, from its URL (app/i18n/locales.ts). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The interface text of the page's language. */
export function useCatalogue(): Catalogue {
  return catalogueFor(useLocale());
}

/** Turns an English site path into the same page in the page's language ("/about" -> "/hi/about"). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
