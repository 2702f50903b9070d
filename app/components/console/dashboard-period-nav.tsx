import { Link } from "react-router";
import { DASHBOARD_MESSAGES as M } from "#app/languages/en/console/dashboard.ts";

/** The period links (plain links to `?days=`: no script needed); the chosen one is marked current. */
export function DashboardPeriodNav({ periods, current }: { periods: readonly number[]; current: number }) {
  return (
    <nav className="dashboard-periods" aria-label={M.periodNav}>
      <ul>
        {periods.map((days) => (
          <li key={days}>
            <Link
              to={`?days=${days}`}
              aria-current={days === current ? "page" : undefined}
              preventScrollReset
            >
              {M.period(days)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
