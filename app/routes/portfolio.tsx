import type { Route } from "./+types/portfolio";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("portfolio"),
    description: "Our portfolio of installations from Arka, the integrated solar roof.",
    path: "/portfolio",
  });

export default function Portfolio() {
  return (
    <>
      <InnerBanner pageKey="portfolio" />
      <ComingSoon what="Our portfolio of installations" />
    </>
  );
}
