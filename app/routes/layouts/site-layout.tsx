import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { SiteChrome } from "#app/components/layout/site-chrome.tsx";
import { StatusMessage } from "#app/components/pages/status-message.tsx";
import { messages } from "#app/content/messages.ts";
import { errorPageMeta } from "#app/content/meta.ts";
import { ERROR_PAGE_NAME, NOT_FOUND_PAGE_NAME } from "#app/content/page-names.ts";

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** When a page fails, this layout is the deepest route left, so its meta names the error page. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorPageMeta(isRouteErrorResponse(error) && error.status === 404) : [];

/**
 * Any page error renders inside the shared layout: 404s with the specification's title and the
 * page's own message (a product page's, say), anything else with the generic error text.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : notFound
        ? messages.notFound
        : messages.errorDefault;
  const title = notFound ? messages.notFoundTitle : messages.errorTitle;
  return (
    <SiteChrome pageName={notFound ? NOT_FOUND_PAGE_NAME : ERROR_PAGE_NAME}>
      {/* React hoists this into <head>: error pages have no route meta. */}
      <title>{`${title} | Arka`}</title>
      <StatusMessage
        tone={notFound ? "neutral" : "error"}
        title={title}
        message={message}
        to="/"
        buttonLabel="Home"
      />
      {import.meta.env.DEV && error instanceof Error ? <pre className="container">{error.stack}</pre> : null}
    </SiteChrome>
  );
}
