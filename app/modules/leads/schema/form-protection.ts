/**
 * Names of the hidden fields every lead form carries (isomorphic). See app/modules/leads/README.md.
 */
import { isLocale, localeFromPath, type Locale } from "#app/i18n/locales.ts";

/** Hidden input holding the signed form token: idempotency key + render time (docs/decisions/105, 103). */
export const FORM_TOKEN_FIELD = "form_token";

/**
 * The honeypot: a text input people never see or fill (docs/decisions/105). Keep it out of view with CSS
 * (not `display:none`, which some bots skip), with `tabindex="-1"`, `autocomplete="off"` and
 * `aria-hidden="true"` on its wrapper. A name that browsers do not autofill.
 */
export const HONEYPOT_FIELD = "hp_reference";

/** Dealer application: the token a successful OTP verify returned for this phone (docs/decisions/102). */
export const PHONE_TOKEN_FIELD = "phone_verification_token";

/** OTP send: the solved bot-check challenge, as JSON (docs/decisions/109; app/platform/bot-check/bot-check.ts). */
export const BOT_CHECK_FIELD = "bot_check";

/**
 * Set by the form's script as it posts to the route action (docs/decisions/201): the sender can run the
 * bot check when asked and reads the answer as data, so the action answers as it answers the API (a
 * doubt is asked about, not only recorded). A plain form post lacks it.
 */
export const SENT_BY_SCRIPT_FIELD = "sent_by_script";

/** Where a prerendered page (or a reset form) gets a fresh form token. */
export const FORM_TOKEN_ENDPOINT = "/api/forms/token";

/**
 * The language of the page a form was shown on (docs/decisions/180): the server validates and answers in it,
 * and the lead stores it. Missing or unknown reads as English.
 */
export const LOCALE_FIELD = "locale";

/** The posted `locale` field as a language of the site; anything else is `fallback` (English). */
export function postedLocale(value: unknown, fallback: Locale = "en"): Locale {
  const text = typeof value === "string" ? value.trim() : "";
  return isLocale(text) ? text : fallback;
}

/**
 * The language of a no-JavaScript post: the form's hidden `locale` field, else the page it was posted
 * to (an old cached page without the field). Written back into the fields, so the lead system
 * validates in it and stores it.
 */
export function postedFormLocale(request: Request, fields: Record<string, string>): Locale {
  const locale = postedLocale(fields[LOCALE_FIELD], localeFromPath(new URL(request.url).pathname));
  fields[LOCALE_FIELD] = locale;
  return locale;
}
