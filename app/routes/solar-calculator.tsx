import type { Route } from "./+types/solar-calculator";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("solar-calculator"),
    description: "The solar calculator from Arka, the integrated solar roof.",
    path: "/solar-calculator",
  });

export default function SolarCalculator() {
  return (
    <>
      <InnerBanner pageKey="solar-calculator" />
      <ComingSoon what="The solar calculator" />
    </>
  );
}
