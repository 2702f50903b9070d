/**
 * Kysely table types. One interface per table; timestamps are epoch milliseconds (integers in both
 * dialects) so SQLite and PostgreSQL store and compare them the same way.
 */
import type { ColumnType, Generated } from "kysely";

export interface Database {
  app_settings: AppSettingsTable;
  dealer_requirement_inputs: DealerRequirementInputsTable;
  enquiry_stages: EnquiryStagesTable;
  enquiries: EnquiriesTable;
  dealer_applications: DealerApplicationsTable;
  idempotency_keys: IdempotencyKeysTable;
  notifications: NotificationsTable;
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

type LeadColumns = {
  id: Generated<number>;
  created_at: number;
  email: string;
  phone: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  /** JSON: [{ id, title, answer }] as asked at the time. */
  requirements_json: string;
  client_ip: string;
  spam: Generated<number>;
  spam_reason: string | null;
  idempotency_key: string | null;
};

export interface EnquiriesTable extends LeadColumns {
  name: string;
  category: string;
  campaign_id: string;
  source: string;
  zonal_name: string;
  /** JSON { path, text, data } of the calculator estimate the visitor attached, recomputed on the server. */
  calculator_estimate: string | null;
}

export interface DealerApplicationsTable extends LeadColumns {
  first_name: string;
  last_name: string;
  country: string;
  street: string;
  phone_verified: number;
}

export interface IdempotencyKeysTable {
  key: string;
  scope: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: number;
}

export type NotificationStatus = "pending" | "sent" | "dead";

export interface NotificationsTable {
  id: Generated<number>;
  lead_kind: "enquiry" | "dealer";
  lead_id: number;
  channel: "email" | "webhook";
  status: NotificationStatus;
  attempts: Generated<number>;
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
 * Wrong codes per phone since its last successful verify, across all its codes (checklist OTP-7). At
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
  /** 'otp', or 'sms_unavailable' when our SMS send failed (checklist DUR-6). */
  method: ColumnType<PhoneVerificationMethod, PhoneVerificationMethod | undefined, never>;
}

export type PhoneVerificationMethod = "otp" | "sms_unavailable";

/** Bot-check challenges already used (checklist OTP-11); purged once expired. */
export interface BotChecksSpentTable {
  challenge: string;
  expires_at: number;
}
