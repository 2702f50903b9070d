/**
 * The fields a person may have corrected (DPDP Act s.12), per kind of lead, each checked by the same
 * rule the form used when the lead came in (so a corrected lead is as valid as a new one). State and
 * district are not here: they decide the sales zone, and a move is a new enquiry, not a correction.
 */
import { dealerFields } from "#app/modules/dealers/dealer-schema.ts";
import { callbackSchema } from "#app/modules/leads/schema/callback-schema.ts";
import { enquiryFields } from "#app/modules/leads/schema/enquiry-schema.ts";
import type { LeadKind } from "./privacy-records.ts";

/** Column → the form field whose rule checks it. */
const RULES = {
  enquiry: {
    name: enquiryFields.name,
    email: enquiryFields.email,
    phone: enquiryFields.phone_number,
    city: enquiryFields.city,
    pincode: enquiryFields.pincode,
  },
  dealer: {
    first_name: dealerFields.first_name,
    last_name: dealerFields.last_name,
    email: dealerFields.email,
    phone: dealerFields.phone,
    street: dealerFields.street,
    city: dealerFields.city,
    pincode: dealerFields.pincode,
  },
  // The preferred day and part of it are the request, not the person: sales change them when they call.
  callback: {
    name: callbackSchema.shape.name,
    phone: callbackSchema.shape.phone_number,
  },
} as const satisfies Record<LeadKind, object>;

export type CorrectableField<K extends LeadKind = LeadKind> = keyof (typeof RULES)[K];

export const CORRECTABLE_FIELDS: { [K in LeadKind]: readonly CorrectableField<K>[] } = {
  enquiry: Object.keys(RULES.enquiry) as CorrectableField<"enquiry">[],
  dealer: Object.keys(RULES.dealer) as CorrectableField<"dealer">[],
  callback: Object.keys(RULES.callback) as CorrectableField<"callback">[],
};

export function isCorrectableField(kind: LeadKind, field: string): field is CorrectableField {
  return (CORRECTABLE_FIELDS[kind] as readonly string[]).includes(field);
}

/**
 * The new value as the form would store it (trimmed; a phone typed "+91 98765 43210" becomes its 10
 * digits), or the form's own message for it.
 */
export function checkCorrection(
  kind: LeadKind,
  field: string,
  typed: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const rules = RULES[kind] as Record<string, (typeof RULES)[LeadKind][keyof (typeof RULES)[LeadKind]]>;
  const rule = rules[field];
  if (!rule) return { ok: false, message: "unknown field" };
  const input = field === "phone" ? phoneDigits(typed) : typed;
  const result = rule.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? "invalid" };
}

/** "+91 98765 43210" → "9876543210"; anything else is left for the rule to judge. */
function phoneDigits(typed: string): string {
  const digits = typed.replace(/[\s()-]/g, "");
  return /^(\+91|0)\d{10}$/.test(digits) ? digits.slice(-10) : digits;
}
