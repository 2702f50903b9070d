/**
 * What a check may say about a lead, and what follows (docs/decisions/111-lead-core-concurrency.md).
 * Every flag is stored with the lead for sales to see; none loses it. Only strong evidence, or two
 * weak signs together, holds a lead back for review; time alone never does (browser autofill can
 * send a form within a second of the page loading).
 *
 * - strong: held for review, not forwarded.
 * - weak: forwarded; held only together with another weak sign.
 * - duplicate: not forwarded again (sales already have the first), never called spam.
 * - note: forwarded with the lead; tells sales something to check (an unverified phone, a pin code of
 *   another state, docs/decisions/193).
 */
export const LEAD_FLAGS = {
  honeypot: { weight: "strong", text: "The hidden field that only robots fill was filled in." },
  token_forged: { weight: "strong", text: "The form token was not one this site issued." },
  address_flood: {
    weight: "strong",
    text: "Far more leads than any shared network sends came from this address.",
  },
  too_fast: {
    weight: "weak",
    text: "Sent within seconds of the form loading (browser autofill can do this).",
  },
  token_missing: { weight: "weak", text: "Sent without a form token (not from this site's pages?)." },
  token_expired: { weight: "weak", text: "The form was opened more than a day before it was sent." },
  busy_address: {
    weight: "weak",
    text: "Many leads came from this network address, and the automatic check could not run.",
  },
  duplicate_phone: { weight: "duplicate", text: "The same mobile number sent a lead in the last 24 hours." },
  duplicate_email: { weight: "duplicate", text: "The same e-mail address sent a lead in the last 24 hours." },
  phone_unverified_sms_down: {
    weight: "note",
    text: "Phone not verified: our SMS service was down when they applied. Confirm the number when you call.",
  },
  phone_unverified_busy_network: {
    weight: "note",
    text: "Phone not verified: their network had asked for many codes, so none was sent. Confirm the number when you call.",
  },
  phone_unverified_sms_budget: {
    weight: "note",
    text: "Phone not verified: the site's SMS budget was used up. Confirm the number when you call.",
  },
  pincode_other_state: {
    weight: "note",
    text: "The pin code belongs to another state than the one chosen; the visitor was asked and sent it as it is. Check the address when you call.",
  },
} as const satisfies Record<string, { weight: "strong" | "weak" | "duplicate" | "note"; text: string }>;

export type LeadFlag = keyof typeof LEAD_FLAGS;

/** Whether a lead with these flags is held for review, and whether it goes to sales now. */
export function leadDisposition(flags: readonly LeadFlag[]): { held: boolean; forward: boolean } {
  const weights = flags.map((flag) => LEAD_FLAGS[flag].weight);
  const held = weights.includes("strong") || weights.filter((weight) => weight === "weak").length >= 2;
  return { held, forward: !held && !weights.includes("duplicate") };
}

/** The stored `flags` column, read back (unknown codes from an older release are kept as text). */
export function parseFlags(stored: string | null | undefined): LeadFlag[] {
  try {
    const list: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(list) ? list.filter((f): f is LeadFlag => typeof f === "string") : [];
  } catch {
    return [];
  }
}
