import type { Route } from "./+types/about";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { aboutContent } from "#app/content/about.ts";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("about"),
    description: `What ${site.product} is, what makes it different from solar panels on a roof, and its highlights.`,
    path: "/about",
  });

export default function About() {
  return (
    <>
      <InnerBanner pageKey="about" />
      <section className="section" aria-labelledby="what-is">
        <div className="container prose">
          <h2 id="what-is">What is {site.product}?</h2>
          {aboutContent.whatIs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className="section section--warm" aria-labelledby="different">
        <div className="container">
          <h2 id="different">What makes {site.product} different</h2>
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
          <h2 id="highlights">Product Highlights</h2>
          <dl className="highlight-grid">
            {aboutContent.highlights.map((item) => (
              <div key={item.label} className="highlight">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
