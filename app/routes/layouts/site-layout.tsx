import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import { StatusMessage } from "#app/components/pages/status-message.tsx";
import { errorPageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** When a page fails, this layout is the deepest route left, so its meta names the error page. */
export const meta: Route.MetaFunction = ({ error, location }) =>
  error
    ? errorPageMeta(isRouteErrorResponse(error) && error.status === 404, localeFromPath(location.pathname))
    : [];

/**
 * Any page error renders inside the shared layout: 404s with the specification's title (docs/decisions/200)
 * and the page's own message (a product page's, say), anything else with the generic error text.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const common = useCatalogue().common;
  const localized = useLocalizedPath();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : notFound
        ? common.notFound
        : common.errorDefault;
  const title = notFound ? common.notFoundTitle : common.errorTitle;
  return (
    <SiteChrome>
      {/* React hoists this into <head>: error pages have no route meta. */}
      <title>{`${title} | ${site.product}`}</title>
      <StatusMessage
        tone={notFound ? "neutral" : "error"}
        title={title}
        message={message}
        to={localized("/")}
        buttonLabel={common.home}
      />
      {import.meta.env.DEV && error instanceof Error ? <pre className="container">{error.stack}</pre> : null}
    </SiteChrome>
  );
}
