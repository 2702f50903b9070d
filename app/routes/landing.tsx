import type { Route } from "./+types/landing";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${site.product} Integrated Solar Roof`,
    description: `Get a quote for the ${site.product} integrated solar roof: a roof and a power plant in one.`,
    path: "/integrated-solar-roof",
  });

export default function Landing() {
  return (
    <>
      <div className="home-intro">
        <div className="container">
          <h1 className="home-intro__heading">{site.product} Integrated Solar Roof</h1>
        </div>
      </div>
      <ComingSoon what="Our integrated solar roof page" />
    </>
  );
}
