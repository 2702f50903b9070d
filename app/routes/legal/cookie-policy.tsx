import type { Route } from "./+types/cookie-policy";
import { LegalPage } from "#app/components/pages/legal-page.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { document } from "#app/content/legal/cookie-policy.ts";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const heading = bannerHeading("cookie-policy", locale);
  return pageMeta({
    title: heading,
    description: catalogueFor(locale).pages.legal.metaDescription(heading, site.product),
    path: "/cookie-policy",
    locale,
  });
};

export default function CookiePolicy() {
  return <LegalPage pageKey="cookie-policy" document={document} locale={useLocale()} />;
}
