import { Link } from "react-router";
import {
  formatCallbackTime,
  formatDateTimeIST,
  formatIndianPhone,
  formatIsoDate,
} from "#app/modules/leads/work/lead-format.ts";
import { INBOX_TEXT, KIND_LABELS, STATUS_LABELS } from "#app/modules/leads/work/lead-labels.ts";
import type { InboxRow } from "#app/modules/leads/work/lead-types.ts";
import { INBOX_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

export function leadPath(row: { kind: string; id: number }): string {
  return `/sales/leads/${row.kind}/${row.id}`;
}

/** A lead's badges: kind, status, and what the checks raised. */
export function LeadBadges({
  kind,
  status,
  held,
  flags,
}: Pick<InboxRow, "status" | "held"> & { kind: InboxRow["inboxKind"]; flags: readonly string[] }) {
  const duplicate = flags.some((f) => f.startsWith("duplicate_"));
  const unverified = flags.some((f) => f.startsWith("phone_unverified_"));
  const otherState = flags.includes("pincode_other_state");
  return (
    <p className="lead-badges">
      <span className="lead-badge">{KIND_LABELS[kind]}</span>
      <span className={`lead-badge lead-badge--status-${status}`}>{STATUS_LABELS[status]}</span>
      {held ? <span className="lead-badge lead-badge--held">{INBOX_TEXT.held}</span> : null}
      {duplicate ? <span className="lead-badge lead-badge--note">{INBOX_TEXT.duplicate}</span> : null}
      {unverified ? <span className="lead-badge lead-badge--note">{INBOX_TEXT.unverified}</span> : null}
      {otherState ? (
        <span className="lead-badge lead-badge--note">{INBOX_TEXT.pincodeOtherState}</span>
      ) : null}
    </p>
  );
}

/** The inbox's leads, one card each (a list on every screen: no table to scroll sideways on a phone). */
export function InboxList({ rows }: { rows: readonly InboxRow[] }) {
  if (rows.length === 0) return <p className="console-card">{INBOX_TEXT.empty}</p>;
  return (
    <ol className="inbox-list">
      {rows.map((row) => (
        <li key={`${row.kind}:${row.id}`} className={`inbox-card${row.held ? " inbox-card--held" : ""}`}>
          <h2 className="inbox-card__name">
            <Link to={leadPath(row)}>{row.name}</Link>
          </h2>
          <LeadBadges kind={row.inboxKind} status={row.status} held={row.held} flags={row.flags} />
          <p className="inbox-card__contact">
            <span>{formatIndianPhone(row.phone)}</span> <span className="inbox-card__email">{row.email}</span>
          </p>
          {row.callback ? (
            <p>
              {INBOX_TEXT.callBackAt} {formatCallbackTime(row.callback.date, row.callback.slot)}
            </p>
          ) : (
            <p>
              {row.city}, {row.state}
              {row.zone ? ` · ${row.zone}` : ""}
            </p>
          )}
          <dl className="inbox-card__facts">
            <div>
              <dt>{M.received}</dt>
              <dd>{formatDateTimeIST(row.createdAt)}</dd>
            </div>
            <div>
              <dt>{M.assignedTo}</dt>
              <dd>{row.assigneeName ?? INBOX_TEXT.noAssignee}</dd>
            </div>
            {row.campaignId ? (
              <div>
                <dt>{M.campaign}</dt>
                <dd>
                  {row.campaignId} · {row.source}
                </dd>
              </div>
            ) : null}
            {row.followUpOn ? (
              <div>
                <dt>{M.followUp}</dt>
                <dd>{formatIsoDate(row.followUpOn)}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}
