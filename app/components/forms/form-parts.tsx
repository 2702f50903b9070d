import { forwardRef, type ReactNode } from "react";
import { Link } from "react-router";
import { fieldIds } from "./form-fields.tsx";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#app/modules/leads/schema/form-protection.ts";
import { NOTICE_VERSION, NOTICE_VERSION_FIELD } from "#app/content/consent-notice.ts";

/**
 * The two hidden fields every lead form carries (app/modules/leads/README.md): the signed form token
 * and the honeypot, kept off-screen (not display:none) and out of the accessibility tree.
 */
export function FormProtectionFields({ formToken }: { formToken: string }) {
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <div className="form-honeypot" aria-hidden="true">
        <label>
          Leave this empty
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
  const names = order.filter((name) => errors[name]);
  if (names.length === 0) return null;
  return (
    <div ref={ref} className="form-alert form-alert--error" role="alert" tabIndex={-1}>
      <h3 className="form-alert__title">Please correct the following:</h3>
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
export function FormAlert({ tone, children }: { tone: "error" | "info"; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/**
 * The notice at collection (security checklist DP-1): which details, for what, and where to read how
 * to withdraw consent, exercise rights or complain (the privacy policy). The form posts the notice's
 * version with the lead (app/content/consent-notice.ts), so sales can see which notice was accepted.
 */
export function ConsentNotice({
  collected,
  purpose,
  hindi,
}: {
  collected: string;
  purpose: string;
  /** The same notice's parts in Hindi (checklist DP-1: the notice with a language option). */
  hindi: { collected: string; purpose: string };
}) {
  return (
    <div className="form-consent">
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={NOTICE_VERSION} />
      <p>
        We collect your {collected} only to {purpose}. We do not sell them or use them for marketing. Our{" "}
        <Link to="/privacy-policy" target="_blank">
          privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
        </Link>{" "}
        explains how long we keep them, how to withdraw consent or ask for them to be erased, and how to
        complain.
      </p>
      <details className="form-consent__translation" lang="hi">
        <summary>यह सूचना हिन्दी में पढ़ें</summary>
        <p>
          हम आपके {hindi.collected} केवल {hindi.purpose} के लिए लेते हैं। हम इन्हें न बेचते हैं, न मार्केटिंग के लिए इस्तेमाल करते
          हैं। हमारी{" "}
          <Link to="/privacy-policy" target="_blank">
            गोपनीयता नीति (अंग्रेज़ी में)<span className="visually-hidden"> (नए टैब में खुलती है)</span>
          </Link>{" "}
          बताती है कि हम इन्हें कितने समय तक रखते हैं, सहमति कैसे वापस लें या इन्हें मिटाने के लिए कैसे कहें, और शिकायत कैसे करें।
        </p>
      </details>
    </div>
  );
}
