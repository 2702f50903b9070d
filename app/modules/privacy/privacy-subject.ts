/**
 * Who a data-protection request is about: a mobile number, an e-mail address, or both (DPDP Act 2023
 * s.11-13). People give their number every way they write it, so the phone is read as its 10 digits;
 * e-mail addresses are compared without regard to case, as the lead table indexes them.
 */
import { INDIAN_MOBILE, LIMITS } from "#app/modules/leads/schema/field-rules.ts";

export type PrivacySubject = {
  /** 10 digits, no country code. */
  phone: string | null;
  /** Lower case. */
  email: string | null;
};

export type SubjectProblem = "empty" | "phone" | "email";

/** "+91 98765 43210", "098765-43210", "0091 9876543210" → "9876543210"; null when not a mobile number. */
export function normaliseIndianMobile(typed: string): string | null {
  let digits = typed.replace(/\D/g, "");
  if (digits.length > 10) digits = digits.replace(/^0+/, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  return INDIAN_MOBILE.test(digits) ? digits : null;
}

/**
 * Any address with one @ and a dot after it, without control characters (docs/decisions/198). Looser than the forms' rule on purpose: a request may be
 * about a staff account (`…@staff.arka-solar.example`) or an address typed before the rule existed.
 */
const ANY_EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export function normaliseEmail(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  return email.length <= LIMITS.email && ANY_EMAIL.test(email) ? email : null;
}

/** Reads the request form's two boxes: at least one must be given, and each given one must be valid. */
export function readSubject(fields: {
  phone?: unknown;
  email?: unknown;
}): { ok: true; subject: PrivacySubject } | { ok: false; problems: SubjectProblem[] } {
  const phoneText = typeof fields.phone === "string" ? fields.phone.trim() : "";
  const emailText = typeof fields.email === "string" ? fields.email.trim() : "";
  if (!phoneText && !emailText) return { ok: false, problems: ["empty"] };
  const phone = phoneText ? normaliseIndianMobile(phoneText) : null;
  const email = emailText ? normaliseEmail(emailText) : null;
  const problems: SubjectProblem[] = [
    ...(phoneText && !phone ? (["phone"] as const) : []),
    ...(emailText && !email ? (["email"] as const) : []),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, subject: { phone, email } };
}

/**
 * What the minimal record of a request keeps (the logs' mask, docs/decisions/102): enough for the person who
 * answered it to recognise it, not enough to identify anyone. "98xxxxxx10 · m***@example.org".
 */
export function subjectHint(subject: PrivacySubject): string {
  const parts: string[] = [];
  if (subject.phone) parts.push(`${subject.phone.slice(0, 2)}xxxxxx${subject.phone.slice(-2)}`);
  if (subject.email) {
    const at = subject.email.lastIndexOf("@");
    parts.push(at > 0 ? `${subject.email[0]}***${subject.email.slice(at)}` : "***");
  }
  return parts.join(" · ");
}
