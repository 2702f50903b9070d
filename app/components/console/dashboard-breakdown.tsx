import type { ReactNode } from "react";
import { formatCount, formatPercent } from "./dashboard-format.ts";
import { DASHBOARD_MESSAGES as M } from "#app/languages/en/console/dashboard.ts";

type Status = keyof typeof M.statuses;
export type DashboardBreakdownData = {
  bySourceAndCampaign: { source: string; campaign: string; count: number }[];
  byState: { state: string; zone: string; count: number }[];
  byZone: { zone: string; count: number }[];
  funnel: Record<Status, number>;
  total: number;
  held: number;
  duplicates: number;
};

const FUNNEL: readonly Status[] = ["new", "contacted", "qualified", "won", "lost"];

/**
 * The period's leads: totals, where they came from and where they stand (the route places each part).
 * Styles: dashboard.css.
 */
export function DashboardTotals({ data }: { data: DashboardBreakdownData }) {
  return (
    <section aria-labelledby="dashboard-totals">
      <h2 id="dashboard-totals" className="visually-hidden">
        {M.totalsHeading}
      </h2>
      <dl className="dashboard-totals">
        <Total label={M.totals.leads} value={data.total} />
        <Total label={M.totals.held} value={data.held} />
        <Total label={M.totals.duplicates} value={data.duplicates} />
        <Total label={M.totals.won} value={data.funnel.won} />
      </dl>
      <p className="console-muted dashboard-note">{M.totalsNote}</p>
    </section>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="dashboard-total">
      <dt>{label}</dt>
      <dd>{formatCount(value)}</dd>
    </div>
  );
}

/** Leads by current status, as bars beside their counts (the counts are the text; the bars only show it). */
export function DashboardFunnel({ funnel }: { funnel: Record<Status, number> }) {
  const total = FUNNEL.reduce((sum, s) => sum + funnel[s], 0);
  const highest = Math.max(1, ...FUNNEL.map((s) => funnel[s]));
  return (
    <section className="console-card" aria-labelledby="dashboard-funnel">
      <h2 id="dashboard-funnel">{M.funnelHeading}</h2>
      <p className="console-muted">{M.funnelNote}</p>
      <ol className="dashboard-funnel">
        {FUNNEL.map((status) => (
          <li key={status} className={`dashboard-funnel__step dashboard-funnel__step--${status}`}>
            <span className="dashboard-funnel__label">{M.statuses[status]}</span>
            <span className="dashboard-funnel__count">
              {formatCount(funnel[status])}
              {total > 0 ? (
                <span className="visually-hidden"> ({M.share(formatPercent(funnel[status] / total))})</span>
              ) : null}
            </span>
            <span className="dashboard-funnel__track" aria-hidden="true">
              <span
                className="dashboard-funnel__bar"
                style={{ width: `${(funnel[status] / highest) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function DashboardSources({ rows }: { rows: DashboardBreakdownData["bySourceAndCampaign"] }) {
  return (
    <section className="console-card" aria-labelledby="dashboard-sources">
      <h2 id="dashboard-sources">{M.sourceHeading}</h2>
      {rows.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <CountTable caption={M.sourceCaption} columns={[M.source, M.campaign]}>
          {rows.map((r) => (
            <tr key={`${r.source}\u0000${r.campaign}`}>
              <th scope="row">{r.source}</th>
              <td>{r.campaign}</td>
              <td className="numeric">{formatCount(r.count)}</td>
            </tr>
          ))}
        </CountTable>
      )}
    </section>
  );
}

export function DashboardPlaces({
  byZone,
  byState,
}: {
  byZone: DashboardBreakdownData["byZone"];
  byState: DashboardBreakdownData["byState"];
}) {
  return (
    <section className="console-card" aria-labelledby="dashboard-places">
      <h2 id="dashboard-places">{M.placeHeading}</h2>
      {byState.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <>
          <CountTable caption={M.zoneCaption} columns={[M.zone]}>
            {byZone.map((r) => (
              <tr key={r.zone}>
                <th scope="row">{r.zone || M.noZone}</th>
                <td className="numeric">{formatCount(r.count)}</td>
              </tr>
            ))}
          </CountTable>
          <CountTable caption={M.stateCaption} columns={[M.state, M.zone]}>
            {byState.map((r) => (
              <tr key={`${r.state}\u0000${r.zone}`}>
                <th scope="row">{r.state || M.noState}</th>
                <td>{r.zone || M.noZone}</td>
                <td className="numeric">{formatCount(r.count)}</td>
              </tr>
            ))}
          </CountTable>
        </>
      )}
    </section>
  );
}

/** A small table of names and a count, scrolling inside its own box if a phone is too narrow. */
function CountTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="dashboard-table-scroll">
      <table className="dashboard-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col" className="numeric">
              {M.leads}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
