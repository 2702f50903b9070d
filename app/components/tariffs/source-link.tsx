import type { Source } from "#app/content/tariffs.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { englishContentLang, type Locale } from "#app/i18n/locales.ts";

/**
 * A figure's source. It keeps its published (English) name: it is a citation. A third-party bill-calculator
 * site says so beside the link, as the only published copy found (docs/decisions/190).
 */
export function SourceLink({ source, locale = "en" }: { source: Source; locale?: Locale }) {
  return (
    <>
      <a href={source.url} rel="nofollow noopener" className="source-link" lang={englishContentLang(locale)}>
        {source.name}
      </a>
      {source.calculator ? (
        <span className="source-link__kind">, {catalogueFor(locale).tariffs.figures.calculatorSource}</span>
      ) : null}
    </>
  );
}
