import type { Route } from "./+types/news";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ContentImg } from "#app/components/ui/content-img.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { formatLongDate } from "#app/content/format.ts";
import { newsFor } from "#app/content/home-pages.ts";
import { pageMeta } from "#app/content/meta.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import newsStyles from "./news.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: bannerHeading("news", locale),
    description: catalogueFor(locale).home.news.metaDescription,
    path: "/news",
    locale,
  });
};

/** Six cards of image, title, date and source; they are not links (docs/decisions/200, Content). */
export default function News() {
  const locale = useLocale();
  const text = useCatalogue().home.news;
  return (
    <>
      <InnerBanner pageKey="news" />
      <section className="section" aria-label={text.listLabel}>
        <div className="container">
          <ul className="news-grid">
            {newsFor(locale).map((item) => (
              <li key={item.id}>
                <article className="news-card">
                  <ContentImg
                    image={item.image}
                    sizes="(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw"
                  />
                  <div className="news-card__body">
                    <h2 className="news-card__title">{item.title}</h2>
                    <p className="news-card__meta muted">
                      <time dateTime={item.date}>{formatLongDate(item.date, locale)}</time>
                      <span aria-hidden="true"> · </span>
                      <span className="news-card__source">{item.name}</span>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Stylesheet href={newsStyles} />
    </>
  );
}
