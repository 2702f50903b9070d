import type { Route } from "./+types/terms-conditions";
import { LegalPage } from "#app/components/pages/legal-page.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { document } from "#app/content/legal/terms-conditions.ts";
import { pageMeta } from "#app/content/meta.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("terms-conditions"),
    description: `${bannerHeading("terms-conditions")} of Arka, the integrated solar roof.`,
    path: "/terms-conditions",
  });

export default function TermsConditions() {
  return <LegalPage pageKey="terms-conditions" document={document} />;
}
