/**
 * What a search for a person finds, as plain data: the page shows it, the JSON export is it, and the
 * erasure works from it. Grouped by where it lives; each group is one table (or a part of one).
 * Secrets are never part of it: no OTP hashes, no verification-token hashes.
 */
import type { PrivacySubject } from "./privacy-subject.ts";

/**
 * The kinds of lead a person can have left: an enquiry, a dealer application, a call-back request.
 * Defined here, not taken from the console's lead types, so this module answers for every kind the
 * database holds whatever the console shows (the columns each kind fills: app/modules/leads/lead-record.ts).
 */
export type LeadKind = "enquiry" | "dealer" | "callback";

/** Every kind, in the order the page lists them (a search, an erasure and retention go through all). */
export const LEAD_KINDS = ["enquiry", "dealer", "callback"] as const satisfies readonly LeadKind[];

export function isLeadKind(value: unknown): value is LeadKind {
  return (LEAD_KINDS as readonly unknown[]).includes(value);
}

/**
 * A lead's personal and working fields as stored, by column name: each kind has its own (a dealer's
 * street, a call-back request's preferred day; a call-back request has no e-mail or address).
 */
export type FoundLead = {
  kind: LeadKind;
  id: number;
  createdAt: number;
  /** Sent with a correction: a change based on an older version is refused. */
  version: number;
  /** Which of the request's identifiers this lead matched. */
  matchedBy: ("phone" | "email")[];
  anonymisedAt: number | null;
  fields: {
    name?: string;
    first_name?: string;
    last_name?: string;
    email?: string;
    phone: string;
    country?: string;
    state?: string;
    district?: string;
    city?: string;
    pincode?: string;
    street?: string;
    /** A call-back request: the day (YYYY-MM-DD, India time) and part of it they asked to be called. */
    preferred_date?: string;
    preferred_slot?: string;
    /** An enquiry or call-back request: the page of the site it was sent from. */
    page_path?: string;
  };
  /** The questions and answers as asked (a call-back request has none). */
  answers: { title: string; answer: string }[];
  /** The calculator estimate the visitor attached, as the sales e-mail shows it. */
  estimate: string | null;
  clientIp: string;
  status: string;
  lostReason: string | null;
  noticeVersion: string | null;
  flags: string[];
  campaign?: { id: string; source: string };
  /** Where the visit came from: { first, last } campaign tags, as stored (docs/decisions/166). */
  attribution: unknown;
};

export type FoundOtpCode = {
  id: number;
  createdAt: number;
  expiresAt: number;
  status: string;
  clientIp: string;
};
export type FoundPhoneVerification = {
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  method: string;
};
export type FoundWrongCodeCounter = { consecutiveFailures: number; lastFailedAt: number };
export type FoundNotification = {
  id: number;
  leadKind: LeadKind;
  leadId: number;
  channel: string;
  status: string;
  createdAt: number;
  sentAt: number | null;
};
/** A row of a log table (lead timeline, audit log, alerts) and its details as stored. */
export type FoundLogEntry = {
  id: number;
  at: number;
  kind: string;
  subject: string;
  details: unknown;
  /** Why it is here: it belongs to a found lead, or its text mentions the phone or e-mail. */
  reason: "lead" | "mention";
};
export type FoundRateEvent = { bucket: string; at: number };
export type FoundStaffUser = {
  id: number;
  name: string;
  email: string;
  role: string;
  createdAt: number;
  disabledAt: number | null;
};

/** Every record of a person, grouped by where it lives (the keys name the groups on the page). */
export type PersonalData = {
  leads: FoundLead[];
  otpCodes: FoundOtpCode[];
  phoneVerifications: FoundPhoneVerification[];
  wrongCodeCounters: FoundWrongCodeCounter[];
  notifications: FoundNotification[];
  leadEvents: FoundLogEntry[];
  auditEntries: FoundLogEntry[];
  alerts: FoundLogEntry[];
  signInLimitHits: FoundRateEvent[];
  staffAccounts: FoundStaffUser[];
};

export type PersonalDataGroup = keyof PersonalData;

/** The groups in the order the page and the export show them. */
export const PERSONAL_DATA_GROUPS = [
  "leads",
  "otpCodes",
  "phoneVerifications",
  "wrongCodeCounters",
  "notifications",
  "leadEvents",
  "auditEntries",
  "alerts",
  "signInLimitHits",
  "staffAccounts",
] as const satisfies readonly PersonalDataGroup[];

export type PersonalDataCounts = Record<PersonalDataGroup, number>;

export function countFound(found: PersonalData): PersonalDataCounts {
  return Object.fromEntries(PERSONAL_DATA_GROUPS.map((group) => [group, found[group].length])) as Record<
    PersonalDataGroup,
    number
  >;
}

export function totalFound(found: PersonalData): number {
  return PERSONAL_DATA_GROUPS.reduce((sum, group) => sum + found[group].length, 0);
}

/**
 * A short fingerprint of what was found: the erasure's confirm step carries it, and the erasure
 * refuses to go on if the records changed in between (a new lead from the same phone, a correction),
 * so nobody erases what they were not shown.
 */
export function foundFingerprint(found: PersonalData): string {
  const parts = [
    ...found.leads.map((lead) => `${lead.kind}:${lead.id}:${lead.version}`),
    ...PERSONAL_DATA_GROUPS.filter((g) => g !== "leads").map((g) => `${g}=${found[g].length}`),
  ];
  // FNV-1a: a change detector, not a secret (isomorphic, no crypto module needed).
  let hash = 0x811c9dc5;
  for (const char of parts.join("|")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${found.leads.length}-${hash.toString(16).padStart(8, "0")}`;
}

/** What an erasure did, per group (the data_requests row keeps exactly this, no personal data). */
export type ErasureCounts = {
  leadsAnonymised: number;
  leadEventsMasked: number;
  notificationsStopped: number;
  otpCodesDeleted: number;
  phoneVerificationsDeleted: number;
  wrongCodeCountersDeleted: number;
  signInLimitHitsDeleted: number;
  auditEntriesMasked: number;
  alertsMasked: number;
  /** Found but kept: a staff account is closed on the Staff page, and the audit log names its actions. */
  staffAccountsKept: number;
};

export type { PrivacySubject };
