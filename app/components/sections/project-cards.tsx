import { lazy, Suspense, useCallback, useState } from "react";
import { Link } from "react-router";
import { ContentImg } from "#app/components/ui/content-img.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import type { Project } from "#app/content/portfolio.ts";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { ProjectFacts } from "./project-facts.tsx";
import projectCardsStyles from "./project-cards.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { VisuallyHidden } from "#app/components/ui/visually-hidden.tsx";

// The carousel shows only in the modal: its code loads when a project is first opened (docs/decisions/173).
const Carousel = lazy(() => import("#app/components/ui/carousel.tsx").then((m) => ({ default: m.Carousel })));

/**
 * Home "Our Portfolio": eight cards; each opens a modal with the project's image carousel and details.
 */
export function ProjectCards({ projects }: { projects: Project[] }) {
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const close = useCallback(() => setOpenSlug(null), []);
  const open = projects.find((p) => p.slug === openSlug);
  const { projectCards: text, portfolio } = useCatalogue().home;
  const to = useLocalizedPath();
  return (
    <section className="section section--warm" aria-labelledby="portfolio-heading">
      <div className="container">
        <h2 id="portfolio-heading">{text.heading}</h2>
        <ul className="project-cards">
          {projects.map((project) => (
            <li key={project.slug} className="project-card">
              <ContentImg
                image={{ ...project.images[0]!, alt: "" }}
                sizes="(min-width: 1024px) 25vw, (min-width: 600px) 50vw, 100vw"
              />
              <div className="project-card__body">
                <h3 className="project-card__title">{project.title}</h3>
                <p className="project-card__location muted">{project.location}</p>
                <button
                  type="button"
                  className="button button--outline project-card__open"
                  aria-haspopup="dialog"
                  onClick={() => setOpenSlug(project.slug)}
                >
                  <VisuallyHidden text={text.viewDetailsHiddenBefore(project.title)} />
                  {text.viewDetails}
                  <VisuallyHidden text={text.viewDetailsHiddenAfter(project.title)} />
                </button>
              </div>
            </li>
          ))}
        </ul>
        <p className="project-cards__all">
          <Link to={to("/portfolio")} className="button button--primary">
            {text.allProjects}
          </Link>
        </p>
      </div>
      <Modal
        open={Boolean(open)}
        onClose={close}
        title={open ? text.modalTitle(open.title, open.location) : ""}
      >
        {open ? (
          <div className="project-modal">
            <Suspense fallback={<ContentImg image={open.images[0]!} />}>
              <Carousel
                label={portfolio.pictures(open.title)}
                slides={open.images.map((image) => (
                  <ContentImg key={image.src} image={image} />
                ))}
              />
            </Suspense>
            <ProjectFacts project={open} />
          </div>
        ) : null}
      </Modal>
      <Stylesheet href={projectCardsStyles} />
    </section>
  );
}
