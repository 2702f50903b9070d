import { Form } from "react-router";
import { CALLBACK_SLOTS } from "#app/modules/leads/schema/callback-slots.ts";
import type { FoundLead } from "#app/modules/privacy/privacy-records.ts";
import { formatDateTime, formatDay, formatPhone } from "./privacy-format.ts";
import { PRIVACY_MESSAGES } from "#app/languages/en/console/privacy.ts";
import { SubjectInputs, type SubjectValues } from "./privacy-search-form.tsx";

const M = PRIVACY_MESSAGES.lead;
const C = PRIVACY_MESSAGES.correct;

export type CorrectionNotice = { leadKey: string; ok: boolean; message: string };

/** A stored value as staff read it: a phone as people write it, a call-back's day and part of it. */
function fieldText(field: string, value: string): string {
  if (field === "phone") return formatPhone(value);
  if (field === "preferred_date") return formatDay(value);
  if (field === "preferred_slot" && Object.hasOwn(CALLBACK_SLOTS, value))
    return CALLBACK_SLOTS[value as keyof typeof CALLBACK_SLOTS].label;
  return value;
}

/**
 * One enquiry, dealer application or call-back request as stored, and a form to correct one of its
 * fields (styled by privacy.css). The form carries the version shown, so a concurrent change is
 * reported, not overwritten.
 */
export function PrivacyLeadCard({
  lead,
  subject,
  correctable,
  notice,
}: {
  lead: FoundLead;
  subject: SubjectValues;
  correctable: readonly string[];
  notice: CorrectionNotice | null;
}) {
  const key = `${lead.kind}-${lead.id}`;
  const title = M[lead.kind](lead.id);
  const fields = Object.entries(lead.fields).filter(([, value]) => value !== undefined) as [string, string][];
  return (
    <article className="privacy-lead" aria-labelledby={`${key}-title`}>
      <h4 id={`${key}-title`}>{title}</h4>
      <p className="console-muted">
        {M.received} {formatDateTime(lead.createdAt)} · {M.matched(lead.matchedBy)}
        {lead.anonymisedAt ? ` · ${M.anonymised}` : ""}
      </p>
      <dl className="privacy-facts">
        {fields.map(([field, value]) => (
          <div key={field}>
            <dt>{M.fields[field] ?? field}</dt>
            <dd>{fieldText(field, value)}</dd>
          </div>
        ))}
        {lead.answers.map((answer, i) => (
          <div key={`answer-${i}`}>
            <dt>{answer.title}</dt>
            <dd>{answer.answer}</dd>
          </div>
        ))}
        {lead.estimate ? (
          <div>
            <dt>{M.estimate}</dt>
            <dd>{lead.estimate}</dd>
          </div>
        ) : null}
        {lead.campaign ? (
          <div>
            <dt>{M.campaign}</dt>
            <dd>
              {lead.campaign.id} · {lead.campaign.source}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{M.clientIp}</dt>
          <dd>{lead.clientIp}</dd>
        </div>
        <div>
          <dt>{M.status}</dt>
          <dd>
            {lead.status}
            {lead.lostReason ? ` (${lead.lostReason})` : ""}
          </dd>
        </div>
        <div>
          <dt>{M.notice}</dt>
          <dd>{lead.noticeVersion ?? M.none}</dd>
        </div>
        <div>
          <dt>{M.flags}</dt>
          <dd>{lead.flags.length > 0 ? lead.flags.join(", ") : M.none}</dd>
        </div>
      </dl>

      {lead.anonymisedAt === null && correctable.length > 0 ? (
        <Form method="post" className="privacy-correct" aria-labelledby={`${key}-correct`}>
          <h5 id={`${key}-correct`}>{C.heading}</h5>
          {notice ? (
            <p
              className={`console-message ${notice.ok ? "console-message--success" : "console-message--error"}`}
              role={notice.ok ? "status" : "alert"}
            >
              {notice.message}
            </p>
          ) : null}
          <SubjectInputs subject={subject} />
          <input type="hidden" name="kind" value={lead.kind} />
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="version" value={lead.version} />
          <div className="privacy-correct__row">
            <div className="privacy-field">
              <label htmlFor={`${key}-field`}>{C.field}</label>
              <select id={`${key}-field`} name="field">
                {correctable.map((field) => (
                  <option key={field} value={field}>
                    {M.fields[field] ?? field}
                  </option>
                ))}
              </select>
            </div>
            <div className="privacy-field">
              <label htmlFor={`${key}-value`}>{C.value}</label>
              <input id={`${key}-value`} name="value" type="text" autoComplete="off" required />
            </div>
          </div>
          <div>
            <button
              type="submit"
              name="intent"
              value="correct"
              className="console-button console-button--quiet"
            >
              {C.save}
            </button>
          </div>
        </Form>
      ) : null}
    </article>
  );
}
