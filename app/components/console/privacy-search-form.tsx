import { Form } from "react-router";
import { PRIVACY_MESSAGES as M } from "./privacy-messages.ts";

export type SubjectValues = { phone: string | null; email: string | null };
export type SubjectProblemCode = keyof typeof M.problems;

/**
 * The request's phone and e-mail, carried by every follow-up form (export, correct, erase) in the
 * body of a POST: personal data never goes into an address (checklist DP-7).
 */
export function SubjectInputs({ subject }: { subject: SubjectValues }) {
  return (
    <>
      <input type="hidden" name="phone" value={subject.phone ?? ""} />
      <input type="hidden" name="email" value={subject.email ?? ""} />
    </>
  );
}

/** Styled by privacy.css. Posts to the page itself, so it works without JavaScript. */
export function PrivacySearchForm({
  phone,
  email,
  problems,
}: {
  phone: string;
  email: string;
  problems: readonly SubjectProblemCode[];
}) {
  const phoneError = problems.includes("phone");
  const emailError = problems.includes("email");
  return (
    <section className="console-card" aria-labelledby="privacy-search-heading">
      <h2 id="privacy-search-heading">{M.searchHeading}</h2>
      <Form method="post" className="console-form" noValidate>
        {problems.includes("empty") ? (
          <p className="console-message console-message--error" role="alert">
            {M.problems.empty}
          </p>
        ) : null}
        <div className="privacy-field">
          <label htmlFor="privacy-phone">{M.phoneLabel}</label>
          <p className="privacy-hint" id="privacy-phone-hint">
            {M.phoneHint}
          </p>
          <input
            id="privacy-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            defaultValue={phone}
            aria-describedby={phoneError ? "privacy-phone-hint privacy-phone-error" : "privacy-phone-hint"}
            aria-invalid={phoneError || undefined}
          />
          {phoneError ? (
            <p className="privacy-error" id="privacy-phone-error">
              {M.problems.phone}
            </p>
          ) : null}
        </div>
        <div className="privacy-field">
          <label htmlFor="privacy-email">{M.emailLabel}</label>
          <p className="privacy-hint" id="privacy-email-hint">
            {M.emailHint}
          </p>
          <input
            id="privacy-email"
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            defaultValue={email}
            aria-describedby={emailError ? "privacy-email-hint privacy-email-error" : "privacy-email-hint"}
            aria-invalid={emailError || undefined}
          />
          {emailError ? (
            <p className="privacy-error" id="privacy-email-error">
              {M.problems.email}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" name="intent" value="find" className="console-button">
            {M.find}
          </button>
        </div>
      </Form>
    </section>
  );
}
