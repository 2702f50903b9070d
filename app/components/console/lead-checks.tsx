import { formatDateTimeIST } from "#app/modules/leads/work/lead-format.ts";
import {
  CHANNEL_LABELS,
  LEAD_TEXT,
  NOTIFICATION_STATUS_LABELS,
} from "#app/modules/leads/work/lead-labels.ts";
import type { LeadDetails } from "#app/modules/leads/work/lead-types.ts";
import { LEAD_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

/** What the checks said (each flag with its reason) and where the lead's notifications stand. */
export function LeadChecks({ lead }: { lead: LeadDetails }) {
  return (
    <section className="console-card" aria-labelledby="lead-checks">
      <h2 id="lead-checks">{M.checksHeading}</h2>
      <h3>{M.flags}</h3>
      {lead.flags.length > 0 ? (
        <ul className="lead-flags">
          {lead.flags.map((flag) => (
            <li key={flag.code} className={`lead-flags__item lead-flags__item--${flag.weight}`}>
              {flag.text} <span className="console-muted">({flag.code})</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{LEAD_TEXT.noFlags}</p>
      )}
      <h3>{M.notificationsHeading}</h3>
      {lead.notifications.length > 0 ? (
        <ul className="lead-delivery">
          {lead.notifications.map((n) => (
            <li key={n.channel}>
              <strong>{CHANNEL_LABELS[n.channel]}:</strong> {NOTIFICATION_STATUS_LABELS[n.status]}
              {n.sentAt !== null ? `, ${formatDateTimeIST(n.sentAt)}` : ""}
              <span className="console-muted"> {M.attempts(n.attempts)}</span>
              {n.lastError && n.status !== "sent" ? (
                <p className="lead-delivery__error">{M.lastError(n.lastError)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{LEAD_TEXT.noDelivery}</p>
      )}
    </section>
  );
}
