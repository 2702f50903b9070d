import { Link } from "react-router";
import type { Route } from "./+types/home";
import { HomeHero } from "#app/components/sections/home-hero.tsx";
import { ProjectCards } from "#app/components/sections/project-cards.tsx";
import { StateSearch } from "#app/components/sections/state-search.tsx";
import { ContentImg } from "#app/components/ui/content-img.tsx";
import { ImageComparison } from "#app/components/ui/image-comparison.tsx";
import { YoutubeFacade } from "#app/components/ui/youtube-facade.tsx";
import { homeFor, projectsFor, videosFor } from "#app/content/home-pages.ts";
import { pageMeta } from "#app/content/meta.ts";
import { assetUrl, site } from "#app/content/site.ts";
import { tariffStateNames } from "#app/content/tariff-states.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import homeStyles from "./home.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { VisuallyHidden } from "#app/components/ui/visually-hidden.tsx";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: site.product,
    description: catalogueFor(locale).home.home.metaDescription(site.product),
    path: "/",
    locale,
  });
};

/** The poster is the largest first-screen image: fetch it before the stylesheet finds it (the same in every language). */
export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: assetUrl(homeFor("en").hero.poster.src), fetchPriority: "high" },
];

/** Runs at build (the page is prerendered): the state list is sent as data, not bundled. */
export function loader() {
  // Shown in reverse order (docs/decisions/200, Content).
  return { states: [...tariffStateNames].reverse() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const text = useCatalogue().home.home;
  const to = useLocalizedPath();
  const home = homeFor(locale);
  return (
    <>
      <HomeHero hero={home.hero} nextId="what-is" />

      <section id="what-is" className="section home-what-is" aria-labelledby="what-is-heading">
        <div className="container media-split">
          <div>
            <h2 id="what-is-heading">{home.whatIs.heading}</h2>
            {home.whatIs.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <Link to={to("/about")} className="button button--primary">
              <VisuallyHidden text={text.knowMoreHiddenBefore(site.product)} />
              {text.knowMore}
              <VisuallyHidden text={text.knowMoreHiddenAfter(site.product)} />
            </Link>
          </div>
          <ContentImg
            image={home.whatIs.image}
            className="media-split__image"
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        </div>
      </section>

      <section className="section section--warm" aria-labelledby="level-up-heading">
        <div className="container home-level-up">
          <h2 id="level-up-heading">{home.levelUp.heading}</h2>
          <p className="muted">{home.levelUp.text}</p>
          <ImageComparison
            left={{ image: home.levelUp.before, label: home.levelUp.before.label }}
            right={{ image: home.levelUp.after, label: home.levelUp.after.label }}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="features-heading">
        <div className="container">
          <h2 id="features-heading" className="visually-hidden">
            {text.featuresHeading}
          </h2>
          <ul className="home-features">
            {home.features.map((feature) => (
              <li key={feature.title} className="home-feature">
                <ContentImg image={feature.icon} className="home-feature__icon" />
                <h3>{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ProjectCards projects={projectsFor(locale)} />

      <section className="section" aria-labelledby="home-video-heading">
        <div className="container home-video">
          <h2 id="home-video-heading">{text.videoHeading(site.product)}</h2>
          <YoutubeFacade video={videosFor(locale).homeVideo} />
        </div>
      </section>

      <StateSearch options={loaderData.states} />
      <Stylesheet href={homeStyles} />
    </>
  );
}
