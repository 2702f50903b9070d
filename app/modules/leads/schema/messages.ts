/**
 * The lead system's answers in words, for the API (app/routes/api/lead-answers.ts) and the forms'
 * no-JavaScript steps, so a visitor reads the same sentence either way, in the form's language. Their
 * home is the forms catalogue (app/languages/<locale>/interface/forms.ts); the names below are its English.
 */
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

export const LEAD_MESSAGES = catalogueFor("en").forms.lead;
export const OTP_API_MESSAGES = catalogueFor("en").forms.otpApi;

/** The lead answers of a language. */
export function leadMessages(locale: Locale = "en") {
  return catalogueFor(locale).forms.lead;
}

/** The OTP answers of a language. */
export function otpApiMessages(locale: Locale = "en") {
  return catalogueFor(locale).forms.otpApi;
}

/** The sentence for a lead that was refused (not stored), as the API and the forms' scripts both say it. */
export function leadRefusalMessage(
  result:
    | { reason: "bot_check_required" | "token_reused" | "phone_not_verified" }
    | { reason: "limited"; retryAfterMs: number },
  locale: Locale = "en",
): string {
  const M = leadMessages(locale);
  switch (result.reason) {
    case "limited":
      return M.tooManyRequests(Math.max(1, Math.ceil(result.retryAfterMs / 1000)));
    case "bot_check_required":
      return M.botCheckRequired;
    case "token_reused":
      return M.tokenReused;
    case "phone_not_verified":
      return M.phoneNotVerified;
  }
}

/** The sentence for a refused OTP send or check, as the API and the no-JavaScript step both say it. */
export function otpRefusalMessage(
  result:
    | { reason: "invalid_phone"; message: string }
    | { reason: "locked" | "bot_check_required" | "invalid_code" }
    | { reason: "limited"; retryAfterMs: number }
    | { reason: "not_sent"; why: keyof typeof OTP_API_MESSAGES.notSent },
  step: "send" | "verify" = "send",
  locale: Locale = "en",
): string {
  const M = otpApiMessages(locale);
  switch (result.reason) {
    case "invalid_phone":
      return result.message;
    case "locked":
      return M.phoneLocked;
    case "bot_check_required":
      return M.botCheckRequired;
    case "invalid_code":
      return M.invalid;
    case "limited": {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      return step === "verify" ? M.verifyTooMany(seconds) : M.tooMany(seconds);
    }
    case "not_sent":
      return M.notSent[result.why];
  }
}
