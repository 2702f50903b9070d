import { formatDateTime } from "./privacy-format.ts";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";

export type RecentRequest = { id: number; at: number; kind: string; hint: string; staffName: string };

/** The minimal records of the requests answered: what, when, by whom, and a masked hint only. */
export function PrivacyRecentRequests({ requests }: { requests: readonly RecentRequest[] }) {
  return (
    <section className="console-card" aria-labelledby="privacy-recent-heading">
      <h2 id="privacy-recent-heading">{M.recentHeading}</h2>
      {requests.length === 0 ? (
        <p className="console-muted">{M.recentEmpty}</p>
      ) : (
        <ul className="privacy-list">
          {requests.map((request) => (
            <li key={request.id}>
              <strong>
                {request.id}. {M.kinds[request.kind] ?? request.kind}
              </strong>{" "}
              · {request.hint} · {formatDateTime(request.at)} · {M.by(request.staffName)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
