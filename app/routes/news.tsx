import type { Route } from "./+types/news";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("news"),
    description: "News and events from Arka, the integrated solar roof.",
    path: "/news",
  });

export default function News() {
  return (
    <>
      <InnerBanner pageKey="news" />
      <ComingSoon what="News and events" />
    </>
  );
}
