import { DASHBOARD_MESSAGES } from "#app/languages/en/console/dashboard.ts";
import { formatCount } from "./dashboard-format.ts";

const TEXT = DASHBOARD_MESSAGES.contactClicks;

export type ContactClicksData = {
  pages: { pagePath: string; clicks: number }[];
  others: number;
  total: number;
};

/**
 * The console dashboard's WhatsApp clicks by page (docs/decisions/193): which pages make visitors
 * want to chat, in the dashboard's period. Styles: dashboard.css.
 */
export function DashboardContactClicks({ data }: { data: ContactClicksData }) {
  return (
    <section className="console-card" aria-labelledby="dashboard-contact-clicks">
      <h2 id="dashboard-contact-clicks">{TEXT.heading}</h2>
      {data.total === 0 ? (
        <p>{TEXT.none}</p>
      ) : (
        <div className="dashboard-table-scroll">
          <table className="dashboard-table">
            <caption>{TEXT.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT.page}</th>
                <th scope="col" className="numeric">
                  {TEXT.clicks}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.pages.map((row) => (
                <tr key={row.pagePath}>
                  <th scope="row">{row.pagePath || TEXT.notRecorded}</th>
                  <td className="numeric">{formatCount(row.clicks)}</td>
                </tr>
              ))}
              {data.others > 0 ? (
                <tr>
                  <th scope="row">{TEXT.others}</th>
                  <td className="numeric">{formatCount(data.others)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      <p className="console-muted">{TEXT.note}</p>
    </section>
  );
}
