import type { Route } from "./+types/landing-error";
import { ErrorOutcome } from "#app/components/pages/outcome.tsx";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const { common, pages } = catalogueFor(locale);
  return [
    ...pageMeta({
      title: common.errorTitle,
      description: pages.outcome.description(site.product),
      path: "/integrated-solar-roof/error",
      locale,
    }),
    { name: "robots", content: "noindex" },
  ];
};

export default function LandingError() {
  return (
    <div className="container section">
      <ErrorOutcome homePath="/integrated-solar-roof" />
    </div>
  );
}
