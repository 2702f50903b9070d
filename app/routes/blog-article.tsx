import { data, Link } from "react-router";
import type { Route } from "./+types/blog-article";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { findArticle, articles } from "#app/content/blog/articles.ts";
import { blogSlugs } from "#app/content/blog-slugs.ts";
import { formatLongDate } from "#app/content/format.ts";
import { blogPostingJsonLd, breadcrumbJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import type { PageNameHandle } from "#app/content/page-names.ts";
import { assetUrl } from "#app/content/site.ts";
import blogStyles from "#app/components/blog/blog.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export function loader({ params }: Route.LoaderArgs) {
  const slug = blogSlugs.find((s) => s === params.slug);
  const article = findArticle(slug);
  // Any slug outside the seven is a 404, rendered by the site layout's error boundary.
  if (!slug || !article) throw data(null, { status: 404 });
  const others = articles
    .filter((a) => a.slug !== slug)
    .map(({ slug, heading, postedOn }) => ({ slug, heading, postedOn }));
  return { slug, article, others };
}

/** The article's heading names the page (the WhatsApp greeting, app/content/page-names.ts). */
export const handle: PageNameHandle<Route.ComponentProps["loaderData"]> = {
  pageName: (loaderData) => loaderData?.article.heading,
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return errorPageMeta();
  const { article } = loaderData;
  return pageMeta({
    title: article.heading,
    description: article.shortDescription,
    path: `/blog/${article.slug}`,
    type: "article",
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { slug, article, others } = loaderData;
  return (
    <>
      <InnerBanner pageKey={slug} />
      <JsonLd
        data={[
          blogPostingJsonLd({
            headline: article.heading,
            description: article.shortDescription,
            path: `/blog/${slug}`,
            datePublished: article.postedOn,
            // Our bylines name the company's team, which the helper describes as the Organization.
            image: assetUrl(article.image.src),
          }),
          breadcrumbJsonLd([
            { name: "Blogs", path: "/blog" },
            { name: article.heading, path: `/blog/${slug}` },
          ]),
        ]}
      />
      <div className="section">
        <div className="container blog-layout">
          <ArticleBody article={article} />
          <aside className="blog-aside" aria-labelledby="more-articles">
            <h2 id="more-articles" className="blog-aside__heading">
              More articles
            </h2>
            <ul className="blog-aside__list">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={`/blog/${other.slug}`}>{other.heading}</Link>
                  <span className="muted">
                    {" "}
                    <time dateTime={other.postedOn}>{formatLongDate(other.postedOn)}</time>
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/blog">All articles</Link>
            </p>
          </aside>
        </div>
      </div>
      <Stylesheet href={blogStyles} />
    </>
  );
}
