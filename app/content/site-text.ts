import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { translationFor } from "#app/languages/loaded.ts";
import { site, type SiteText } from "./site.ts";

/**
 * The blurb and the postal address as written in `locale` (the pin code is the same everywhere). Not in
 * site.ts, which every language's folder reads: the folders load after it (docs/decisions/203).
 */
export function siteTextFor(locale: Locale = DEFAULT_LOCALE): SiteText {
  if (locale === DEFAULT_LOCALE) return { blurb: site.blurb, address: site.address };
  return translationFor(locale).content.site;
}
