import type { Route } from "./+types/blog-list";
import { ArticleCard } from "#app/components/blog/article-card.tsx";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { articles } from "#app/content/blog/articles.ts";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";
import blogStyles from "#app/components/blog/blog.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

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

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("blog"),
    description:
      "Articles on solar roofs for Indian homes and factories: weather, savings, subsidies, payback and a solar glossary.",
    path: "/blog",
  });

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InnerBanner pageKey="blog" />
      <section className="section" aria-label="Articles">
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
