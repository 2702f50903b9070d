import type { Route } from "./+types/terms-conditions";
import { LegalPage, legalMeta } from "#app/components/pages/legal-page.tsx";
import { document } from "#app/content/legal/terms-conditions.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

export const meta: Route.MetaFunction = legalMeta("terms-conditions");

export default function TermsConditions() {
  return <LegalPage pageKey="terms-conditions" document={document} locale={useLocale()} />;
}
