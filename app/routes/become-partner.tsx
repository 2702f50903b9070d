import type { Route } from "./+types/become-partner";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("become-partner"),
    description: "The partner application form from Arka, the integrated solar roof.",
    path: "/become-partner",
  });

export default function BecomePartner() {
  return (
    <>
      <InnerBanner pageKey="become-partner" />
      <ComingSoon what="The partner application form" />
    </>
  );
}
