import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import staffStyles from "#app/components/console/staff-admin.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { auditPage } from "#app/modules/staff/audit-log.server.ts";
import { AUDIT_MESSAGES } from "#app/languages/en/console/audit.ts";
import { auditActionLabel, auditDetailsText, leadSubject } from "#app/modules/staff/audit-labels.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { formatIndiaTime, indiaDateTimeAttribute } from "#app/modules/staff/india-time.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";

export const meta: Route.MetaFunction = () => consoleMeta(AUDIT_MESSAGES.title);

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
      subject: entry.subjectStaffName ? AUDIT_MESSAGES.staffSubject(entry.subjectStaffName) : entry.subject,
      details: auditDetailsText(entry.details),
    })),
  };
}

/** One filter of the log: a labelled select whose first option, "all", sets no filter. */
function FilterSelect({
  name,
  label,
  all,
  value,
  options,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: { value: string | number; label: string }[];
}) {
  return (
    <div className="audit-filter__field">
      <label htmlFor={`audit-${name}`}>{label}</label>
      <select id={`audit-${name}`} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
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
      <h1>{AUDIT_MESSAGES.title}</h1>
      <p className="console-muted">{AUDIT_MESSAGES.readOnly}</p>

      <Form method="get" className="audit-filter" aria-label={AUDIT_MESSAGES.filterLabel}>
        <FilterSelect
          name="action"
          label={AUDIT_MESSAGES.action}
          all={AUDIT_MESSAGES.allActions}
          value={filter.action}
          options={loaderData.actions.map((action) => ({ value: action.code, label: action.label }))}
        />
        <FilterSelect
          name="staff"
          label={AUDIT_MESSAGES.staffMember}
          all={AUDIT_MESSAGES.allStaff}
          value={filter.staff}
          options={loaderData.staff.map((person) => ({ value: person.id, label: person.name }))}
        />
        <div className="audit-filter__buttons">
          <button type="submit" className="console-button">
            {AUDIT_MESSAGES.show}
          </button>
          {filter.action || filter.staff ? (
            <Link to="/sales/audit">{AUDIT_MESSAGES.clearFilters}</Link>
          ) : null}
        </div>
      </Form>

      <p className="console-muted" aria-live="polite">
        {AUDIT_MESSAGES.entries(loaderData.total)}
        {pages > 1 ? AUDIT_MESSAGES.pageOf(page, pages) : ""}
      </p>
      {loaderData.entries.length === 0 ? (
        <p>{AUDIT_MESSAGES.empty}</p>
      ) : (
        <ol className="audit-list" aria-label={AUDIT_MESSAGES.listLabel}>
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
        <nav className="audit-pages" aria-label={AUDIT_MESSAGES.pagesNav}>
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev">
              {AUDIT_MESSAGES.newer}
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageHref(page + 1)} rel="next">
              {AUDIT_MESSAGES.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
