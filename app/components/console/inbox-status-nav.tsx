import { Link } from "react-router";
import type { InboxFilter } from "#app/modules/leads/work/inbox-filter.ts";
import { inboxQuery, LEAD_STATUSES } from "#app/modules/leads/work/inbox-filter.ts";
import { INBOX_TEXT, STATUS_LABELS } from "#app/modules/leads/work/lead-labels.ts";
import type { StatusCounts } from "#app/modules/leads/work/lead-types.ts";
import { formatCount } from "#app/modules/leads/work/lead-format.ts";
import { INBOX_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

/** Leads per status for the current filter; each count is a link that narrows the list to it. */
export function InboxStatusNav({ filter, counts }: { filter: InboxFilter; counts: StatusCounts }) {
  const all = LEAD_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const items = [
    {
      key: "all",
      label: INBOX_TEXT.allStatuses,
      count: all,
      to: inboxQuery({ ...filter, status: undefined }),
      current: !filter.status,
    },
    ...LEAD_STATUSES.map((s) => ({
      key: s,
      label: STATUS_LABELS[s],
      count: counts[s],
      to: inboxQuery({ ...filter, status: s }),
      current: filter.status === s,
    })),
  ];
  return (
    <nav className="inbox-statuses" aria-label={M.statusNav}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={`/sales${item.to}`}
              aria-current={item.current ? "true" : undefined}
              className={`inbox-statuses__link inbox-statuses__link--${item.key}`}
            >
              <span>{item.label}</span>{" "}
              <span className="inbox-statuses__count">{formatCount(item.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
