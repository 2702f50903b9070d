import { InnerBannerView } from "#app/components/layout/inner-banner.tsx";
import { bannerHeading, type BannerKey } from "#app/content/banners.ts";
import type { LegalDocument } from "#app/content/legal/legal-document.ts";
import { formatLongDate } from "#app/content/format.ts";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { englishContentLang, localeFromPath, type Locale } from "#app/i18n/locales.ts";

/** The meta of the legal page whose banner key is also its (English) path. */
export function legalMeta(pageKey: BannerKey) {
  return ({ location }: { location: { pathname: string } }) => {
    const locale = localeFromPath(location.pathname);
    const heading = bannerHeading(pageKey, locale);
    return pageMeta({
      title: heading,
      description: catalogueFor(locale).pages.legal.metaDescription(heading, site.product),
      path: `/${pageKey}`,
      locale,
    });
  };
}

/**
 * Renders a legal document under its banner, with a table of contents for long texts. The documents
 * are English only (docs/decisions/180): on another language's page a one-line note says so, and the
 * English text is marked lang="en" so screen readers read it as English.
 */
export function LegalPage({
  pageKey,
  document,
  locale = "en",
}: {
  pageKey: BannerKey;
  document: LegalDocument;
  /** The page's language (the route's useLocale()); a prop, so the page renders without a router too. */
  locale?: Locale;
}) {
  const { common, pages } = catalogueFor(locale);
  const text = pages.legal;
  // Only the English texts on another language's page need their language named.
  const lang = englishContentLang(locale);
  return (
    <>
      <InnerBannerView pageKey={pageKey} locale={locale} />
      <article className="section">
        <div className="container prose">
          {lang ? (
            <p className="english-only-note" role="note">
              {common.englishOnlyPage}
            </p>
          ) : null}
          <p className="muted">
            {text.lastUpdated}
            {formatLongDate(document.lastUpdated, locale)}
          </p>
          {document.intro.map((paragraph) => (
            <p key={paragraph} lang={lang}>
              {paragraph}
            </p>
          ))}
          {document.sections.length > 4 ? (
            <nav aria-label={text.contents} className="toc">
              <h2 className="toc__heading">{text.contents}</h2>
              <ol lang={lang}>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} lang={lang}>
              <h2 id={section.id}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list ? (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </article>
    </>
  );
}
