import type { Route } from "./+types/about";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ClaimsNote } from "#app/components/sections/claims-note.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { aboutFor } from "#app/content/home-pages.ts";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: bannerHeading("about", locale),
    description: catalogueFor(locale).home.about.metaDescription(site.product),
    path: "/about",
    locale,
  });
};

export default function About() {
  const aboutContent = aboutFor(useLocale());
  const { about: text, claims: claimsText } = useCatalogue().home;
  return (
    <>
      <InnerBanner pageKey="about" />
      <section className="section" aria-labelledby="what-is">
        <div className="container prose">
          <h2 id="what-is">{text.whatIsHeading(site.product)}</h2>
          {aboutContent.whatIs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className="section section--warm" aria-labelledby="different">
        <div className="container">
          <h2 id="different">{text.differentHeading(site.product)}</h2>
          <ul className="card-grid">
            {aboutContent.differences.map((item) => (
              <li key={item.title} className="card">
                <h3 className="card__title">{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="highlights">
        <div className="container">
          <h2 id="highlights">{text.highlightsHeading}</h2>
          <dl className="highlight-grid">
            {aboutContent.highlights.map((item) => (
              <div key={item.label} className="highlight">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
            <div className="highlight">
              <dt>{claimsText.warrantyLabel}</dt>
              <dd>{claimsText.warrantyAsk}</dd>
            </div>
          </dl>
          <ClaimsNote warranty={false} />
        </div>
      </section>
    </>
  );
}
