import { formatCount, formatIndiaTime } from "./dashboard-format.ts";
import { DASHBOARD_MESSAGES as M } from "#app/languages/en/console/dashboard.ts";

export type DashboardSmsData = {
  lastHour: number;
  last24Hours: number;
  busiestBlock: { prefix: string; count: number } | null;
  budget: { perHour: number; perDay: number; perBlockPerHour: number };
};

export type DashboardAlert = {
  id: number;
  title: string;
  createdAt: number;
  details: Record<string, string | number>;
};

/** OTP codes sent against the SMS ceiling, each as "sent of ceiling" with a bar. Styles: dashboard.css. */
export function DashboardSms({ sms }: { sms: DashboardSmsData }) {
  return (
    <section className="console-card" aria-labelledby="dashboard-sms">
      <h2 id="dashboard-sms">{M.smsHeading}</h2>
      <dl className="dashboard-spend">
        <Spend label={M.smsHour} sent={sms.lastHour} ceiling={sms.budget.perHour} />
        <Spend label={M.smsDay} sent={sms.last24Hours} ceiling={sms.budget.perDay} />
        {sms.busiestBlock ? (
          <Spend
            label={M.smsBlock(sms.busiestBlock.prefix)}
            sent={sms.busiestBlock.count}
            ceiling={sms.budget.perBlockPerHour}
          />
        ) : (
          <div className="dashboard-spend__item">
            <dt>{M.smsBlockLabel}</dt>
            <dd>{M.smsBlockNone}</dd>
          </div>
        )}
      </dl>
      <p className="console-muted">{M.smsNote}</p>
    </section>
  );
}

function Spend({ label, sent, ceiling }: { label: string; sent: number; ceiling: number }) {
  const share = ceiling > 0 ? Math.min(1, sent / ceiling) : 1;
  const reached = sent >= ceiling;
  return (
    <div className="dashboard-spend__item">
      <dt>{label}</dt>
      <dd>
        <span className="dashboard-spend__figure">{M.smsOf(formatCount(sent), formatCount(ceiling))}</span>
        <span className="dashboard-spend__track" aria-hidden="true">
          <span
            className={`dashboard-spend__bar${reached ? " dashboard-spend__bar--full" : ""}`}
            style={{ width: `${share * 100}%` }}
          />
        </span>
        {reached ? <span className="dashboard-spend__reached">{M.smsReached}</span> : null}
      </dd>
    </div>
  );
}

/** The alerts raised since midnight (India time), newest first. */
export function DashboardAlerts({ alerts }: { alerts: DashboardAlert[] }) {
  return (
    <section className="console-card" aria-labelledby="dashboard-alerts">
      <h2 id="dashboard-alerts">{M.alertsHeading}</h2>
      {alerts.length === 0 ? (
        <p>{M.alertsNone}</p>
      ) : (
        <ul className="dashboard-alerts">
          {alerts.map((alert) => (
            <li key={alert.id}>
              <strong>{alert.title}</strong>
              <span className="console-muted"> {M.alertRaised(formatIndiaTime(alert.createdAt))}</span>
              {Object.keys(alert.details).length > 0 ? (
                <span className="dashboard-alerts__details">
                  {Object.entries(alert.details)
                    .map(([key, value]) => `${key.replaceAll("_", " ")}: ${value}`)
                    .join("; ")}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
