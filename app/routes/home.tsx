import type { Route } from "./+types/home";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: site.product,
    description: `${site.product} is a solar roof on a cement base: one product that is your roof and your power plant.`,
    path: "/",
  });

export default function Home() {
  return (
    <>
      <div className="home-intro">
        <div className="container">
          <h1 className="home-intro__heading">{site.product}: the solar roof that is the roof</h1>
        </div>
      </div>
      <ComingSoon what="Our home page" />
    </>
  );
}
