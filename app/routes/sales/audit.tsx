import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import staffStyles from "#app/components/console/staff-admin.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { auditPage } from "#app/modules/staff/audit-log.server.ts";
import {
  AUDIT_MESSAGES,
  auditActionLabel,
  auditDetailsText,
  leadSubject,
} from "#app/modules/staff/audit-labels.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/modules/staff/authorize.server.ts";
import { formatIndiaTime, indiaDateTimeAttribute } from "#app/modules/staff/india-time.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";

export const meta: Route.MetaFunction = () => consoleMeta("Audit log");

const access = CONSOLE_ACCESS["/sales/audit"];

/** Read only: this route has no action, so nothing here can change the log. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context, access.view);
  const params = new URL(request.url).searchParams;
  const action = (params.get("action") ?? "").slice(0, 100) || undefined;
  const staffParam = Number(params.get("staff"));
  const staffId = Number.isInteger(staffParam) && staffParam > 0 ? staffParam : undefined;
  const result = await auditPage(services.db, { page: Number(params.get("page")) || 1, action, staffId });
  return {
    filter: { action: action ?? "", staff: staffId === undefined ? "" : String(staffId) },
    total: result.total,
    page: result.page,
    pages: result.pages,
    actions: result.actions.map((code) => ({ code, label: auditActionLabel(code) })),
    staff: result.staff,
    entries: result.entries.map((entry) => ({
      id: entry.id,
      when: formatIndiaTime(entry.at),
      dateTime: indiaDateTimeAttribute(entry.at),
      who: entry.staff?.name ?? AUDIT_MESSAGES.systemActor,
      what: auditActionLabel(entry.action),
      lead: leadSubject(entry.subject),
      subject: entry.subjectStaffName ? `Staff: ${entry.subjectStaffName}` : entry.subject,
      details: auditDetailsText(entry.details),
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filter, page, pages } = loaderData;
  const pageHref = (to: number) => {
    const query = new URLSearchParams();
    if (filter.action) query.set("action", filter.action);
    if (filter.staff) query.set("staff", filter.staff);
    if (to > 1) query.set("page", String(to));
    const search = query.toString();
    return `/sales/audit${search ? `?${search}` : ""}`;
  };
  return (
    <>
      <Stylesheet href={staffStyles} />
      <h1>Audit log</h1>
      <p className="console-muted">{AUDIT_MESSAGES.readOnly}</p>

      <Form method="get" className="audit-filter" aria-label="Filter the audit log">
        <div className="audit-filter__field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={filter.action}>
            <option value="">{AUDIT_MESSAGES.allActions}</option>
            {loaderData.actions.map((action) => (
              <option key={action.code} value={action.code}>
                {action.label}
              </option>
            ))}
          </select>
        </div>
        <div className="audit-filter__field">
          <label htmlFor="audit-staff">Staff member</label>
          <select id="audit-staff" name="staff" defaultValue={filter.staff}>
            <option value="">{AUDIT_MESSAGES.allStaff}</option>
            {loaderData.staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="audit-filter__buttons">
          <button type="submit" className="console-button">
            Show
          </button>
          {filter.action || filter.staff ? <Link to="/sales/audit">Clear filters</Link> : null}
        </div>
      </Form>

      <p className="console-muted" aria-live="polite">
        {loaderData.total} {loaderData.total === 1 ? "entry" : "entries"}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      {loaderData.entries.length === 0 ? (
        <p>{AUDIT_MESSAGES.empty}</p>
      ) : (
        <ol className="audit-list" aria-label="Audit log entries, newest first">
          {loaderData.entries.map((entry) => (
            <li key={entry.id} className="audit-list__entry">
              <time dateTime={entry.dateTime} className="audit-list__when">
                {entry.when}
              </time>
              <span className="audit-list__who">{entry.who}</span>
              <span className="audit-list__what">{entry.what}</span>
              <span className="audit-list__subject">
                {entry.lead ? <Link to={entry.lead.href}>{entry.lead.label}</Link> : entry.subject}
              </span>
              {entry.details ? (
                <span className="audit-list__details console-muted">{entry.details}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className="audit-pages" aria-label="Audit log pages">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev">
              Newer entries
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageHref(page + 1)} rel="next">
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
