import type { Transaction } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { LEAD_FLAGS } from "#app/modules/leads/intake/lead-flags.ts";
import { maskedAnswers as maskedAnswerValues } from "#app/modules/leads/lead-fields.ts";
import { ERASED, mapLeaves } from "./mentions.server.ts";
import type { LeadKind } from "./privacy-records.ts";
import { NOT_SENT_ANONYMISED } from "#app/modules/leads/notifications/outbox-queue.server.ts";

/** Why a lead was anonymised: a person's erasure request, or the retention period ran out. */
export type AnonymiseReason = "erasure" | "retention";

/** The timeline entry an anonymised lead gets (its details hold only the reason). */
export const ANONYMISED_EVENT = "anonymised";

/** Each kind's columns that become ERASED (a new kind does not compile until it is added here). */
const PERSONAL_COLUMNS = {
  enquiry: ["name", "email", "phone", "city", "pincode", "client_ip"],
  dealer: ["first_name", "last_name", "email", "phone", "street", "city", "pincode", "client_ip"],
  // No e-mail or address: a name, a mobile and the sender's address. The preferred day and part of
  // it, and the page it was asked on, stay with the counts.
  callback: ["name", "phone", "client_ip"],
} as const satisfies Record<LeadKind, readonly string[]>;

/**
 * Codes a timeline entry may keep after its lead is anonymised: statuses, decisions, flags, field
 * names. Every other text in an entry (a note, a lost reason, an old value) is masked, since anything
 * a person typed about a lead may identify its owner.
 */
const KEPT_EVENT_TEXT = new Set<string>([
  "new",
  "contacted",
  "qualified",
  "won",
  "lost",
  "pending",
  "approved",
  "rejected",
  "sent",
  "dead",
  "enquiry",
  "dealer",
  "callback",
  "email",
  "webhook",
  "name",
  "first_name",
  "last_name",
  "phone",
  "city",
  "pincode",
  "street",
  "preferred_date",
  "preferred_slot",
  "morning",
  "afternoon",
  "evening",
  "status",
  "assignee_id",
  "follow_up_on",
  "lost_reason",
  "spam",
  "decision",
  "listed_publicly",
  "data-request",
  "erasure",
  "retention",
  ...Object.keys(LEAD_FLAGS),
]);
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** A timeline entry's details with everything but codes, numbers, booleans and dates masked. */
export function maskEventDetails(json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return JSON.stringify(ERASED);
  }
  return JSON.stringify(
    mapLeaves(value, (leaf) =>
      typeof leaf === "string" && !KEPT_EVENT_TEXT.has(leaf) && !DATE.test(leaf) ? ERASED : leaf,
    ),
  );
}

function maskedAnswers(json: string): string {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return "[]";
    // The question stays (it is the form's, not the person's); the answer goes.
    return JSON.stringify(
      list.map((item: { id?: unknown; title?: unknown }) => ({
        id: item?.id ?? null,
        title: typeof item?.title === "string" ? item.title : "",
        answer: ERASED,
      })),
    );
  } catch {
    return "[]";
  }
}

export type AnonymisedCounts = { leads: number; leadEvents: number; notificationsStopped: number };

/**
 * Irreversibly masks the personal data of these leads, in the caller's transaction: every personal
 * column becomes ERASED (the answers keep their questions, the estimate goes), the replay hash goes,
 * anonymised_at is set and the version moves on (an edit based on the old one is refused). Their
 * timeline entries keep only codes; their undelivered outbox rows are parked. What stays (state,
 * district, zone, campaign, source, dates, status) counts leads without naming anyone.
 */
export async function anonymiseLeads(
  trx: Transaction<Database>,
  kind: LeadKind,
  ids: readonly number[],
  { at, reason, staffId }: { at: number; reason: AnonymiseReason; staffId: number | null },
): Promise<AnonymisedCounts> {
  if (ids.length === 0) return { leads: 0, leadEvents: 0, notificationsStopped: 0 };
  // The answers keep their questions (a call-back request asked none: null).
  const rows = await trx
    .selectFrom("leads")
    .select(["id", "requirements_json", "answers_json", "lost_reason"])
    .where("kind", "=", kind)
    .where("id", "in", ids)
    .execute();
  const masked = Object.fromEntries(PERSONAL_COLUMNS[kind].map((column) => [column, ERASED]));
  for (const row of rows) {
    await trx
      .updateTable("leads")
      .set((eb) => ({
        ...masked,
        ...(row.requirements_json === null
          ? {}
          : { requirements_json: maskedAnswers(row.requirements_json) }),
        ...(kind === "enquiry" ? { calculator_estimate: null } : {}),
        answers_json: maskedAnswerValues(row.answers_json, ERASED),
        lost_reason: row.lost_reason === null ? null : ERASED,
        // Click ids (gclid, fbclid) name a browser: gone with the rest.
        attribution_json: null,
        request_hash: null,
        anonymised_at: at,
        version: eb("version", "+", 1),
      }))
      .where("id", "=", row.id)
      .execute();
  }

  const events = await trx
    .selectFrom("lead_events")
    .select(["id", "details_json"])
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", ids)
    .execute();
  for (const event of events) {
    const details = maskEventDetails(event.details_json);
    if (details !== event.details_json)
      await trx
        .updateTable("lead_events")
        .set({ details_json: details })
        .where("id", "=", event.id)
        .execute();
  }
  await trx
    .insertInto("lead_events")
    .values(
      rows.map((row) => ({
        lead_kind: kind,
        lead_id: row.id,
        at,
        staff_id: staffId,
        kind: ANONYMISED_EVENT,
        details_json: JSON.stringify({ reason }),
      })),
    )
    .execute();

  const stopped = await trx
    .updateTable("notifications")
    .set({ status: "dead", last_error: NOT_SENT_ANONYMISED })
    .where("subject_kind", "=", kind)
    .where("subject_id", "in", ids)
    .where("status", "=", "pending")
    .executeTakeFirst();

  return {
    leads: rows.length,
    leadEvents: events.length,
    notificationsStopped: Number(stopped.numUpdatedRows),
  };
}
