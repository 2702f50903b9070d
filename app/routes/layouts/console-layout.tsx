import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/console-layout";
import { ConsoleShell } from "#app/components/console/console-shell.tsx";
import consoleStyles from "#app/components/console/console.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { requireStaff } from "#app/console-access.server.ts";
import { sectionsFor } from "#app/modules/staff/console-sections.ts";
import { consoleTitle } from "#app/modules/staff/console-name.ts";
import { CONSOLE_FRAME_MESSAGES as M } from "#app/languages/en/console/frame.ts";

/** Console pages carry no analytics and are never indexed (app/root.tsx reads this handle). */
export const handle = { console: true };

export const meta: Route.MetaFunction = () => [
  { title: M.title },
  { name: "robots", content: "noindex, nofollow" },
];

/** Every console page: a live session first (each page also checks its own permission). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = await requireStaff(request, context, "read");
  return { user: { name: session.user.name, role: session.user.role }, nav: sectionsFor(session.user.role) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Stylesheet href={consoleStyles} />
      <ConsoleShell user={loaderData.user} nav={loaderData.nav}>
        <Outlet />
      </ConsoleShell>
    </>
  );
}

/** 403 (a role without the right), 404 (no such lead) or a failure, inside the console's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/layouts/console-layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : status === 404
        ? M.notFound
        : M.failed;
  const title =
    status === 403 ? M.errorTitles.forbidden : status === 404 ? M.errorTitles.notFound : M.errorTitles.other;
  return (
    <>
      <Stylesheet href={consoleStyles} />
      <title>{consoleTitle(title)}</title>
      <ConsoleShell user={shell?.user ?? null} nav={shell?.nav ?? []}>
        <h1>{title}</h1>
        <p className="console-message console-message--error" role="alert">
          {message}
        </p>
      </ConsoleShell>
    </>
  );
}
