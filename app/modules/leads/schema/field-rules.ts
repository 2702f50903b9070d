/**
 * Building blocks the enquiry and dealer schemas share (isomorphic). Every field is read as trimmed text
 * and checked by an ordered list of rules; the first rule that fails gives the field's one message, so
 * the browser and the server show exactly the same words.
 */
import * as z from "zod/mini";
import { catalogueFor, type Catalogue } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

// zod compiles object parsers with `new Function` when it may; the site's CSP forbids eval, and the
// probe alone is reported as a violation in the browser. The interpreted parser is fast enough here.
z.config({ jitless: true });

export type Rule = { test: (value: string) => boolean; message: string };

/** Length caps (docs/decisions/101). */
export const LIMITS = {
  name: 100,
  email: 254,
  city: 100,
  street: 500,
  answer: 1000,
  campaign: 100,
} as const;

/**
 * Messages for cases the specification does not cover (docs/decisions/101-validation-messages.md), in
 * English; their home is the forms catalogue (app/languages/<locale>/interface/forms.ts), one per language.
 */
export const EXTRA_MESSAGES = catalogueFor("en").forms.validation.extra;

/** The validation messages of a language (the form's, as posted in its hidden `locale` field). */
export function validationMessages(locale: Locale = "en") {
  return catalogueFor(locale).forms.validation;
}

/**
 * `create(locale)`, built once per language and kept. Keyed by the catalogue `catalogueFor(locale)`
 * returns, not by the locale: in the browser that is English until app/entry.client.tsx's
 * `loadCatalogue` has run, and a value built then must not stand in for the language once it is loaded.
 */
export function perLocale<T>(create: (locale: Locale) => T): (locale?: Locale) => T {
  const built = new WeakMap<Catalogue, T>();
  return (locale = "en") => {
    const catalogue = catalogueFor(locale);
    let value = built.get(catalogue);
    if (value === undefined) built.set(catalogue, (value = create(locale)));
    return value;
  };
}

/** An address with a 2 to 4 letter ending (docs/decisions/200, Forms). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const DIGITS_ONLY = /^\d+$/;
/** An Indian mobile number without the +91 prefix (docs/decisions/101). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const CAMPAIGN_CHARSET = /^[A-Za-z0-9_.-]*$/;

/**
 * What a person means by a mobile number, however it was typed or pasted (docs/decisions/166): "+91 98765
 * 43210", "0091 98765 43210", "(+91) 9876543210", "919876543210", "09876543210", "98765-43210" all mean
 * 9876543210. A number with another country code keeps its "+" so the check can say why it is refused;
 * anything with letters is left for the "numbers only" message.
 */
export function nationalMobile(value: string): string {
  const typed = value.trim();
  if (/[^\d\s().+-]/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, "");
  if (/^\(?\+/.test(typed) || digits.startsWith("00")) {
    const international = digits.replace(/^00/, "");
    return international.startsWith("91") ? international.slice(2) : `+${international}`;
  }
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/**
 * The phone box, cleaned on change, paste and blur (docs/decisions/200, Forms): the national number's digits,
 * at most 10. While a prefix is still being typed (91…, 0…) it keeps the digits needed to recognise it;
 * a foreign number keeps its "+" (the form then says it is not Indian).
 */
export function normalisePhone(value: string): string {
  const national = nationalMobile(value);
  if (national.startsWith("+")) return national.slice(0, 16);
  const digits = national.replace(/\D/g, "");
  return digits.slice(0, digits.startsWith("91") ? 12 : digits.startsWith("0") ? 11 : 10);
}

/**
 * The phone box's length limit in the HTML: room for "+91 98765 43210" pasted before the page's script
 * runs (the server reads it the same way); the script then keeps the box to 10 digits.
 */
export const PHONE_BOX_MAX_LENGTH = 20;

/** The pin code box keeps digits only, at most 6. */
export function normalisePincode(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

/** Any submitted value as trimmed text; numbers become their digits, anything else counts as empty. */
export function toText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

export const required = (message: string): Rule => ({ test: (v) => v.length > 0, message });
export const maxLength = (max: number, message: string): Rule => ({ test: (v) => v.length <= max, message });
export const matches = (pattern: RegExp, message: string): Rule => ({
  test: (v) => pattern.test(v),
  message,
});

/**
 * Control characters (C0, DEL, C1): nobody types them, PostgreSQL cannot store a NUL, and the rest
 * break e-mails and CSV cells. `multiline` allows tab, line feed and carriage return (docs/decisions/198).
 */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? /(?![\t\n\r])\p{Cc}/u : /\p{Cc}/u).test(value);
}

/** Refuses a control character with the field's own message (every free-text field has one). */
export const plainText = (message: string): Rule => ({ test: (v) => !hasControlCharacters(v), message });

/** The messages the enquiry and the dealer rules share (both forms' sets have them). */
type FormMessages = ReturnType<typeof validationMessages>["enquiry" | "dealer"];
type FieldNames = ReturnType<typeof validationMessages>["fieldNames"];

/** Email: required, at most `LIMITS.email` characters, an address (docs/decisions/200, Forms). */
export function emailRules(M: FormMessages, names: FieldNames): Rule[] {
  return [
    required(M.emailRequired),
    maxLength(LIMITS.email, M.tooLong(names.email, LIMITS.email)),
    matches(EMAIL_PATTERN, M.emailInvalid),
  ];
}

/**
 * An Indian mobile number (for `phoneField`): required, digits only, 10 of them (`tenMessage`: the two
 * forms word it differently), starting with 6 to 9.
 */
export function indianMobileRules(M: FormMessages, tenMessage: string): Rule[] {
  return [
    required(M.phoneRequired),
    matches(DIGITS_ONLY, M.phoneDigitsOnly),
    { test: (v) => v.length === 10, message: tenMessage },
    matches(INDIAN_MOBILE, M.phoneNotIndianMobile),
  ];
}

/**
 * State: required and one of the list. `isListed` is the geography's look-up (passed in, so this module
 * does not pull the geography into every page that only cleans a pin code).
 */
export function stateRules(M: FormMessages, isListed: (state: string) => unknown): Rule[] {
  return [required(M.stateRequired), { test: (v) => !!isListed(v), message: M.stateUnknown }];
}

/** District: required (whether it belongs to the state is the schema's cross-field check). */
export function districtRules(M: FormMessages): Rule[] {
  return [required(M.districtRequired)];
}

/** City: required, at most `LIMITS.city` characters, no control characters. */
export function cityRules(M: FormMessages, names: FieldNames): Rule[] {
  return [
    required(M.cityRequired),
    maxLength(LIMITS.city, M.tooLong(names.city, LIMITS.city)),
    plainText(M.invalidCharacters(names.city)),
  ];
}

/** A person's name (`what` names it in the messages): required, at most `LIMITS.name`, no control characters. */
export function nameRules(M: FormMessages, requiredMessage: string, what: string): Rule[] {
  return [
    required(requiredMessage),
    maxLength(LIMITS.name, M.tooLong(what, LIMITS.name)),
    plainText(M.invalidCharacters(what)),
  ];
}

/** Pin code: required, digits only, six of them, not starting with 0. */
export function pincodeRules(M: FormMessages): Rule[] {
  return [
    required(M.pincodeRequired),
    matches(DIGITS_ONLY, M.pincodeDigitsOnly),
    { test: (v) => v.length === 6, message: M.pincodeSixDigits },
    { test: (v) => !v.startsWith("0"), message: M.pincodeLeadingZero },
  ];
}

/** Text already read by `toText`, checked by `rules` in order; only the first failing rule reports. */
function checkedText(rules: readonly Rule[]) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const failed = rules.find((rule) => !rule.test(value));
      if (failed) ctx.addIssue({ code: "custom", message: failed.message });
    }),
  );
}

/** A text field checked by `rules` in order; only the first failing rule reports. */
export function textField(rules: readonly Rule[]) {
  return z.pipe(z.transform(toText), checkedText(rules));
}

/**
 * A mobile number read as a person meant it (`nationalMobile`), then checked by `rules`; a number with
 * another country code gets `foreignMessage`.
 */
export function phoneField(rules: readonly Rule[], foreignMessage: string) {
  return z.pipe(
    z.transform((value: unknown) => nationalMobile(toText(value))),
    checkedText([
      ...rules.slice(0, 1),
      { test: (v) => !v.startsWith("+"), message: foreignMessage },
      ...rules.slice(1),
    ]),
  );
}

/** A field that falls back to `fallback` when absent or blank (campaign_id '23', source 'website'). */
export function defaultedField(fallback: string, rules: readonly Rule[]) {
  // The fallback is read as text too, exactly as `textField` would read it.
  return z.pipe(
    z.transform((v: unknown) => toText(toText(v) || fallback)),
    checkedText(rules),
  );
}

/**
 * One answer to a question from the database: required, at most `LIMITS.answer` characters, no control
 * characters, and, when the question has options, one of them (`canonical` gives the option as stored, or undefined).
 */
export function answerField({
  messages,
  canonical,
}: {
  messages: { required: string; tooLong: string; unknown: string; invalidCharacters: string };
  canonical?: (value: string) => string | undefined;
}) {
  return z.pipe(
    z.transform(toText),
    z.pipe(
      z.string().check(
        z.superRefine((value, ctx) => {
          const message = !value
            ? messages.required
            : value.length > LIMITS.answer
              ? messages.tooLong
              : hasControlCharacters(value)
                ? messages.invalidCharacters
                : canonical && canonical(value) === undefined
                  ? messages.unknown
                  : null;
          if (message) ctx.addIssue({ code: "custom", message });
        }),
      ),
      z.transform((value: string) => canonical?.(value) ?? value),
    ),
  );
}

/**
 * Dynamic answers arrive as an object, or (from multipart forms) as its JSON text; anything else is
 * read as no answers at all.
 */
export function toAnswers(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return parsed && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/** First message per field, keyed by the field's path ("email", "enquiry_requirements.3"). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
