import type { ReactNode } from "react";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** Letters of the page's own script: a data text without any is still English (a name, or untranslated). */
const SCRIPT: Partial<Record<Locale, RegExp>> = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ };

function isEnglishOn(text: string, locale: Locale): boolean {
  const script = SCRIPT[locale];
  return script !== undefined && /[A-Za-z]/.test(text) && !script.test(text);
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
