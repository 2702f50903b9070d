import type { DatedFact } from "#app/modules/dated-facts/dated-facts.ts";
import { formatCount, formatDay } from "./dashboard-format.ts";
import { DASHBOARD_MESSAGES as M } from "#app/languages/en/console/dashboard.ts";

export type DashboardFact = DatedFact & { state: "overdue" | "due-soon"; days: number };

/**
 * The dated facts past their review-by date, and those due within 30 days, each with the page that shows
 * it and its source to check (docs/decisions/190). Styles: dashboard.css.
 */
export function DashboardFacts({ facts, total }: { facts: DashboardFact[]; total: number }) {
  const overdue = facts.filter((f) => f.state === "overdue").length;
  return (
    <section className="console-card dashboard-facts" aria-labelledby="dashboard-facts">
      <h2 id="dashboard-facts">{M.factsHeading}</h2>
      {facts.length === 0 ? (
        <p>{M.factsNone(formatCount(total))}</p>
      ) : (
        <>
          <p>
            {M.factsSummary(formatCount(overdue), formatCount(facts.length - overdue), formatCount(total))}
          </p>
          <div className="dashboard-table-scroll" role="region" aria-label={M.factsCaption} tabIndex={0}>
            <table className="dashboard-table">
              <caption>{M.factsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.factsFact}</th>
                  <th scope="col">{M.factsReviewBy}</th>
                  <th scope="col">{M.factsShownOn}</th>
                  <th scope="col">{M.factsSource}</th>
                  <th scope="col">{M.factsChecked}</th>
                </tr>
              </thead>
              <tbody>
                {facts.map((fact) => (
                  <tr key={fact.id} data-fact={fact.id}>
                    <th scope="row">{fact.label}</th>
                    <td>
                      <span className="nowrap">{formatDay(fact.reviewBy)}</span>{" "}
                      <strong className={`dashboard-facts__state dashboard-facts__state--${fact.state}`}>
                        {fact.state === "overdue" ? M.factsOverdue(fact.days) : M.factsDueSoon(fact.days)}
                      </strong>
                    </td>
                    <td>
                      <a href={fact.page}>{fact.page}</a>
                    </td>
                    <td className="dashboard-facts__source">
                      {fact.source.url ? (
                        <a href={fact.source.url} rel="noopener noreferrer">
                          {fact.source.name}
                        </a>
                      ) : (
                        fact.source.name
                      )}
                    </td>
                    <td className="nowrap">{formatDay(fact.checkedOn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="console-muted">{M.factsNote}</p>
        </>
      )}
    </section>
  );
}
