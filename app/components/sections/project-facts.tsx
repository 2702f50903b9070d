import { type Project, specKeys } from "#app/content/portfolio.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/** A project's spec list (docs/decisions/200, Content, in the page's language) or its description. */
export function ProjectFacts({ project }: { project: Project }) {
  const text = useCatalogue().home.projectFacts;
  const { specs } = project;
  if (!specs) return <p>{project.description}</p>;
  return (
    <>
      <ul className="project-facts">
        {specKeys.map((key) => {
          const value = specs[key];
          if (value === undefined) return null;
          const { label, format } = text[key];
          return (
            <li key={key} data-spec={key}>
              <span className="project-facts__label">{label}:</span> <strong>{format(value)}</strong>
            </li>
          );
        })}
      </ul>
      {project.estimated ? <p className="muted project-facts__note">{text.estimatesNote}</p> : null}
    </>
  );
}
