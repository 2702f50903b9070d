import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, LeadsTable } from "#app/platform/db/schema.ts";
import { shownAnswers } from "#app/modules/leads/lead-fields.ts";
import { ownColumns } from "#app/modules/leads/lead-record.ts";
import { parseFlags } from "#app/modules/leads/intake/lead-flags.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";
import { mentions } from "./mentions.server.ts";
import {
  countFound,
  LEAD_KINDS,
  type FoundLead,
  type FoundLogEntry,
  type LeadKind,
  type PersonalData,
  type PrivacySubject,
} from "./privacy-records.ts";
import { subjectHint } from "./privacy-subject.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** The sign-in page's per-e-mail limit counter (app/modules/staff/staff-system.server.ts). */
export const SIGN_IN_EMAIL_BUCKET = "signin-link-email:";

/**
 * Every record of a phone or e-mail in the database (app/modules/privacy/personal-data-inventory.server.ts
 * says where each kind can live). Run inside the erasure's transaction it is exactly what gets erased.
 */
export async function findPersonalData(db: Db, subject: PrivacySubject): Promise<PersonalData> {
  const leads = await findLeads(db, subject);
  const phone = subject.phone;
  // The found leads, kind by kind: their outbox rows and timeline entries are theirs.
  const leadIds = LEAD_KINDS.map((kind) => ({
    kind,
    ids: leads.filter((l) => l.kind === kind).map((l) => l.id),
  })).filter((group) => group.ids.length > 0);

  const otpCodes = phone
    ? await db
        .selectFrom("otp_challenges")
        .select(["id", "created_at", "expires_at", "status", "client_ip"])
        .where("phone", "=", phone)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : [];
  const verifications = phone
    ? await db
        .selectFrom("phone_verifications")
        .select(["created_at", "expires_at", "used_at", "method"])
        .where("phone", "=", phone)
        .orderBy("created_at")
        .execute()
    : [];
  const counters = phone
    ? await db
        .selectFrom("otp_phone_failures")
        .select(["consecutive_failures", "last_failed_at"])
        .where("phone", "=", phone)
        .execute()
    : [];

  const notifications =
    leads.length === 0
      ? []
      : await db
          .selectFrom("notifications")
          .select(["id", "subject_kind", "subject_id", "channel", "status", "created_at", "sent_at"])
          .where((eb) =>
            eb.or(
              leadIds.map(({ kind, ids }) =>
                eb.and([eb("subject_kind", "=", kind), eb("subject_id", "in", ids)]),
              ),
            ),
          )
          .orderBy("id")
          .execute();

  const events = await db
    .selectFrom("lead_events")
    .select(["id", "at", "kind", "lead_kind", "lead_id", "details_json"])
    .where((eb) =>
      eb.or([
        mentions("details_json", subject),
        ...leadIds.map(({ kind, ids }) => eb.and([eb("lead_kind", "=", kind), eb("lead_id", "in", ids)])),
      ]),
    )
    .orderBy("at")
    .orderBy("id")
    .execute();
  const ownLead = new Set(leads.map((l) => `${l.kind}:${l.id}`));

  const audit = await db
    .selectFrom("audit_log")
    .select(["id", "at", "action", "subject", "details_json"])
    .where((eb) => eb.or([mentions("details_json", subject), mentions("subject", subject)]))
    .orderBy("id")
    .execute();
  const alerts = await db
    .selectFrom("alerts")
    .select(["id", "created_at", "kind", "details_json"])
    .where(mentions("details_json", subject))
    .orderBy("id")
    .execute();
  const limitHits = subject.email
    ? await db
        .selectFrom("rate_events")
        .select(["bucket", "at"])
        .where("bucket", "=", `${SIGN_IN_EMAIL_BUCKET}${subject.email}`)
        .orderBy("at")
        .execute()
    : [];
  const staff = subject.email
    ? await db
        .selectFrom("staff_users")
        .select(["id", "name", "email", "role", "created_at", "disabled_at"])
        .where(sql`lower(email)`, "=", subject.email)
        .execute()
    : [];

  return {
    leads,
    otpCodes: otpCodes.map((r) => ({
      id: Number(r.id),
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
      status: r.status,
      clientIp: r.client_ip,
    })),
    phoneVerifications: verifications.map((r) => ({
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
      usedAt: r.used_at === null ? null : Number(r.used_at),
      method: r.method,
    })),
    wrongCodeCounters: counters.map((r) => ({
      consecutiveFailures: Number(r.consecutive_failures),
      lastFailedAt: Number(r.last_failed_at),
    })),
    notifications: notifications.map((r) => ({
      id: Number(r.id),
      leadKind: r.subject_kind as LeadKind,
      leadId: Number(r.subject_id),
      channel: r.channel,
      status: r.status,
      createdAt: Number(r.created_at),
      sentAt: r.sent_at === null ? null : Number(r.sent_at),
    })),
    leadEvents: events.map((r): FoundLogEntry => ({
      id: Number(r.id),
      at: Number(r.at),
      kind: r.kind,
      subject: `${r.lead_kind}:${r.lead_id}`,
      details: parseJson(r.details_json),
      reason: ownLead.has(`${r.lead_kind}:${r.lead_id}`) ? "lead" : "mention",
    })),
    auditEntries: audit.map((r) => ({
      id: Number(r.id),
      at: Number(r.at),
      kind: r.action,
      subject: r.subject,
      details: parseJson(r.details_json),
      reason: "mention",
    })),
    alerts: alerts.map((r) => ({
      id: Number(r.id),
      at: Number(r.created_at),
      kind: r.kind,
      subject: "alert",
      details: parseJson(r.details_json),
      reason: "mention",
    })),
    signInLimitHits: limitHits.map((r) => ({ bucket: r.bucket, at: Number(r.at) })),
    staffAccounts: staff.map((r) => ({
      id: Number(r.id),
      name: r.name,
      email: r.email,
      role: r.role,
      createdAt: Number(r.created_at),
      disabledAt: r.disabled_at === null ? null : Number(r.disabled_at),
    })),
  };
}

/**
 * The leads with this phone or e-mail (both are indexed: phone, lower(email)), oldest first. A call-back
 * request has no e-mail: it is found by its phone only.
 */
async function findLeads(db: Db, subject: PrivacySubject): Promise<FoundLead[]> {
  const { phone, email } = subject;
  if (!phone && !email) return [];
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(phone ? [eb("phone", "=", phone)] : []),
        ...(email ? [eb(sql<string>`lower(email)`, "=", email)] : []),
      ]),
    )
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // Kind by kind, as the request screen and the export list them.
  rows.sort((a, b) => LEAD_KINDS.indexOf(a.kind) - LEAD_KINDS.indexOf(b.kind));
  return rows.map((r) => {
    const matchedBy = [
      ...(phone && r.phone === phone ? (["phone"] as const) : []),
      ...(email && r.email?.toLowerCase() === email ? (["email"] as const) : []),
    ];
    const own = ownColumns(r);
    const fields = Object.fromEntries(
      PERSONAL_FIELDS[r.kind].map((column) => [column, String(own[column] ?? "")]),
    ) as FoundLead["fields"];
    return {
      ...leadBase(r.kind, r, matchedBy),
      answers: [
        ...(r.requirements_json === null ? [] : readAnswers(r.requirements_json)),
        ...shownAnswers(r.kind, r.answers_json),
      ],
      fields,
      estimate: estimateText(r.calculator_estimate),
      ...(r.campaign_id === null ? {} : { campaign: { id: r.campaign_id, source: r.source ?? "" } }),
    };
  });
}

/** The fields of each kind a person is shown of their own lead, in the form's order. */
const PERSONAL_FIELDS = {
  enquiry: ["name", "email", "phone", "state", "district", "city", "pincode", "page_path"],
  dealer: [
    "first_name",
    "last_name",
    "email",
    "phone",
    "country",
    "state",
    "district",
    "city",
    "pincode",
    "street",
  ],
  callback: ["name", "phone", "preferred_date", "preferred_slot", "page_path"],
} as const satisfies Record<LeadKind, readonly (keyof LeadsTable)[]>;

/** The columns every lead table has (app/platform/db/schema.ts LeadColumns), as this module reads them. */
type LeadRow = {
  id: number;
  created_at: number;
  version: number;
  anonymised_at: number | null;
  client_ip: string;
  status: string;
  lost_reason: string | null;
  notice_version: string | null;
  flags: string;
  attribution_json: string | null;
};

function leadBase(kind: LeadKind, r: LeadRow, matchedBy: FoundLead["matchedBy"]) {
  return {
    kind,
    id: Number(r.id),
    createdAt: Number(r.created_at),
    version: Number(r.version),
    matchedBy,
    anonymisedAt: r.anonymised_at === null ? null : Number(r.anonymised_at),
    clientIp: r.client_ip,
    status: r.status,
    lostReason: r.lost_reason,
    noticeVersion: r.notice_version,
    flags: parseFlags(r.flags),
    // The visit's campaign tags (utm_*, and click ids such as gclid and fbclid that name a browser).
    attribution: r.attribution_json === null ? null : parseJson(r.attribution_json),
  };
}

function readAnswers(json: string): FoundLead["answers"] {
  const list = parseJson(json);
  if (!Array.isArray(list)) return [];
  return list.map((item: { title?: unknown; answer?: unknown }) => ({
    title: String(item?.title ?? ""),
    answer: String(item?.answer ?? ""),
  }));
}

function estimateText(json: string | null): string | null {
  if (!json) return null;
  const value = parseJson(json) as { text?: unknown } | null;
  return typeof value?.text === "string" ? value.text : json;
}

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/**
 * A search from the request screen: the records, and an audit entry saying who looked for whom (by the
 * masked hint) and how much was found. Looking is processing too (docs/decisions/116: "who viewed").
 */
export async function searchPersonalData(
  db: Kysely<Database>,
  subject: PrivacySubject,
  { staffId, at }: { staffId: number; at: number },
): Promise<PersonalData> {
  const found = await findPersonalData(db, subject);
  await recordAudit(db, {
    staffId,
    action: "privacy-search",
    subject: "data-request",
    details: { hint: subjectHint(subject), found: countFound(found) },
    at,
  });
  return found;
}
