import { translationFor } from "#app/languages/loaded.ts";
import { catalogue as english, type Catalogue } from "#app/languages/en/interface/index.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

export type { Catalogue };

/**
 * The interface text of a language (app/languages/<locale>/interface/). English is built in everywhere;
 * another language once its folder is loaded (app/languages/loaded.ts): always on the server, the page's
 * own in the browser.
 */
export function catalogueFor(locale: Locale): Catalogue {
  return locale === DEFAULT_LOCALE ? english : translationFor(locale).catalogue;
}
