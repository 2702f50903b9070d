import type { Route } from "./+types/portfolio";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ProjectFacts } from "#app/components/sections/project-facts.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { ContentImg } from "#app/components/ui/content-img.tsx";
import { YoutubeFacade } from "#app/components/ui/youtube-facade.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { portfolioStatsFor, projectsFor, videosFor } from "#app/content/home-pages.ts";
import { pageMeta } from "#app/content/meta.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import portfolioStyles from "./portfolio.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: bannerHeading("portfolio", locale),
    description: catalogueFor(locale).home.portfolio.metaDescription,
    path: "/portfolio",
    locale,
  });
};

/**
 * Video carousel: 3 wide, 2 below 1024 px, 1 below 600 px; no autoplay; 500 ms (docs/decisions/200, Content).
 */
const VIDEO_SLIDES = { wide: 3, below1024: 2, below600: 1 };

export default function Portfolio() {
  const locale = useLocale();
  const { portfolio: text, claims: claimsText } = useCatalogue().home;
  return (
    <>
      <InnerBanner pageKey="portfolio" />
      <section className="section" aria-label={text.atAGlance}>
        <div className="container">
          <ul className="portfolio-stats">
            {portfolioStatsFor(locale).map((stat) => (
              <li key={stat.label} className="portfolio-stat">
                <strong className="portfolio-stat__value">{stat.value}</strong>
                <span className="portfolio-stat__label">{stat.label}</span>
                {stat.kind === "capacity" ? (
                  <span className="portfolio-stat__note">{claimsText.capacityNote}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
      {projectsFor(locale).map((project, index) => (
        <section
          key={project.slug}
          id={project.slug}
          className={`section portfolio-project${index % 2 === 0 ? " section--warm" : ""}`}
          aria-labelledby={`${project.slug}-heading`}
        >
          <div className="container portfolio-project__inner">
            <Carousel
              label={text.pictures(project.title)}
              className="portfolio-project__carousel"
              slides={project.images.map((image) => (
                <ContentImg key={image.src} image={image} sizes="(min-width: 900px) 55vw, 100vw" />
              ))}
            />
            <div>
              <h2 id={`${project.slug}-heading`}>{project.title}</h2>
              <p className="muted portfolio-project__location">{project.location}</p>
              <ProjectFacts project={project} />
            </div>
          </div>
        </section>
      ))}
      <section className="section" aria-labelledby="portfolio-videos-heading">
        <div className="container">
          <h2 id="portfolio-videos-heading">{text.videosHeading}</h2>
          <Carousel
            label={text.videosLabel}
            className="portfolio-videos"
            slidesToShow={VIDEO_SLIDES}
            speedMs={500}
            slides={videosFor(locale).portfolioVideos.map((video) => (
              <YoutubeFacade key={video.id} video={video} />
            ))}
          />
        </div>
      </section>
      <Stylesheet href={portfolioStyles} />
    </>
  );
}
