import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import type { BannerKey } from "#app/content/banners.ts";
import type { LegalDocument } from "#app/content/legal/legal-document.ts";
import { formatLongDate } from "#app/content/format.ts";

/** Renders a legal document under its banner, with a table of contents for long texts. */
export function LegalPage({ pageKey, document }: { pageKey: BannerKey; document: LegalDocument }) {
  return (
    <>
      <InnerBanner pageKey={pageKey} />
      <article className="section">
        <div className="container prose">
          <p className="muted">Last updated: {formatLongDate(document.lastUpdated)}</p>
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {document.sections.length > 4 ? (
            <nav aria-label="Contents" className="toc">
              <h2 className="toc__heading">Contents</h2>
              <ol>
                {document.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
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
