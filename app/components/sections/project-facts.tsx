import { type Project, specFields } from "#app/content/portfolio.ts";

/** A project's spec list (seed 001 section 3 labels) or its description. */
export function ProjectFacts({ project }: { project: Project }) {
  const { specs } = project;
  if (!specs) return <p>{project.description}</p>;
  return (
    <>
      <ul className="project-facts">
        {specFields.map(({ key, label, format }) => {
          const value = specs[key];
          if (value === undefined) return null;
          return (
            <li key={key} data-spec={key}>
              <span className="project-facts__label">{label}:</span> <strong>{format(value)}</strong>
            </li>
          );
        })}
      </ul>
      {project.estimated ? (
        <p className="muted project-facts__note">Figures are estimates for this site.</p>
      ) : null}
    </>
  );
}
