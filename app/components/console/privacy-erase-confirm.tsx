import { Form } from "react-router";
import { PERSONAL_DATA_GROUPS, type PersonalDataCounts } from "#app/modules/privacy/privacy-records.ts";
import { formatPhone } from "./privacy-format.ts";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";
import { SubjectInputs, type SubjectValues } from "./privacy-search-form.tsx";

/**
 * The erasure's second step: says what will happen to each kind of record before anything changes.
 * The form carries the fingerprint of what is listed; if the records change before the click, the
 * server erases nothing and shows this step again (styled by privacy.css).
 */
export function PrivacyEraseConfirm({
  subject,
  counts,
  fingerprint,
  changed,
}: {
  subject: SubjectValues;
  counts: PersonalDataCounts;
  fingerprint: string;
  changed: boolean;
}) {
  const groups = PERSONAL_DATA_GROUPS.filter((group) => counts[group] > 0 && group !== "staffAccounts");
  const who = [subject.phone ? formatPhone(subject.phone) : null, subject.email].filter(Boolean).join(" · ");
  return (
    <section className="console-card privacy-confirm" aria-labelledby="privacy-confirm-heading">
      <h2 id="privacy-confirm-heading" tabIndex={-1}>
        {M.confirmHeading}
      </h2>
      {changed ? (
        <p className="console-message console-message--error" role="alert">
          {M.changed}
        </p>
      ) : null}
      <p>
        <strong>{who}</strong>
      </p>
      <p>{M.confirmIntro}</p>
      <ul className="privacy-confirm__list">
        {groups.map((group) => (
          <li key={group}>{M.confirmLines[group](counts[group])}</li>
        ))}
      </ul>
      {counts.staffAccounts > 0 ? (
        <p>
          {M.confirmKept} {M.confirmLines.staffAccounts(counts.staffAccounts)}
        </p>
      ) : null}
      <p>{M.confirmRecord}</p>
      <p className="console-muted">{M.confirmOutside}</p>
      <div className="privacy-confirm__buttons">
        <Form method="post">
          <SubjectInputs subject={subject} />
          <input type="hidden" name="fingerprint" value={fingerprint} />
          <button type="submit" name="intent" value="erase" className="console-button privacy-button--danger">
            {M.confirmButton}
          </button>
        </Form>
        <Form method="post">
          <SubjectInputs subject={subject} />
          <button type="submit" name="intent" value="find" className="console-button console-button--quiet">
            {M.cancel}
          </button>
        </Form>
      </div>
    </section>
  );
}
