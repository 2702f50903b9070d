import { Form, Link } from "react-router";
import type { InboxFilter } from "#app/modules/leads/work/inbox-filter.ts";
import { INBOX_FLAGS, INBOX_KINDS, inboxQuery, LEAD_STATUSES } from "#app/modules/leads/work/inbox-filter.ts";
import { formatIsoDate } from "#app/modules/leads/work/lead-format.ts";
import {
  FLAG_FILTER_LABELS,
  INBOX_TEXT,
  KIND_LABELS,
  STATUS_LABELS,
} from "#app/modules/leads/work/lead-labels.ts";
import { INBOX_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

export type FilterOptions = {
  states: readonly string[];
  zones: readonly string[];
  staff: readonly { id: number; name: string }[];
  /** Campaign ids and sources to suggest (any other can be typed). */
  campaigns: readonly string[];
  sources: readonly string[];
};

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="inbox-filters__field">
      <label htmlFor={`inbox-${name}`}>{label}</label>
      <select id={`inbox-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{INBOX_TEXT.anyOption}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The inbox's filters: a GET form, so the filter lives in the address (bookmark it, share it, export
 * it) and works without JavaScript. The search box stays in view; the rest fold away on a phone.
 */
export function InboxFilters({
  filter,
  options,
  activeCount,
}: {
  filter: InboxFilter;
  options: FilterOptions;
  activeCount: number;
}) {
  const list = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <Form method="get" action="/sales" className="inbox-filters" role="search" aria-label={M.filtersLabel}>
      <div className="inbox-filters__search">
        <label htmlFor="inbox-q">{INBOX_TEXT.searchLabel}</label>
        <div className="inbox-filters__search-row">
          <input id="inbox-q" name="q" type="search" defaultValue={filter.q ?? ""} autoComplete="off" />
          <button type="submit" className="console-button">
            {M.search}
          </button>
        </div>
      </div>
      <InboxActiveFilters filter={filter} staff={options.staff} />
      {/* Keyed by the filter: folded again once a filter is applied, so the list is what shows next. */}
      <details className="inbox-filters__more" key={inboxQuery(filter)}>
        <summary>
          {INBOX_TEXT.moreFilters}
          {activeCount > 0 ? M.moreFiltersSet(activeCount) : ""}
        </summary>
        <div className="inbox-filters__grid">
          <Select
            name="kind"
            label={M.kind}
            value={filter.kind}
            options={INBOX_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
          <Select
            name="status"
            label={M.status}
            value={filter.status}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <Select name="state" label={M.state} value={filter.state} options={list(options.states)} />
          <Select name="zone" label={M.zone} value={filter.zone} options={list(options.zones)} />
          <div className="inbox-filters__field">
            <label htmlFor="inbox-campaign">{M.campaign}</label>
            <input
              id="inbox-campaign"
              name="campaign"
              defaultValue={filter.campaign ?? ""}
              list="inbox-campaigns"
            />
          </div>
          <datalist id="inbox-campaigns">
            {options.campaigns.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <div className="inbox-filters__field">
            <label htmlFor="inbox-source">{M.source}</label>
            <input id="inbox-source" name="source" defaultValue={filter.source ?? ""} list="inbox-sources" />
          </div>
          <datalist id="inbox-sources">
            {options.sources.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <div className="inbox-filters__field">
            <label htmlFor="inbox-from">{M.receivedFrom}</label>
            <input id="inbox-from" name="from" type="date" defaultValue={filter.from ?? ""} />
          </div>
          <div className="inbox-filters__field">
            <label htmlFor="inbox-to">{M.receivedTo}</label>
            <input id="inbox-to" name="to" type="date" defaultValue={filter.to ?? ""} />
          </div>
          <Select
            name="flag"
            label={M.flags}
            value={filter.flag}
            options={INBOX_FLAGS.map((f) => ({ value: f, label: FLAG_FILTER_LABELS[f] }))}
          />
          <Select
            name="assignee"
            label={M.assignedTo}
            value={filter.assignee === undefined ? undefined : String(filter.assignee)}
            options={[
              { value: "none", label: INBOX_TEXT.unassigned },
              ...options.staff.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
        </div>
        <div className="inbox-filters__actions">
          <button type="submit" className="console-button">
            {INBOX_TEXT.apply}
          </button>
          <Link to="/sales" className="inbox-filters__clear">
            {INBOX_TEXT.clear}
          </Link>
        </div>
      </details>
    </Form>
  );
}

/** How each set filter reads ("Flags: Possible spam (held)"), in the form's order. */
function describeFilter(
  filter: InboxFilter,
  staff: readonly { id: number; name: string }[],
): { key: keyof InboxFilter; text: string }[] {
  const out: { key: keyof InboxFilter; text: string }[] = [];
  if (filter.kind) out.push({ key: "kind", text: M.filterChip(M.kind, KIND_LABELS[filter.kind]) });
  if (filter.status) out.push({ key: "status", text: M.filterChip(M.status, STATUS_LABELS[filter.status]) });
  if (filter.state) out.push({ key: "state", text: M.filterChip(M.state, filter.state) });
  if (filter.zone) out.push({ key: "zone", text: M.filterChip(M.zone, filter.zone) });
  if (filter.campaign) out.push({ key: "campaign", text: M.filterChip(M.campaign, filter.campaign) });
  if (filter.source) out.push({ key: "source", text: M.filterChip(M.source, filter.source) });
  if (filter.from) out.push({ key: "from", text: M.fromChip(formatIsoDate(filter.from)) });
  if (filter.to) out.push({ key: "to", text: M.toChip(formatIsoDate(filter.to)) });
  if (filter.flag) out.push({ key: "flag", text: M.filterChip(M.flags, FLAG_FILTER_LABELS[filter.flag]) });
  if (filter.assignee !== undefined) {
    const name =
      filter.assignee === "none"
        ? INBOX_TEXT.unassigned
        : (staff.find((s) => s.id === filter.assignee)?.name ?? `#${filter.assignee}`);
    out.push({ key: "assignee", text: M.filterChip(M.assignedTo, name) });
  }
  return out;
}

/**
 * The filters in force, each a link that drops it: on a phone the filter form stays folded, and this
 * line says what the list is showing.
 */
export function InboxActiveFilters({
  filter,
  staff,
}: {
  filter: InboxFilter;
  staff: readonly { id: number; name: string }[];
}) {
  const set = describeFilter(filter, staff);
  if (set.length === 0) return null;
  return (
    <div className="inbox-active">
      <p className="inbox-active__label">{INBOX_TEXT.filteredBy}</p>
      <ul>
        {set.map(({ key, text }) => (
          <li key={key}>
            <Link to={`/sales${inboxQuery({ ...filter, [key]: undefined })}`} className="inbox-active__chip">
              {text}
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden"> ({INBOX_TEXT.removeFilter})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
