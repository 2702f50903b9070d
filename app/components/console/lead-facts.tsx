import {
  formatCallbackTime,
  formatDateTimeIST,
  formatIndianPhone,
} from "#app/modules/leads/work/lead-format.ts";
import { LEAD_TEXT } from "#app/modules/leads/work/lead-labels.ts";
import type { LeadDetails } from "#app/modules/leads/work/lead-types.ts";

/** Who sent the lead and how to reach them (first on a phone: sales call from here). */
export function LeadContact({ lead }: { lead: LeadDetails }) {
  const a = lead.address;
  return (
    <section className="console-card" aria-labelledby="lead-contact">
      <h2 id="lead-contact">Contact</h2>
      <dl className="lead-facts">
        <div>
          <dt>Mobile</dt>
          <dd>
            <a href={`tel:+91${lead.phone}`}>{formatIndianPhone(lead.phone)}</a>
            {lead.phoneVerified === null ? null : (
              <span className="console-muted">
                {" "}
                ({lead.phoneVerified ? "verified by code" : "not verified: confirm it when you call"})
              </span>
            )}
          </dd>
        </div>
        {lead.callback ? (
          <div>
            <dt>{LEAD_TEXT.callBackWhen}</dt>
            <dd>{formatCallbackTime(lead.callback.date, lead.callback.slot)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                {[a.street, a.city, a.district, `${a.state} ${a.pincode}`, a.country]
                  .filter(Boolean)
                  .join(", ")}
              </dd>
            </div>
            <div>
              <dt>Zone</dt>
              <dd>{lead.zone || "—"}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Received</dt>
          <dd>{formatDateTimeIST(lead.createdAt)}</dd>
        </div>
        {lead.lastActivityAt !== null ? (
          <div>
            <dt>Last activity</dt>
            <dd>{formatDateTimeIST(lead.lastActivityAt)}</dd>
          </div>
        ) : null}
        {lead.kind === "dealer" ? (
          <div>
            <dt>Decision</dt>
            <dd>
              {lead.decision === "approved"
                ? "Approved"
                : lead.decision === "rejected"
                  ? "Rejected"
                  : "Pending"}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** What the visitor sent besides their contact: the answers as asked, the estimate, where it came from, consent. */
export function LeadAnswers({ lead }: { lead: LeadDetails }) {
  return (
    <>
      {lead.kind === "callback" ? null : (
        <section className="console-card" aria-labelledby="lead-answers">
          <h2 id="lead-answers">Questions and answers</h2>
          {lead.answers.length > 0 ? (
            <dl className="lead-facts">
              {lead.answers.map((answer, i) => (
                <div key={i}>
                  <dt>{answer.title}</dt>
                  <dd>{answer.answer || "—"}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="console-muted">—</p>
          )}
          {lead.kind === "enquiry" ? (
            <>
              <h3>Solar calculator estimate</h3>
              {lead.estimate ? (
                <>
                  <p className="lead-estimate">{lead.estimate.text}</p>
                  {lead.estimate.path ? (
                    <p>
                      <a href={lead.estimate.path} target="_blank" rel="noreferrer">
                        Open this estimate in the calculator
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="console-muted">{LEAD_TEXT.noEstimate}</p>
              )}
            </>
          ) : null}
        </section>
      )}

      <section className="console-card" aria-labelledby="lead-origin">
        <h2 id="lead-origin">Where it came from</h2>
        <dl className="lead-facts">
          {lead.pagePath !== null ? (
            <div>
              <dt>{LEAD_TEXT.askedOn}</dt>
              <dd>{lead.pagePath || LEAD_TEXT.pageNotRecorded}</dd>
            </div>
          ) : null}
          {lead.campaignId !== null ? (
            <>
              <div>
                <dt>Campaign</dt>
                <dd>{lead.campaignId}</dd>
              </div>
              <div>
                <dt>Source</dt>
                <dd>{lead.source}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt>Form</dt>
              <dd>Become a partner</dd>
            </div>
          )}
          <div>
            <dt>Language</dt>
            <dd>{lead.language}</dd>
          </div>
          <div>
            <dt>Consent</dt>
            <dd>
              {lead.noticeVersion
                ? LEAD_TEXT.consent(lead.noticeVersion, formatDateTimeIST(lead.createdAt))
                : LEAD_TEXT.consentUnknown}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
