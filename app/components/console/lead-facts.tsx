import {
  formatCallbackTime,
  formatDateTimeIST,
  formatIndianPhone,
} from "#app/modules/leads/work/lead-format.ts";
import { LEAD_TEXT } from "#app/modules/leads/work/lead-labels.ts";
import type { LeadDetails } from "#app/modules/leads/work/lead-types.ts";
import { LEAD_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

/** Who sent the lead and how to reach them (first on a phone: sales call from here). */
export function LeadContact({ lead }: { lead: LeadDetails }) {
  const a = lead.address;
  return (
    <section className="console-card" aria-labelledby="lead-contact">
      <h2 id="lead-contact">{M.contactHeading}</h2>
      <dl className="lead-facts">
        <div>
          <dt>{M.mobile}</dt>
          <dd>
            <a href={`tel:+91${lead.phone}`}>{formatIndianPhone(lead.phone)}</a>
            {lead.phoneVerified === null ? null : (
              <span className="console-muted">
                {" "}
                ({lead.phoneVerified ? M.phoneVerified : M.phoneNotVerified})
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
              <dt>{M.email}</dt>
              <dd>
                <a href={`mailto:${lead.email}`}>{lead.email}</a>
              </dd>
            </div>
            <div>
              <dt>{M.address}</dt>
              <dd>
                {[a.street, a.city, a.district, `${a.state} ${a.pincode}`, a.country]
                  .filter(Boolean)
                  .join(", ")}
              </dd>
            </div>
            <div>
              <dt>{M.zone}</dt>
              <dd>{lead.zone || "—"}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{M.received}</dt>
          <dd>{formatDateTimeIST(lead.createdAt)}</dd>
        </div>
        {lead.lastActivityAt !== null ? (
          <div>
            <dt>{M.lastActivity}</dt>
            <dd>{formatDateTimeIST(lead.lastActivityAt)}</dd>
          </div>
        ) : null}
        {lead.kind === "dealer" ? (
          <div>
            <dt>{M.decision}</dt>
            <dd>
              {lead.decision === "approved"
                ? M.decisions.approved
                : lead.decision === "rejected"
                  ? M.decisions.rejected
                  : M.decisions.pending}
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
          <h2 id="lead-answers">{M.answersHeading}</h2>
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
              <h3>{M.estimateHeading}</h3>
              {lead.estimate ? (
                <>
                  <p className="lead-estimate">{lead.estimate.text}</p>
                  {lead.estimate.path ? (
                    <p>
                      <a href={lead.estimate.path} target="_blank" rel="noreferrer">
                        {M.openEstimate}
                        <span className="visually-hidden">{M.newTab}</span>
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
        <h2 id="lead-origin">{M.originHeading}</h2>
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
                <dt>{M.campaign}</dt>
                <dd>{lead.campaignId}</dd>
              </div>
              <div>
                <dt>{M.source}</dt>
                <dd>{lead.source}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt>{M.form}</dt>
              <dd>{M.partnerForm}</dd>
            </div>
          )}
          <div>
            <dt>{M.language}</dt>
            <dd>{lead.language}</dd>
          </div>
          <div>
            <dt>{M.consent}</dt>
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
