import type { Route } from "./+types/privacy-policy";
import { LegalPage, legalMeta } from "#app/components/pages/legal-page.tsx";
import { document } from "#app/content/legal/privacy-policy.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

export const meta: Route.MetaFunction = legalMeta("privacy-policy");

export default function PrivacyPolicy() {
  return <LegalPage pageKey="privacy-policy" document={document} locale={useLocale()} />;
}
