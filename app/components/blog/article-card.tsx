import { Link } from "react-router";
import { BlogImage } from "./blog-image.tsx";
import type { BlogArticle } from "#app/content/blog/article-schema.ts";
import { formatLongDate } from "#app/content/format.ts";

export type ArticleCardData = Pick<
  BlogArticle,
  "slug" | "heading" | "shortDescription" | "postedOn" | "image"
>;

/** A blog list card: image, heading, short description and Read More (seed 001 "Blog list"). */
export function ArticleCard({ article, lazyImage }: { article: ArticleCardData; lazyImage: boolean }) {
  return (
    <article className="blog-card">
      <BlogImage className="blog-card__image" image={article.image} lazy={lazyImage} />
      <div className="blog-card__body">
        <p className="blog-card__date muted">
          <time dateTime={article.postedOn}>{formatLongDate(article.postedOn)}</time>
        </p>
        <h2 className="blog-card__heading">{article.heading}</h2>
        <p className="blog-card__description">{article.shortDescription}</p>
        <Link className="blog-card__more" to={`/blog/${article.slug}`}>
          Read More<span className="visually-hidden">: {article.heading}</span>
        </Link>
      </div>
    </article>
  );
}
