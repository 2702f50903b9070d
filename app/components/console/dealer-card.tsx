import { Form, Link } from "react-router";
import { formatIndiaDateTime, formatIndianPhone } from "./dashboard-format.ts";
import { DEALER_PAGE_MESSAGES as M } from "#app/languages/en/console/dealers.ts";

type Decision = keyof typeof M.decisions;

export type DealerCardData = {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  district: string;
  state: string;
  createdAt: number;
  decision: Decision;
  listedPublicly: boolean;
  version: number;
  phoneVerified: boolean;
  held: boolean;
  anonymised: boolean;
  lastDecision: { decision: Decision; at: number; by: string | null; note: string | null } | null;
};

/** The decisions a card's buttons take, each offered unless it is already the application's. */
const DECISIONS = [
  { decision: "approved", label: M.approve, className: "console-button" },
  { decision: "rejected", label: M.reject, className: "console-button console-button--quiet" },
] as const satisfies readonly { decision: Decision; label: string; className: string }[];

/**
 * One application: who, where, the decision and who took it, and (for `canWork`) the forms to decide
 * and to choose the public listing. Each form carries the version shown, so a change made meanwhile
 * by someone else is refused rather than overwritten. Styles: dealers.css.
 */
export function DealerCard({
  dealer,
  canWork,
  noteMax,
}: {
  dealer: DealerCardData;
  canWork: boolean;
  noteMax: number;
}) {
  const headingId = `dealer-${dealer.id}`;
  const noteId = `dealer-${dealer.id}-note`;
  const last = dealer.lastDecision;
  return (
    <li className="dealer-card">
      <div className="dealer-card__head">
        <h2 id={headingId}>{dealer.name}</h2>
        <span className={`dealer-badge dealer-badge--${dealer.decision}`}>
          {M.decisions[dealer.decision]}
        </span>
      </div>
      <dl className="dealer-card__facts">
        <div>
          <dt>{M.place}</dt>
          <dd>{[dealer.city, dealer.district, dealer.state].filter(Boolean).join(", ")}</dd>
        </div>
        <div>
          <dt>{M.phone}</dt>
          <dd>
            {formatIndianPhone(dealer.phone)}{" "}
            <span className="console-muted">
              ({dealer.phoneVerified ? M.phoneVerified.yes : M.phoneVerified.no})
            </span>
          </dd>
        </div>
        <div className="dealer-card__email">
          <dt>{M.email}</dt>
          <dd>{dealer.email}</dd>
        </div>
        <div>
          <dt>{M.applied}</dt>
          <dd>{formatIndiaDateTime(dealer.createdAt)}</dd>
        </div>
        {last ? (
          <div className="dealer-card__decision">
            <dt>{M.decisionLabel}</dt>
            <dd>
              {M.lastDecision(M.decisions[last.decision], last.by ?? M.someone, formatIndiaDateTime(last.at))}
              {last.note ? <q className="dealer-card__note">{last.note}</q> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{M.publicPage}</dt>
          <dd>{dealer.listedPublicly ? M.listed : M.notListed}</dd>
        </div>
      </dl>
      {dealer.held ? <p className="dealer-card__flag">{M.held}</p> : null}
      {dealer.anonymised ? <p className="dealer-card__flag">{M.anonymised}</p> : null}
      <p>
        <Link to={`/sales/leads/dealer/${dealer.id}`} aria-label={M.named(M.openLink, dealer.name)}>
          {M.openLink}
        </Link>
      </p>
      {canWork && !dealer.anonymised ? (
        <div className="dealer-card__actions">
          {/* Keyed on the version: once a decision is saved the form starts empty again. */}
          <Form key={dealer.version} method="post" className="dealer-card__decide">
            <input type="hidden" name="intent" value="decide" />
            <input type="hidden" name="id" value={dealer.id} />
            <input type="hidden" name="version" value={dealer.version} />
            <label htmlFor={noteId}>{M.note}</label>
            <textarea
              id={noteId}
              name="note"
              rows={2}
              maxLength={noteMax}
              aria-describedby={`${noteId}-hint`}
            />
            <p id={`${noteId}-hint`} className="console-muted dealer-card__hint">
              {M.noteHint}
            </p>
            <div className="dealer-card__buttons">
              {DECISIONS.filter(({ decision }) => dealer.decision !== decision).map(
                ({ decision, label, className }) => (
                  <button
                    key={decision}
                    type="submit"
                    name="decision"
                    value={decision}
                    className={className}
                    aria-label={M.named(label, dealer.name)}
                  >
                    {label}
                  </button>
                ),
              )}
            </div>
          </Form>
          {dealer.decision === "approved" ? (
            <Form method="post" className="dealer-card__listing">
              <input type="hidden" name="intent" value="list" />
              <input type="hidden" name="id" value={dealer.id} />
              <input type="hidden" name="version" value={dealer.version} />
              <button
                type="submit"
                name="listed"
                value={dealer.listedPublicly ? "0" : "1"}
                className="console-button console-button--quiet"
                aria-label={M.named(dealer.listedPublicly ? M.hide : M.show, dealer.name)}
              >
                {dealer.listedPublicly ? M.hide : M.show}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
