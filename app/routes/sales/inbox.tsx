import { redirect } from "react-router";
import type { Route } from "./+types/inbox";
import { InboxFilters } from "#app/components/console/inbox-filters.tsx";
import { InboxList } from "#app/components/console/inbox-list.tsx";
import { InboxPager } from "#app/components/console/inbox-pager.tsx";
import { InboxStatusNav } from "#app/components/console/inbox-status-nav.tsx";
import inboxStyles from "#app/components/console/inbox.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { site } from "#app/content/site.ts";
import { states, zones } from "#app/modules/geo/geography.ts";
import {
  activeFilterCount,
  EXPORT_CAP,
  INBOX_PAGE_SIZE,
  inboxQuery,
  parseInboxQuery,
} from "#app/modules/leads/work/inbox-filter.ts";
import { assignableStaff, listInbox } from "#app/modules/leads/work/inbox.server.ts";
import { formatCount } from "#app/modules/leads/work/lead-format.ts";
import { INBOX_TEXT } from "#app/modules/leads/work/lead-labels.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { can } from "#app/modules/staff/roles.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";
import { INBOX_MESSAGES } from "#app/languages/en/console/inbox.ts";

export const meta: Route.MetaFunction = () => consoleMeta(INBOX_MESSAGES.title);

const access = CONSOLE_ACCESS["/sales"];

/** The campaign ids and sources the site's own pages send; any other can be typed. */
const KNOWN_CAMPAIGNS = [site.campaign.default, site.campaign.landing];
const KNOWN_SOURCES = [site.defaultSource];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireStaff(request, context, access.view);
  const url = new URL(request.url);
  const { filter, page } = parseInboxQuery(url.searchParams);
  // One address per list: empty and unknown fields are dropped, so links are short and shareable.
  const canonical = inboxQuery(filter, page);
  if (canonical !== url.search) throw redirect(`/sales${canonical}`);
  const [list, staff] = await Promise.all([
    listInbox(services.db, filter, page),
    assignableStaff(services.db),
  ]);
  return {
    filter,
    list,
    query: inboxQuery(filter),
    canExport: can(session.user.role, "export"),
    options: {
      states: states.map((s) => s.state_name).sort(),
      zones: zones.map((z) => z.zonal_name),
      staff,
      campaigns: KNOWN_CAMPAIGNS,
      sources: KNOWN_SOURCES,
    },
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, list, options, query, canExport } = loaderData;
  const first = (list.page - 1) * INBOX_PAGE_SIZE + 1;
  const last = first + list.rows.length - 1;
  return (
    <>
      <Stylesheet href={inboxStyles} />
      <h1>{INBOX_TEXT.title}</h1>
      <InboxFilters filter={filter} options={options} activeCount={activeFilterCount(filter)} />
      <InboxStatusNav filter={filter} counts={list.counts} />
      <div className="inbox-summary">
        <p aria-live="polite">
          {list.total > 0 ? INBOX_TEXT.shown(first, last, formatCount(list.total)) : INBOX_TEXT.empty}
        </p>
        {canExport && list.total > 0 ? (
          <p className="inbox-summary__export">
            <a href={`/sales/export.csv${query}`} download className="console-button console-button--quiet">
              {INBOX_TEXT.export}
            </a>{" "}
            <span className="console-muted">{INBOX_TEXT.exportNote(formatCount(EXPORT_CAP))}</span>
          </p>
        ) : null}
      </div>
      {list.total > 0 ? <InboxList rows={list.rows} /> : null}
      <InboxPager filter={filter} page={list.page} pages={list.pages} />
    </>
  );
}
