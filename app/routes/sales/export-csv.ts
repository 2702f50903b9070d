import type { Route } from "./+types/export-csv";
import { parseInboxQuery } from "#app/modules/leads/work/inbox-filter.ts";
import { exportInbox } from "#app/modules/leads/work/inbox-export.server.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/console-access.server.ts";

const access = CONSOLE_ACCESS["/sales/export.csv"];

/**
 * The inbox's current list as CSV (docs/decisions/114): the same query string as the page, every page
 * of it; a download, audit-logged by the module.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireStaff(request, context, access.view, { as: "data" });
  const { filter } = parseInboxQuery(new URL(request.url).searchParams);
  const csv = await exportInbox(services.db, { filter, staffId: session.user.id, now: services.now() });
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
