import type { InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";

export type SubjectValues = { phone: string | null; email: string | null };
export type SubjectProblemCode = keyof typeof M.problems;

/**
 * The request's phone and e-mail, carried by every follow-up form (export, correct, erase) in the
 * body of a POST: personal data never goes into an address (docs/decisions/116).
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
  return (
    <section className="console-card" aria-labelledby="privacy-search-heading">
      <h2 id="privacy-search-heading">{M.searchHeading}</h2>
      <Form method="post" className="console-form" noValidate>
        {problems.includes("empty") ? (
          <p className="console-message console-message--error" role="alert">
            {M.problems.empty}
          </p>
        ) : null}
        <SearchField
          name="phone"
          label={M.phoneLabel}
          hint={M.phoneHint}
          problem={problems.includes("phone") ? M.problems.phone : undefined}
          type="tel"
          inputMode="tel"
          defaultValue={phone}
        />
        <SearchField
          name="email"
          label={M.emailLabel}
          hint={M.emailHint}
          problem={problems.includes("email") ? M.problems.email : undefined}
          type="email"
          spellCheck={false}
          defaultValue={email}
        />
        <div>
          <button type="submit" name="intent" value="find" className="console-button">
            {M.find}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** One field of the search: its label, a hint, and the problem with what was typed, if any. */
function SearchField({
  name,
  label,
  hint,
  problem,
  ...input
}: { name: "phone" | "email"; label: string; hint: string; problem: string | undefined } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "inputMode" | "spellCheck" | "defaultValue"
>) {
  const id = `privacy-${name}`;
  return (
    <div className="privacy-field">
      <label htmlFor={id}>{label}</label>
      <p className="privacy-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        autoComplete="off"
        {...input}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
      />
      {problem ? (
        <p className="privacy-error" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
