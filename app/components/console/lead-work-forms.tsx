import type { ReactNode } from "react";
import { Form } from "react-router";
import { LEAD_STATUSES } from "#app/modules/leads/work/inbox-filter.ts";
import { LIMITS, WORK_FIELDS, type LeadIntent } from "#app/modules/leads/work/lead-change.ts";
import {
  INBOX_TEXT,
  LEAD_TEXT,
  STATUS_LABELS,
  WORK_ERRORS,
  type LeadEventView,
} from "#app/modules/leads/work/lead-labels.ts";
import type { LeadDetails } from "#app/modules/leads/work/lead-types.ts";
import { LeadEvent } from "./lead-timeline.tsx";
import { LEAD_MESSAGES as M } from "#app/languages/en/console/inbox.ts";

/** The work section's anchor: every change form's answer opens there. */
export const WORK_SECTION_ID = "lead-work";

/** What the action answers when a change was not saved: the messages, and what the user had typed. */
export type WorkActionData = {
  intent: LeadIntent | null;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  conflict?: { changes: LeadEventView[] };
};

type FieldProps = { id: string; error: string | undefined };

function fieldProps({ id, error }: FieldProps) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}

function FieldError({ id, error }: FieldProps) {
  return error ? (
    <p id={`${id}-error`} className="lead-field-error">
      {error}
    </p>
  ) : null;
}

/**
 * A change form: its intent, and the version of the lead it was based on (docs/decisions/114). It
 * posts to the page's own address with #lead-work, so the answer (saved, refused, a conflict) opens
 * scrolled to this section, with or without JavaScript.
 */
function WorkForm({
  action,
  intent,
  version,
  submit,
  children,
}: {
  action: string;
  intent: LeadIntent;
  version: number;
  /** The label of a plain submit button after the fields (a form with its own buttons leaves it out). */
  submit?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="lead-work__form">
      <input type="hidden" name={WORK_FIELDS.intent} value={intent} />
      <input type="hidden" name={WORK_FIELDS.version} value={version} />
      {children}
      {submit === undefined ? null : (
        <button type="submit" className="console-button">
          {submit}
        </button>
      )}
    </Form>
  );
}

/** The conflict message: someone else's changes since the page was loaded, with who and when. */
function ConflictNotice({ changes }: { changes: readonly LeadEventView[] }) {
  return (
    <div className="console-message console-message--error lead-conflict" role="alert">
      <h3>{WORK_ERRORS.conflictTitle}</h3>
      <p>{WORK_ERRORS.conflictBody}</p>
      {changes.length > 0 ? (
        <ul>
          {changes.map((change, i) => (
            <li key={i}>
              <LeadEvent event={change} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Working the lead: status (lost needs a reason), assignee, next follow-up, a note, and held or not.
 * Each form posts on its own, with the lead's version; a form whose change was refused comes back with
 * what was typed in it.
 */
export function LeadWorkForms({
  lead,
  staff,
  actionData,
  saved,
}: {
  lead: LeadDetails;
  staff: readonly { id: number; name: string }[];
  actionData: WorkActionData | undefined;
  /** What the last change saved, said once after it (the page's `saved` parameter). */
  saved: string | null;
}) {
  const action = `/sales/leads/${lead.kind}/${lead.id}#${WORK_SECTION_ID}`;
  const typed = (intent: LeadIntent) => (actionData?.intent === intent ? actionData.values : undefined);
  const errorOf = (intent: LeadIntent, field: string) =>
    actionData?.intent === intent ? actionData.fieldErrors?.[field] : undefined;
  const key = (intent: LeadIntent) => `${intent}-${lead.version}-${typed(intent) ? "typed" : "saved"}`;
  const assigneeGone = lead.assigneeId !== null && !staff.some((s) => s.id === lead.assigneeId);

  const statusError = errorOf("status", WORK_FIELDS.status);
  const reasonError = errorOf("status", WORK_FIELDS.lostReason);
  const assigneeError = errorOf("assignee", WORK_FIELDS.assignee);
  const followUpError = errorOf("follow-up", WORK_FIELDS.followUp);
  const noteError = errorOf("note", WORK_FIELDS.note);
  const heldError = errorOf("release", "intent") ?? errorOf("spam", "intent");

  return (
    <section className="console-card lead-work" id={WORK_SECTION_ID} aria-labelledby="lead-work-title">
      <h2 id="lead-work-title">{M.workHeading}</h2>
      {saved && !actionData ? (
        <p className="console-message console-message--success lead-saved" role="status">
          {saved}
        </p>
      ) : null}
      {actionData?.conflict ? <ConflictNotice changes={actionData.conflict.changes} /> : null}

      {/* A held lead's first question is whether it is real: that answer comes first. */}
      {lead.held ? (
        <WorkForm action={action} key={key("release")} intent="release" version={lead.version}>
          <p>{LEAD_TEXT.releaseHint}</p>
          <FieldError id="lead-held" error={heldError} />
          <button type="submit" className="console-button">
            {LEAD_TEXT.release}
          </button>
        </WorkForm>
      ) : null}

      <WorkForm
        action={action}
        key={key("status")}
        intent="status"
        version={lead.version}
        submit={M.saveStatus}
      >
        <label htmlFor="lead-status">{M.status}</label>
        <select
          name={WORK_FIELDS.status}
          defaultValue={typed("status")?.[WORK_FIELDS.status] ?? lead.status}
          {...fieldProps({ id: "lead-status", error: statusError })}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <FieldError id="lead-status" error={statusError} />
        <label htmlFor="lead-lost-reason">{M.lostReason}</label>
        <input
          name={WORK_FIELDS.lostReason}
          maxLength={LIMITS.lostReason}
          defaultValue={typed("status")?.[WORK_FIELDS.lostReason] ?? lead.lostReason ?? ""}
          {...fieldProps({ id: "lead-lost-reason", error: reasonError })}
        />
        <FieldError id="lead-lost-reason" error={reasonError} />
      </WorkForm>

      <WorkForm
        action={action}
        key={key("assignee")}
        intent="assignee"
        version={lead.version}
        submit={M.saveAssignee}
      >
        <label htmlFor="lead-assignee">{M.assignedTo}</label>
        <select
          name={WORK_FIELDS.assignee}
          defaultValue={
            typed("assignee")?.[WORK_FIELDS.assignee] ??
            (lead.assigneeId === null ? "" : String(lead.assigneeId))
          }
          {...fieldProps({ id: "lead-assignee", error: assigneeError })}
        >
          <option value="">{INBOX_TEXT.noAssignee}</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          {assigneeGone ? (
            <option value={String(lead.assigneeId)} disabled>
              {lead.assigneeName ?? M.formerStaff} {M.noLongerWorks}
            </option>
          ) : null}
        </select>
        <FieldError id="lead-assignee" error={assigneeError} />
      </WorkForm>

      <WorkForm
        action={action}
        key={key("follow-up")}
        intent="follow-up"
        version={lead.version}
        submit={M.saveDate}
      >
        <label htmlFor="lead-follow-up">{M.followUp}</label>
        <input
          type="date"
          name={WORK_FIELDS.followUp}
          defaultValue={typed("follow-up")?.[WORK_FIELDS.followUp] ?? lead.followUpOn ?? ""}
          {...fieldProps({ id: "lead-follow-up", error: followUpError })}
        />
        <FieldError id="lead-follow-up" error={followUpError} />
      </WorkForm>

      <WorkForm action={action} key={key("note")} intent="note" version={lead.version} submit={M.addNote}>
        <label htmlFor="lead-note">{M.note}</label>
        <textarea
          name={WORK_FIELDS.note}
          rows={3}
          maxLength={LIMITS.note}
          defaultValue={typed("note")?.[WORK_FIELDS.note] ?? ""}
          {...fieldProps({ id: "lead-note", error: noteError })}
        />
        <FieldError id="lead-note" error={noteError} />
      </WorkForm>

      {lead.held ? null : (
        <WorkForm action={action} key={key("spam")} intent="spam" version={lead.version}>
          <FieldError id="lead-held" error={heldError} />
          <button type="submit" className="console-button console-button--quiet">
            {LEAD_TEXT.markSpam}
          </button>
        </WorkForm>
      )}
    </section>
  );
}
