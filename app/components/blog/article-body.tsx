import { BlogImage } from "./blog-image.tsx";
import type { BlogArticle } from "#app/content/blog/article-schema.ts";
import { formatLongDate } from "#app/content/format.ts";

/** One article: title, posted-on date, optional author, lead image, then its sections in order. */
export function ArticleBody({ article }: { article: BlogArticle }) {
  return (
    <article className="blog-article" aria-labelledby="article-title">
      <header className="blog-article__header">
        <h2 id="article-title" className="blog-article__title">
          {article.heading}
        </h2>
        <p className="blog-article__byline muted">
          Posted on <time dateTime={article.postedOn}>{formatLongDate(article.postedOn)}</time>
          {article.author ? <> by {article.author}</> : null}
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
