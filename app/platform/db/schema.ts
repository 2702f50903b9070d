/**
 * Kysely table types. One interface per table; timestamps are epoch milliseconds (integers in both
 * dialects) so SQLite and PostgreSQL store and compare them the same way.
 */
import type { ColumnType, Generated } from "kysely";

export interface Database {
  app_settings: AppSettingsTable;
  dealer_requirement_inputs: DealerRequirementInputsTable;
  enquiry_stages: EnquiryStagesTable;
  leads: LeadsTable;
  lead_legacy_ids: LeadLegacyIdsTable;
  contact_clicks: ContactClicksTable;
  notifications: NotificationsTable;
  alerts: AlertsTable;
  rate_events: RateEventsTable;
  task_runs: TaskRunsTable;
  staff_users: StaffUsersTable;
  staff_sign_in_links: StaffSignInLinksTable;
  staff_sessions: StaffSessionsTable;
  staff_passkeys: StaffPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  lead_events: LeadEventsTable;
  audit_log: AuditLogTable;
  data_requests: DataRequestsTable;
  otp_challenges: OtpChallengesTable;
  otp_phone_failures: OtpPhoneFailuresTable;
  phone_verifications: PhoneVerificationsTable;
  bot_checks_spent: BotChecksSpentTable;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** Dealer form's dynamic fields; `options_json` is a JSON string array for 'select'. */
export interface DealerRequirementInputsTable {
  id: number;
  field_key: string;
  label_name: string;
  input_type: string;
  options_json: string | null;
  sort_order: number;
  active: Generated<number>;
}

/** Enquiry questions (parent_id null) and their dropdown options (parent_id = the question). */
export interface EnquiryStagesTable {
  id: number;
  parent_id: number | null;
  title: string;
  sort_order: number;
  active: Generated<number>;
}

/** The kinds of lead, each a form: the enquiry (and landing-page quote), the dealer application, the call-back. */
export type LeadKind = "enquiry" | "dealer" | "callback";

/**
 * Every lead, whatever its kind (docs/decisions/199): who, where, source, page, language, consent,
 * checks, work state and times in common columns; what only one kind asks is null on the others.
 */
export interface LeadsTable {
  /** One sequence for every kind: a lead is named by its id alone (kind and id in URLs, for reading). */
  id: Generated<number>;
  kind: LeadKind;
  created_at: number;
  /** Enquiry and call-back; a dealer gives first and last name. */
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Null on a call-back request (a name and a phone only), as are the place columns. */
  email: string | null;
  phone: string;
  country: string | null;
  state: string | null;
  district: string | null;
  city: string | null;
  pincode: string | null;
  street: string | null;
  /** Enquiries: the zone of the state, as the JSON API names it (docs/decisions/200). */
  zonal_name: string | null;
  /** Enquiry and call-back; a dealer application carries no campaign. */
  campaign_id: string | null;
  source: string | null;
  /** JSON { first, last }: the campaign tags of the visit's first and latest landing (docs/decisions/166). */
  attribution_json: string | null;
  /** The page the form was sent from; '' for enquiries stored before 0112, null for dealers. */
  page_path: string | null;
  /** The language of the page the form was sent from: 'en', 'hi' or 'te' (docs/decisions/180). */
  locale: Generated<string>;
  /** The consent notice the visitor was shown (app/content/consent-notice.ts). */
  notice_version: string | null;
  /** Enquiries: always "Item enquiry". */
  category: string | null;
  /** JSON: [{ id, title, answer }] as asked at the time (enquiry and dealer questions). */
  requirements_json: string | null;
  /** JSON { path, text, data } of the calculator estimate the visitor attached, recomputed on the server. */
  calculator_estimate: string | null;
  /** Dealers: 1 when the phone was verified by a code. */
  phone_verified: number | null;
  /** Call-backs: YYYY-MM-DD, India time, and the part of that day. */
  preferred_date: string | null;
  preferred_slot: CallbackSlot | null;
  /**
   * JSON { key: answer } of the answers sales read that no query filters on, listed by kind in
   * app/modules/leads/lead-fields.ts; null when none.
   */
  answers_json: string | null;
  client_ip: string;
  /** 1 = held for review as possible spam: stored, not forwarded (docs/decisions/111). */
  spam: Generated<number>;
  /** JSON array of the signals raised about the lead (LeadFlag codes), held or not. */
  flags: Generated<string>;
  /** `<kind>:<form token key>`: one lead per rendered form (docs/decisions/103). */
  idempotency_key: string | null;
  /** SHA-256 of the validated submission: a repeat with other contents is refused. */
  request_hash: string | null;
  // Worked by sales (docs/decisions/112).
  status: Generated<LeadStatus>;
  /** Why a lead was lost (required with status 'lost'). */
  lost_reason: string | null;
  assignee_id: number | null;
  /** Next follow-up date, YYYY-MM-DD (India time). */
  follow_up_on: string | null;
  /** Dealers: the decision on the application ('pending' until one is made). */
  decision: DealerDecision | null;
  /** 1 = an approved dealer who may be listed on the public "find a dealer" page. */
  listed_publicly: Generated<number>;
  /** Bumped by every change from the console: an edit based on an older version is refused. */
  version: Generated<number>;
  /** The last change by sales or the visitor; retention counts from here (or created_at). */
  last_activity_at: number | null;
  /** Set when retention or an erasure request masked the personal data. */
  anonymised_at: number | null;
}

/** A dealer application's or call-back's id before the one lead table, and its lead (docs/decisions/199). */
export interface LeadLegacyIdsTable {
  kind: LeadKind;
  old_id: number;
  lead_id: number;
}

export type LeadStatus = "new" | "contacted" | "qualified" | "won" | "lost";

export type CallbackSlot = "morning" | "afternoon" | "evening";

/** The ways to reach us whose clicks are counted (docs/decisions/193). */
export type ContactChannel = "whatsapp";

/**
 * A click on one of our contact links, counted by page (docs/decisions/193): when, which channel, on
 * which page in which language, and the campaign the page carried. No address, cookie or phone.
 */
export interface ContactClicksTable {
  id: Generated<number>;
  created_at: number;
  channel: ContactChannel;
  page_path: string;
  locale: string;
  /** The page's or the visit's c_id and src; '' when it had none. */
  campaign_id: string;
  source: string;
  /** JSON of the campaign tags (a Touch, schema/attribution.ts), or null. */
  attribution_json: string | null;
}

export type DealerDecision = "pending" | "approved" | "rejected";

/**
 * `dead`: parked after its attempts, for a person to retry. `cancelled`: never to be sent, because
 * sales marked the lead as spam before it went (docs/decisions/114); releasing the lead queues it again.
 */
export type NotificationStatus = "pending" | "sent" | "dead" | "cancelled";

/** What an outbox row tells sales about: a lead, or an alert (the `alerts` row). */
export type NotificationSubject = "enquiry" | "dealer" | "callback" | "alert";

export interface NotificationsTable {
  id: Generated<number>;
  subject_kind: NotificationSubject;
  subject_id: number;
  channel: "email" | "webhook";
  status: NotificationStatus;
  /** Delivery attempts begun; counted when a worker claims the row. */
  attempts: Generated<number>;
  /** When the row is due; while a worker holds it, the end of that worker's lease. */
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export type OtpStatus = "active" | "used" | "superseded" | "locked" | "send_failed";

export interface OtpChallengesTable {
  id: Generated<number>;
  phone: string;
  /** HMAC(secret, id-less: phone ‖ code ‖ created_at); never the code itself. */
  code_hash: string;
  client_ip: string;
  created_at: number;
  expires_at: number;
  failed_attempts: Generated<number>;
  status: OtpStatus;
}

/**
 * Wrong codes per phone since its last successful verify, across all its codes (docs/decisions/107). At
 * OTP_RULES.maxConsecutiveFailures the phone is locked until the row is deleted (clearOtpLockout).
 */
export interface OtpPhoneFailuresTable {
  phone: string;
  consecutive_failures: number;
  last_failed_at: number;
}

export interface PhoneVerificationsTable {
  token_hash: string;
  phone: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** 'otp', or 'sms_unavailable' when our SMS send failed (docs/decisions/108). */
  method: ColumnType<PhoneVerificationMethod, PhoneVerificationMethod | undefined, never>;
}

/**
 * How an application's phone was accepted: 'otp' (verified), or a reason no code could be sent, which
 * lets the application be stored unverified for sales to confirm by calling (docs/decisions/108, 111).
 */
export type PhoneVerificationMethod = "otp" | "sms_unavailable" | "address_limit" | "sms_budget";

/** Bot-check challenges already used (docs/decisions/109); purged once expired. */
export interface BotChecksSpentTable {
  challenge: string;
  expires_at: number;
}

/** An alert for sales, at most one per kind per hour (the SMS ceiling reached, an SMS-pumping alarm). */
export interface AlertsTable {
  id: Generated<number>;
  kind: string;
  /** Start of the hour the alert is for (epoch ms). */
  period_start: number;
  details_json: string;
  created_at: number;
}

/** One hit of a per-address limit (bucket such as `lead-ip:203.0.113.7`); purged after a day. */
export interface RateEventsTable {
  bucket: string;
  at: number;
}

/** A periodic task's last claim and outcome, shared by every instance (runs once per cluster). */
export interface TaskRunsTable {
  task: string;
  claimed_at: number | null;
  ok_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

export type StaffRole = "admin" | "sales" | "viewer";

export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  name: string;
  role: StaffRole;
  created_at: number;
  created_by: number | null;
  disabled_at: number | null;
}

/** One-time sign-in links (15 minutes, single use); only the token's keyed hash is stored. */
export interface StaffSignInLinksTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Server-side sessions behind the console cookie; only the session id's keyed hash is stored. */
export interface StaffSessionsTable {
  id_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  /** The absolute end, whatever the activity. */
  expires_at: number;
  revoked_at: number | null;
  /** 'link' or 'passkey'. */
  method: string;
  /** The browser, shortened, so a user can tell their sessions apart. */
  user_agent: string;
}

export interface StaffPasskeysTable {
  /** base64url. */
  credential_id: string;
  user_id: number;
  /** base64url of the COSE public key. */
  public_key: string;
  counter: number;
  /** JSON array of transports. */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge waiting for its answer (single use, a few minutes). */
export interface WebauthnChallengesTable {
  challenge: string;
  user_id: number | null;
  purpose: "register" | "authenticate";
  expires_at: number;
}

/** A lead's timeline: every change and note, by whom (null: the system). */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_kind: LeadKind;
  lead_id: number;
  at: number;
  staff_id: number | null;
  kind: string;
  details_json: string;
}

/** Who viewed, exported, changed or erased what: only ever inserted (docs/decisions/112, 116). */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  staff_id: number | null;
  action: string;
  subject: string;
  details_json: string;
}

/** The minimal record that a data-protection request was honoured (no personal data beyond a hint). */
export interface DataRequestsTable {
  id: Generated<number>;
  at: number;
  staff_id: number;
  kind: "export" | "correct" | "erase";
  /** A masked phone or e-mail, enough to recognise the request, not to identify the person. */
  subject_hint: string;
  details_json: string;
}
