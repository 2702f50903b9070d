import type { Route } from "./+types/blog-list";
import { ArticleCard } from "#app/components/blog/article-card.tsx";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { articles } from "#app/content/blog/articles.ts";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";
import blogStyles from "#app/components/blog/blog.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/** Only what the cards show travels to the page; the article text stays on the server. */
export function loader() {
  return {
    cards: articles.map(({ slug, heading, shortDescription, postedOn, image }) => ({
      slug,
      heading,
      shortDescription,
      postedOn,
      image,
    })),
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: bannerHeading("blog", locale),
    description: catalogueFor(locale).pages.blog.metaDescription,
    path: "/blog",
    locale,
  });
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const text = useCatalogue().pages.blog;
  return (
    <>
      <InnerBanner pageKey="blog" />
      <section className="section" aria-label={text.articles}>
        <div className="container">
          <ul className="blog-grid">
            {loaderData.cards.map((card, index) => (
              <li key={card.slug}>
                {/* The first card may share the first screen with the banner; the rest load when near. */}
                <ArticleCard article={card} lazyImage={index > 0} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Stylesheet href={blogStyles} />
    </>
  );
}
