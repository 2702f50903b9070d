import { data } from "react-router";
import type { Route } from "./+types/blog-article";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { blogSlugs, type BlogSlug } from "#app/content/blog-slugs.ts";
import { pageMeta } from "#app/content/meta.ts";

export function loader({ params }: Route.LoaderArgs) {
  const slug = blogSlugs.find((s) => s === params.slug);
  if (!slug) throw data(null, { status: 404 });
  return { slug: slug as BlogSlug };
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ title: "Blog Details", description: "An article from the Arka blog.", path: location.pathname });

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InnerBanner pageKey={loaderData.slug} />
      <ComingSoon what="This article" />
    </>
  );
}
