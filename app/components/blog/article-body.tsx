import { BlogImage } from "./blog-image.tsx";
import type { BlogArticle } from "#app/content/blog/article-schema.ts";
import { formatLongDate } from "#app/content/format.ts";
import { englishContentLang, LOCALE_INFO } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";

/**
 * One article: title, posted-on date, optional author, lead image, then its sections in order. Articles
 * are English on every site (docs/decisions/180): on another language's page the article is marked
 * lang="en" and a one-line note in the page's language says so; the byline stays in the page's language.
 */
export function ArticleBody({ article }: { article: BlogArticle }) {
  const locale = useLocale();
  const { common, pages } = useCatalogue();
  const text = pages.blog;
  // "en" on another language's page, where a note says the article is in English.
  const lang = englishContentLang(locale);
  return (
    <article className="blog-article" aria-labelledby="article-title" lang={lang}>
      <header className="blog-article__header">
        {lang ? (
          <p className="blog-article__note" role="note" lang={LOCALE_INFO[locale].tag}>
            {common.englishOnlyArticle}
          </p>
        ) : null}
        <h2 id="article-title" className="blog-article__title">
          {article.heading}
        </h2>
        <p className="blog-article__byline muted" lang={lang ? LOCALE_INFO[locale].tag : undefined}>
          {text.postedOn}
          <time dateTime={article.postedOn}>{formatLongDate(article.postedOn, locale)}</time>
          {article.author ? text.byAuthor(article.author) : null}
        </p>
      </header>
      <BlogImage className="blog-article__image" image={article.image} lazy={false} />
      {article.sections.map((section, index) => (
        <section key={section.subheading ?? index} className="blog-article__section">
          {section.subheading ? <h3>{section.subheading}</h3> : null}
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
          {section.terms ? (
            <dl className="glossary">
              {section.terms.map((entry) => (
                <div key={entry.term} className="glossary__entry">
                  <dt>{entry.term}</dt>
                  <dd>{entry.definition}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {section.image ? <BlogImage className="blog-article__figure" image={section.image} lazy /> : null}
        </section>
      ))}
    </article>
  );
}
