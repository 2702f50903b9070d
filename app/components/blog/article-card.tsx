import { Link } from "react-router";
import { BlogImage } from "./blog-image.tsx";
import type { BlogArticle } from "#app/content/blog/article-schema.ts";
import { formatLongDate } from "#app/content/format.ts";
import { englishContentLang } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";

export type ArticleCardData = Pick<
  BlogArticle,
  "slug" | "heading" | "shortDescription" | "postedOn" | "image"
>;

/**
 * A blog list card: image, heading, short description and Read More (docs/decisions/200, Content). The
 * article's own words are English on every site, marked lang="en" on another language's page.
 */
export function ArticleCard({ article, lazyImage }: { article: ArticleCardData; lazyImage: boolean }) {
  const locale = useLocale();
  const localized = useLocalizedPath();
  const text = useCatalogue().pages.blog;
  const lang = englishContentLang(locale);
  return (
    <article className="blog-card">
      <BlogImage className="blog-card__image" image={article.image} lazy={lazyImage} lang={lang} />
      <div className="blog-card__body">
        <p className="blog-card__date muted">
          <time dateTime={article.postedOn}>{formatLongDate(article.postedOn, locale)}</time>
        </p>
        <h2 className="blog-card__heading" lang={lang}>
          {article.heading}
        </h2>
        <p className="blog-card__description" lang={lang}>
          {article.shortDescription}
        </p>
        <Link className="blog-card__more" to={localized(`/blog/${article.slug}`)}>
          {text.readMore}
          <span className="visually-hidden">
            : {lang ? <span lang={lang}>{article.heading}</span> : article.heading}
          </span>
        </Link>
      </div>
    </article>
  );
}
