import type { Route } from "./+types/cookie-policy";
import { LegalPage, legalMeta } from "#app/components/pages/legal-page.tsx";
import { document } from "#app/content/legal/cookie-policy.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

export const meta: Route.MetaFunction = legalMeta("cookie-policy");

export default function CookiePolicy() {
  return <LegalPage pageKey="cookie-policy" document={document} locale={useLocale()} />;
}
