import { ColumnChart } from "#app/components/ui/column-chart.tsx";
import { formatCount, formatDay, formatShortDay } from "./dashboard-format.ts";
import { DASHBOARD_MESSAGES as M } from "#app/languages/en/console/dashboard.ts";

export type DashboardDay = {
  date: string;
  enquiries: number;
  dealers: number;
  callbacks: number;
  held: number;
};

/** The table's columns after the day: each a count of the day and a heading of the same name. */
const COLUMNS = ["enquiries", "dealers", "callbacks", "held"] as const;

/**
 * Today and every 1st, 5th or 15th day back from it carry a date: enough to read the chart, few
 * enough not to overlap on a 360 px phone.
 */
const labelled = (index: number, count: number) => {
  const every = count <= 7 ? 1 : count <= 31 ? 5 : 15;
  return (count - 1 - index) % every === 0;
};

/**
 * Leads per day (India days) as a server-rendered SVG column chart, with the same figures in a table
 * a screen reader or a curious person can open; no script needed for either.
 * Styles: dashboard.css.
 */
export function DashboardLeadsChart({ days }: { days: readonly DashboardDay[] }) {
  const points = days.map((d) => ({
    label: formatShortDay(d.date),
    value: d.enquiries + d.dealers + d.callbacks,
  }));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peakIndex = points.reduce((best, p, i) => (p.value > (points[best]?.value ?? 0) ? i : best), 0);
  const peak = points[peakIndex];
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? M.perDaySummary(
          formatDay(first.date),
          formatDay(last.date),
          formatCount(total),
          peak && peak.value > 0
            ? M.perDayPeak(formatCount(peak.value), formatDay(days[peakIndex]!.date))
            : null,
        )
      : M.none;
  return (
    <figure className="dashboard-chart" aria-labelledby="dashboard-per-day">
      <h2 id="dashboard-per-day">{M.perDayHeading}</h2>
      <ColumnChart points={points} summary={summary} formatValue={formatCount} labelled={labelled} />
      <details className="dashboard-details">
        <summary>{M.perDayTable}</summary>
        <div className="dashboard-table-scroll" tabIndex={0} role="region" aria-label={M.perDayCaption}>
          <table className="dashboard-table">
            <caption>{M.perDayCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.day}</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="numeric">
                    {M[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="nowrap">
                    {formatDay(d.date)}
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column} className="numeric">
                      {formatCount(d[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
