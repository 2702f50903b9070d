import type { ReactNode } from "react";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { TRANSLATIONS } from "#app/languages/list.ts";

/** A text with no letter of the page's own script is still English (a name, or untranslated). */
function isEnglishOn(text: string, locale: Locale): boolean {
  if (locale === DEFAULT_LOCALE) return false;
  return /[A-Za-z]/.test(text) && !TRANSLATIONS[locale].script.test(text);
}

/**
 * A text from the data file (app/content/tariff-page.ts translates what it can). On a Hindi or Telugu page,
 * one still in English (a company's name, or a note not yet translated) is marked lang="en" so screen
 * readers switch voice; with `labelled`, a sentence also says it is in English.
 */
export function DataText({
  text,
  locale,
  labelled = false,
}: {
  text: string;
  locale: Locale;
  labelled?: boolean;
}): ReactNode {
  if (!isEnglishOn(text, locale)) return text;
  return (
    <>
      {labelled ? <span className="muted">{catalogueFor(locale).tariffs.figures.inEnglish} </span> : null}
      <span lang="en">{text}</span>
    </>
  );
}
