import type { Route } from "./+types/cookie-policy";
import { LegalPage } from "#app/components/pages/legal-page.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { document } from "#app/content/legal/cookie-policy.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("cookie-policy"),
    description: `${bannerHeading("cookie-policy")} of Arka, the integrated solar roof.`,
    path: "/cookie-policy",
  });

export default function CookiePolicy() {
  return <LegalPage pageKey="cookie-policy" document={document} />;
}
