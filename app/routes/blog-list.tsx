import type { Route } from "./+types/blog-list";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("blog"),
    description: "Our articles from Arka, the integrated solar roof.",
    path: "/blog",
  });

export default function BlogList() {
  return (
    <>
      <InnerBanner pageKey="blog" />
      <ComingSoon what="Our articles" />
    </>
  );
}
