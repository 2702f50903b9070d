import { useRef, type ReactNode, type SyntheticEvent } from "react";

// Styles: app/components/ui/accordion.css, pulled into each page's single stylesheet by the route (decision 136).

export type AccordionItem = { id: string; title: string; content: ReactNode };

/**
 * A one-open-at-a-time accordion built on `<details name>` (docs/decisions/131-accordion-on-details.md):
 * every item starts collapsed, the browser closes the open item when another opens, and it works before
 * (or without) JavaScript. The toggle handler enforces the same rule in browsers without exclusive
 * `<details>` support.
 */
export function Accordion({
  name,
  items,
  headingLevel = 2,
}: {
  /** Groups the items; unique per accordion on the page. */
  name: string;
  items: AccordionItem[];
  headingLevel?: 2 | 3;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const details of rootRef.current?.querySelectorAll("details") ?? []) {
      if (details !== opened && details.open) details.open = false;
    }
  };

  return (
    <div ref={rootRef} className="accordion">
      {items.map((item) => (
        <details key={item.id} name={name} className="accordion__item" onToggle={closeOthers}>
          <summary className="accordion__summary">
            <Heading className="accordion__heading">{item.title}</Heading>
            <svg className="accordion__chevron" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <div className="accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
