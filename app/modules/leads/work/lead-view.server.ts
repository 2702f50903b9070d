/**
 * Everything the lead page shows about one lead (docs/decisions/114): its fields, the answers as they
 * were asked, the calculator estimate, campaign and source, the consent notice, the flags with their
 * reasons, where its notifications stand, and its timeline.
 */
import type { Kysely } from "kysely";
import type { Database, LeadStatus } from "#app/platform/db/schema.ts";
import { localeEnglishName } from "#app/i18n/locales.ts";
import { zonalNameOfState } from "#app/modules/geo/geography.ts";
import { LEAD_FLAGS, parseFlags } from "#app/modules/leads/intake/lead-flags.ts";
import { shownAnswers } from "#app/modules/leads/lead-fields.ts";
import { inboxKindOf } from "./inbox-filter.ts";
import type { LeadEventView } from "./lead-labels.ts";
import type { LeadDetails, LeadFlagView, LeadKind, LeadRef } from "./lead-types.ts";

export type { LeadKind, LeadRef } from "./lead-types.ts";

const LEAD_KINDS: readonly LeadKind[] = ["enquiry", "dealer", "callback"];

/** `enquiry:12`: how the audit log and the timeline name a lead. */
export function leadSubject(ref: LeadRef): string {
  return `${ref.kind}:${ref.id}`;
}

/** The lead a page address names, or undefined (the page answers 404). */
export function parseLeadRef(kind: string | undefined, id: string | undefined): LeadRef | undefined {
  const known = LEAD_KINDS.find((k) => k === kind);
  if (!known || !/^[1-9]\d{0,14}$/.test(id ?? "")) return undefined;
  return { kind: known, id: Number(id) };
}

/**
 * Where a dealer application or call-back named by its id from before the one lead table now is
 * (docs/decisions/199): moved ids are above every old one, so an old address never names another lead.
 */
export async function movedLead(db: Kysely<Database>, ref: LeadRef): Promise<LeadRef | undefined> {
  const row = await db
    .selectFrom("lead_legacy_ids")
    .select("lead_id")
    .where("kind", "=", ref.kind)
    .where("old_id", "=", ref.id)
    .executeTakeFirst();
  return row ? { kind: ref.kind, id: Number(row.lead_id) } : undefined;
}

function parseJson<T>(json: string | null, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/** The form's questions as asked, then the kind's listed answers (app/modules/leads/lead-fields.ts). */
function answersOf(row: Pick<LeadRow, "kind" | "requirements_json" | "answers_json">) {
  const list = parseJson<unknown>(row.requirements_json, []);
  const asked = Array.isArray(list)
    ? list.map((a: { title?: unknown; answer?: unknown }) => ({
        title: String(a?.title ?? ""),
        answer: String(a?.answer ?? ""),
      }))
    : [];
  return [...asked, ...shownAnswers(row.kind, row.answers_json)];
}

function flagViews(stored: string): LeadFlagView[] {
  return parseFlags(stored).map((code) => {
    const known = LEAD_FLAGS[code];
    return known ? { code, text: known.text, weight: known.weight } : { code, text: code, weight: "note" };
  });
}

/** The lead's timeline, newest first, with who did each thing. */
export async function leadTimeline(
  db: Kysely<Database>,
  ref: LeadRef,
  limit = 500,
): Promise<LeadEventView[]> {
  const rows = await db
    .selectFrom("lead_events")
    .leftJoin("staff_users", "staff_users.id", "lead_events.staff_id")
    .select([
      "lead_events.id",
      "lead_events.kind",
      "lead_events.at",
      "lead_events.details_json",
      "staff_users.name as staff_name",
    ])
    .where("lead_events.lead_kind", "=", ref.kind)
    .where("lead_events.lead_id", "=", ref.id)
    .orderBy("lead_events.at", "desc")
    .orderBy("lead_events.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    at: Number(r.at),
    staffName: r.staff_name,
    details: parseJson<Record<string, unknown>>(r.details_json, {}),
  }));
}

/** One lead with everything the page shows, or undefined when there is none with that id. */
export async function readLead(db: Kysely<Database>, ref: LeadRef): Promise<LeadDetails | undefined> {
  const read = { enquiry: readEnquiry, dealer: readDealer, callback: readCallback }[ref.kind];
  const common = await read(db, ref.id);
  if (!common) return undefined;
  const [notifications, timeline, assignee] = await Promise.all([
    db
      .selectFrom("notifications")
      .select(["channel", "status", "attempts", "last_error", "sent_at", "next_attempt_at"])
      .where("subject_kind", "=", ref.kind)
      .where("subject_id", "=", ref.id)
      .orderBy("channel")
      .execute(),
    leadTimeline(db, ref),
    common.assigneeId === null
      ? undefined
      : db.selectFrom("staff_users").select("name").where("id", "=", common.assigneeId).executeTakeFirst(),
  ]);
  return {
    ...common,
    assigneeName: assignee?.name ?? null,
    notifications: notifications.map((n) => ({
      channel: n.channel,
      status: n.status,
      attempts: Number(n.attempts),
      lastError: n.last_error,
      sentAt: n.sent_at === null ? null : Number(n.sent_at),
      nextAttemptAt: Number(n.next_attempt_at),
    })),
    timeline,
  };
}

type Common = Omit<LeadDetails, "notifications" | "timeline" | "assigneeName">;

/** The working columns every lead table has. */
type WorkRow = {
  id: number;
  created_at: number;
  phone: string;
  spam: number;
  flags: string;
  status: LeadStatus;
  lost_reason: string | null;
  assignee_id: number | null;
  follow_up_on: string | null;
  version: number;
  last_activity_at: number | null;
  notice_version: string | null;
  anonymised_at: number | null;
  locale: string;
};

type LeadRow = WorkRow & {
  kind: LeadKind;
  email: string | null;
  requirements_json: string | null;
  answers_json: string | null;
};

function workOf(row: WorkRow) {
  return {
    id: Number(row.id),
    createdAt: Number(row.created_at),
    phone: row.phone,
    status: row.status,
    lostReason: row.lost_reason,
    assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
    followUpOn: row.follow_up_on,
    version: Number(row.version),
    held: Number(row.spam) === 1,
    flags: flagViews(row.flags),
    noticeVersion: row.notice_version,
    language: localeEnglishName(row.locale),
    lastActivityAt: row.last_activity_at === null ? null : Number(row.last_activity_at),
    anonymisedAt: row.anonymised_at === null ? null : Number(row.anonymised_at),
  };
}

function commonOf(row: LeadRow) {
  return { ...workOf(row), email: row.email ?? "", answers: answersOf(row) };
}

function leadRow(db: Kysely<Database>, kind: LeadKind, id: number) {
  return db.selectFrom("leads").selectAll().where("id", "=", id).where("kind", "=", kind).executeTakeFirst();
}

async function readEnquiry(db: Kysely<Database>, id: number): Promise<Common | undefined> {
  const row = await leadRow(db, "enquiry", id);
  if (!row) return undefined;
  const estimate = parseJson<{ text?: unknown; path?: unknown } | null>(row.calculator_estimate, null);
  return {
    ...commonOf(row),
    kind: "enquiry",
    inboxKind: inboxKindOf("enquiry", row.campaign_id ?? ""),
    name: row.name ?? "",
    phoneVerified: null,
    address: {
      street: null,
      city: row.city ?? "",
      district: row.district ?? "",
      state: row.state ?? "",
      pincode: row.pincode ?? "",
      country: null,
    },
    zone: row.zonal_name ?? "",
    campaignId: row.campaign_id,
    source: row.source,
    category: row.category ?? "",
    estimate:
      estimate && typeof estimate.text === "string"
        ? { text: estimate.text, path: typeof estimate.path === "string" ? estimate.path : "" }
        : null,
    decision: null,
    callback: null,
    pagePath: row.page_path ?? "",
  };
}

async function readDealer(db: Kysely<Database>, id: number): Promise<Common | undefined> {
  const row = await leadRow(db, "dealer", id);
  if (!row) return undefined;
  return {
    ...commonOf(row),
    kind: "dealer",
    inboxKind: "dealer",
    name: `${row.first_name} ${row.last_name}`,
    phoneVerified: Number(row.phone_verified) === 1,
    address: {
      street: row.street ?? "",
      city: row.city ?? "",
      district: row.district ?? "",
      state: row.state ?? "",
      pincode: row.pincode ?? "",
      country: row.country ?? "",
    },
    zone: zonalNameOfState(row.state ?? ""),
    campaignId: null,
    source: null,
    category: null,
    estimate: null,
    decision: row.decision ?? "pending",
    callback: null,
    pagePath: null,
  };
}

/** A call-back request: a name, a phone and when to call; no e-mail, place or answers to show. */
async function readCallback(db: Kysely<Database>, id: number): Promise<Common | undefined> {
  const row = await leadRow(db, "callback", id);
  if (!row) return undefined;
  return {
    ...workOf(row),
    kind: "callback",
    inboxKind: "callback",
    name: row.name ?? "",
    email: "",
    answers: answersOf(row),
    phoneVerified: null,
    address: { street: null, city: "", district: "", state: "", pincode: "", country: null },
    zone: "",
    campaignId: row.campaign_id ?? "",
    source: row.source ?? "",
    category: null,
    estimate: null,
    decision: null,
    callback: { date: row.preferred_date ?? "", slot: row.preferred_slot ?? "" },
    pagePath: row.page_path ?? "",
  };
}
