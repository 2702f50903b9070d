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
import { assetUrl } from "#app/content/site.ts";
import blogStyles from "#app/components/blog/blog.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { englishContentLang, localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";

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

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return errorPageMeta(true, locale);
  const { article } = loaderData;
  return pageMeta({
    // The article is English on every site; the title says so in the page's language.
    title: catalogueFor(locale).pages.blog.articleTitle(article.heading),
    description: article.shortDescription,
    path: `/blog/${article.slug}`,
    type: "article",
    locale,
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { slug, article, others } = loaderData;
  const locale = useLocale();
  const localized = useLocalizedPath();
  const text = useCatalogue().pages.blog;
  const lang = englishContentLang(locale);
  return (
    <>
      <InnerBanner pageKey={slug} />
      <JsonLd
        data={[
          blogPostingJsonLd(
            {
              headline: article.heading,
              description: article.shortDescription,
              path: `/blog/${slug}`,
              datePublished: article.postedOn,
              // Our bylines name the company's team, which the helper describes as the Organization.
              image: assetUrl(article.image.src),
            },
            locale,
          ),
          breadcrumbJsonLd(
            [
              { name: bannerHeading("blog", locale), path: "/blog" },
              { name: article.heading, path: `/blog/${slug}` },
            ],
            locale,
          ),
        ]}
      />
      <div className="section">
        <div className="container blog-layout">
          <ArticleBody article={article} />
          <aside className="blog-aside" aria-labelledby="more-articles">
            <h2 id="more-articles" className="blog-aside__heading">
              {text.moreArticles}
            </h2>
            <ul className="blog-aside__list">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={localized(`/blog/${other.slug}`)} lang={lang}>
                    {other.heading}
                  </Link>
                  <span className="muted">
                    {" "}
                    <time dateTime={other.postedOn}>{formatLongDate(other.postedOn, locale)}</time>
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link to={localized("/blog")}>{text.allArticles}</Link>
            </p>
          </aside>
        </div>
      </div>
      <Stylesheet href={blogStyles} />
    </>
  );
}
