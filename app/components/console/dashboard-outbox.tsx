import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatCount, formatIndiaDateTime } from "./dashboard-format.ts";
import { DASHBOARD_MESSAGES as M } from "#app/languages/en/console/dashboard.ts";

export type DashboardOutboxRow = {
  id: number;
  subjectKind: "enquiry" | "dealer" | "callback" | "alert";
  subjectId: number;
  /** For an alert: what it was about, in words. */
  alertTitle: string | null;
  channel: "email" | "webhook";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
};

export type DashboardOutboxData = {
  failing: DashboardOutboxRow[];
  parked: DashboardOutboxRow[];
  failingCount: number;
  parkedCount: number;
};

/**
 * The outbox's undelivered notifications: failing (still retried by the worker) and parked (waiting
 * for a person), each with "Retry now"; "Retry all parked" for the whole list. Without `canWork` (a
 * viewer) the same lists show without buttons. Styles: dashboard.css.
 */
export function DashboardOutbox({ data, canWork }: { data: DashboardOutboxData; canWork: boolean }) {
  const empty = data.failingCount === 0 && data.parkedCount === 0;
  return (
    <section className="console-card" aria-labelledby="dashboard-outbox">
      <h2 id="dashboard-outbox">{M.outboxHeading}</h2>
      {empty ? <p>{M.outboxEmpty}</p> : null}
      {data.parkedCount > 0 ? (
        <OutboxList
          id="dashboard-parked"
          heading={M.parkedHeading(formatCount(data.parkedCount))}
          note={M.parkedNote}
          rows={data.parked}
          total={data.parkedCount}
          status="dead"
          canWork={canWork}
          action={
            canWork ? (
              <Form method="post" className="dashboard-retry-all">
                <button type="submit" name="intent" value="retry-all-parked" className="console-button">
                  {M.retryAll(formatCount(data.parkedCount))}
                </button>
              </Form>
            ) : null
          }
        />
      ) : null}
      {data.failingCount > 0 ? (
        <OutboxList
          id="dashboard-failing"
          heading={M.failingHeading(formatCount(data.failingCount))}
          note={M.failingNote}
          rows={data.failing}
          total={data.failingCount}
          status="pending"
          canWork={canWork}
        />
      ) : null}
    </section>
  );
}

function OutboxList({
  id,
  heading,
  note,
  rows,
  total,
  status,
  canWork,
  action,
}: {
  id: string;
  heading: string;
  note: string;
  rows: DashboardOutboxRow[];
  total: number;
  status: "pending" | "dead";
  canWork: boolean;
  action?: ReactNode;
}) {
  return (
    <div className="dashboard-outbox" aria-labelledby={id} role="group">
      <h3 id={id}>{heading}</h3>
      <p className="console-muted">{note}</p>
      {action}
      {rows.length < total ? (
        <p className="console-muted">{M.shownOf(formatCount(rows.length), formatCount(total))}</p>
      ) : null}
      <ul className="dashboard-outbox__list">
        {rows.map((row) => {
          const subject = subjectText(row);
          return (
            <li key={row.id} className="dashboard-outbox__item">
              <dl className="dashboard-outbox__facts">
                <div>
                  <dt>{M.subject}</dt>
                  <dd>
                    {row.subjectKind === "alert" ? (
                      subject
                    ) : (
                      <Link to={`/sales/leads/${row.subjectKind}/${row.subjectId}`}>{subject}</Link>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{M.channel}</dt>
                  <dd>{M.channels[row.channel]}</dd>
                </div>
                <div>
                  <dt>{M.attempts}</dt>
                  <dd>{formatCount(row.attempts)}</dd>
                </div>
                <div>
                  <dt>{M.nextAttempt}</dt>
                  <dd>{status === "dead" ? M.nextAttemptParked : formatIndiaDateTime(row.nextAttemptAt)}</dd>
                </div>
                <div className="dashboard-outbox__error">
                  <dt>{M.lastError}</dt>
                  <dd>
                    <code>{row.lastError ?? "-"}</code>
                  </dd>
                </div>
              </dl>
              {canWork ? (
                <Form method="post" className="dashboard-outbox__retry">
                  <input type="hidden" name="id" value={row.id} />
                  <input type="hidden" name="status" value={status} />
                  <input type="hidden" name="attempts" value={row.attempts} />
                  <button
                    type="submit"
                    name="intent"
                    value="retry"
                    className="console-button console-button--quiet"
                    aria-label={M.retryNamed(subject)}
                  >
                    {M.retry}
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function subjectText(row: DashboardOutboxRow): string {
  if (row.subjectKind === "alert") return M.subjectAlert(row.alertTitle ?? String(row.subjectId));
  return M.subjectLead[row.subjectKind](row.subjectId);
}
