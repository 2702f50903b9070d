import type { Route } from "./+types/privacy-policy";
import { LegalPage } from "#app/components/pages/legal-page.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { document } from "#app/content/legal/privacy-policy.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("privacy-policy"),
    description: `${bannerHeading("privacy-policy")} of Arka, the integrated solar roof.`,
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return <LegalPage pageKey="privacy-policy" document={document} />;
}
