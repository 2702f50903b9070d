import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { islandDots, LOCATOR, locatorPoint, statePositions } from "#app/content/state-positions.ts";

/**
 * The state's "map image": a stylised outline of India with a marker where the state is. Drawn inline,
 * so it costs no request and cannot shift the layout.
 */
export function StateLocator({ slug, name, locale = "en" }: { slug: string; name: string; locale?: Locale }) {
  const text = catalogueFor(locale).tariffs.locator;
  const position = statePositions[slug];
  const marker = position ? locatorPoint(position) : undefined;
  return (
    <figure className="state-locator">
      <svg
        viewBox={`-8 -8 ${LOCATOR.width + 16} ${LOCATOR.height + 16}`}
        width={LOCATOR.width + 16}
        height={LOCATOR.height + 16}
        role="img"
        aria-labelledby={`locator-${slug}`}
      >
        <title id={`locator-${slug}`}>{text.title(name)}</title>
        <path d={LOCATOR.outline} fill="#E7E5E0" stroke="#8A8F98" strokeWidth="1.5" strokeLinejoin="round" />
        {islandDots.map((dot) => {
          const p = locatorPoint(dot);
          return <circle key={`${p.x}-${p.y}`} cx={p.x} cy={p.y} r="2.5" fill="#8A8F98" />;
        })}
        {marker ? (
          <g>
            <circle cx={marker.x} cy={marker.y} r="14" fill="#F2A900" opacity="0.3" />
            <circle cx={marker.x} cy={marker.y} r="6" fill="#13233D" stroke="#F2A900" strokeWidth="3" />
          </g>
        ) : null}
      </svg>
      <figcaption className="state-locator__caption">{text.caption(name)}</figcaption>
    </figure>
  );
}
