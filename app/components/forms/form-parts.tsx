import { forwardRef, type ReactNode } from "react";
import { Link } from "react-router";
import { fieldIds } from "./form-fields.tsx";
import { catalogueFor, type Catalogue } from "#app/i18n/catalogue.ts";
import { consent as hindiNotice } from "#app/languages/hi/interface/consent.ts";
import { DEFAULT_LOCALE, localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, LOCALE_FIELD } from "#app/modules/leads/schema/form-protection.ts";
import { NOTICE_VERSION, NOTICE_VERSION_FIELD } from "#app/content/consent-notice.ts";

/**
 * The hidden fields every lead form carries (app/modules/leads/README.md): the signed form token, the
 * page's language (the server answers in it and the lead keeps it) and the honeypot, kept off-screen
 * (not display:none) and out of the accessibility tree.
 */
export function FormProtectionFields({ formToken }: { formToken: string }) {
  const locale = useLocale();
  const text = useCatalogue().forms.common;
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <div className="form-honeypot" aria-hidden="true">
        <label>
          {text.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/**
 * "There is a problem" box listing every error as a link to its field. Focused on a failed submit
 * (by the form) so screen reader users hear what to fix.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { formId: string; errors: Record<string, string>; order: readonly string[] }
>(function ErrorSummary({ formId, errors, order }, ref) {
  const title = useCatalogue().forms.common.errorSummaryTitle;
  const names = order.filter((name) => errors[name]);
  if (names.length === 0) return null;
  return (
    <div ref={ref} className="form-alert form-alert--error" role="alert" tabIndex={-1}>
      <h3 className="form-alert__title">{title}</h3>
      <ul className="form-alert__list">
        {names.map((name) => (
          <li key={name}>
            <a href={`#${fieldIds(formId, name).control}`}>{errors[name]}</a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** A status line above or below a form (load failures, a lost connection, a refused request). */
/**
 * Learns the route a form on another page posts to and loads its module ahead (docs/decisions/201):
 * a first post made offline would otherwise turn into a page load of that route, losing the form.
 */
export function ActionRouteReady({ action }: { action: string }) {
  return <Link to={action} discover="render" prefetch="render" hidden />;
}

export function FormAlert({ tone, children }: { tone: "error" | "info"; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** Which form's notice: each says what it collects and why (app/languages/<locale>/interface/consent.ts). */
export type ConsentForm = "enquiry" | "dealer" | "callback";

/**
 * The notice at collection (docs/decisions/165): which details, for what, and where to read how
 * to withdraw consent, exercise rights or complain (the privacy policy). The form posts the notice's
 * version with the lead (app/content/consent-notice.ts), so sales can see which notice was accepted;
 * the lead's language says which translation. A Hindi or Telugu page shows the notice in its own
 * language; an English page shows it in English with the Hindi text one click away (record 165).
 */
export function ConsentNotice({ form }: { form: ConsentForm }) {
  const locale = useLocale();
  return (
    <div className="form-consent">
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={NOTICE_VERSION} />
      <NoticeText
        form={form}
        text={catalogueFor(locale).consent}
        policyPath={localizedPath("/privacy-policy", locale)}
      />
      {locale === DEFAULT_LOCALE ? (
        <details className="form-consent__translation" lang="hi">
          <summary>{hindiNotice.readHere}</summary>
          <NoticeText form={form} text={hindiNotice} policyPath="/privacy-policy" />
        </details>
      ) : null}
    </div>
  );
}

function NoticeText({
  form,
  text,
  policyPath,
}: {
  form: ConsentForm;
  text: Catalogue["consent"];
  policyPath: string;
}) {
  return (
    <p>
      {text.lead(text[form].collected, text[form].purpose)}{" "}
      <Link to={policyPath} target="_blank">
        {text.link}
        <span className="visually-hidden">{text.newTab}</span>
      </Link>{" "}
      {text.rest}
    </p>
  );
}
