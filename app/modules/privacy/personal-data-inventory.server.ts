import type { Database } from "#app/platform/db/schema.ts";

/**
 * Where personal data can live, table by table, and what a request does with it (docs/decisions/116).
 * TypeScript makes this list complete: a new table in app/platform/db/schema.ts does not compile until someone
 * says here whether it holds personal data, and privacy.test.ts checks the list against the tables the
 * database really has.
 */
export const PERSONAL_DATA_INVENTORY = {
  leads:
    "Every lead (enquiry, landing quote, dealer application, call-back request). Found by phone or " +
    "e-mail (a call-back has no e-mail: by phone). Erasure masks every personal field (name, first and " +
    "last name, e-mail, phone, street, city, pin code, the answers, the sender's address, a lost reason), " +
    "clears the visit's campaign tags (attribution_json: click ids name a browser) and sets " +
    "anonymised_at. State, district, zone, campaign, the page, the preferred call time and dates stay.",
  lead_legacy_ids: "No personal data: a dealer application's or call-back's id before the one lead table.",
  contact_clicks:
    "No personal data: a click on a contact link (WhatsApp) with its time, page, language and the " +
    "campaign tags c_id, src and utm_* only; no address, cookie, phone or click id (gclid, fbclid name " +
    "a browser, so they are not kept). Nothing to find or erase (docs/decisions/193).",
  otp_challenges: "Phone and the sender's address. Found by phone; erasure deletes the rows.",
  phone_verifications: "Phone. Found by phone; erasure deletes the rows.",
  otp_phone_failures: "Phone (the wrong-code counter). Found by phone; erasure deletes the row.",
  notifications:
    "No personal data: a lead's kind and id. Listed with the leads; erasure stops the undelivered ones.",
  lead_events:
    "Details written by staff may hold personal data. The found leads' entries are masked; other " +
    "entries that mention the phone or e-mail have the mention masked.",
  audit_log:
    "Ids and field names only, by rule; entries that mention the phone or e-mail anyway have the " +
    "mention masked (the entry itself stays).",
  alerts:
    "Counts and the first 6 digits of a number block only; mentions are searched and masked all the same.",
  rate_events:
    "Limit counters: addresses, and the e-mail typed on the sign-in page (`signin-link-email:`), kept " +
    "a day. Found by e-mail; erasure deletes them.",
  staff_users:
    "A staff member's e-mail and name. Found and exported; not erased here (the Staff page closes an " +
    "account, and the audit log must keep naming who did what).",
  staff_sign_in_links: "No personal data: a hash and a staff id.",
  staff_sessions: "A staff member's browser name: staff data, kept with the account.",
  staff_passkeys: "A staff member's public key: kept with the account.",
  webauthn_challenges: "No personal data.",
  data_requests: "The minimal record of a request: a masked hint and counts, never the phone or e-mail.",
  bot_checks_spent: "No personal data.",
  task_runs: "No personal data.",
  app_settings: "No personal data (the app secret).",
  dealer_requirement_inputs: "No personal data (the form's questions).",
  enquiry_stages: "No personal data (the form's questions).",
} as const satisfies Record<keyof Database, string>;
