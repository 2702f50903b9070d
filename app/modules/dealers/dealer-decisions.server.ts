import type { Kysely, NotNull, Transaction } from "kysely";
import * as z from "zod/mini";
import type { Database, DealerDecision } from "#app/platform/db/schema.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";
import { hasControlCharacters } from "#app/modules/leads/schema/field-rules.ts";
import type { ListedDealer } from "./dealer-directory.ts";

/**
 * Sales decide on dealer applications (docs/decisions/115-sales-dashboard-and-dealers.md):
 * approve or reject, with an optional note, and whether an approved dealer may be shown on the public
 * "find a dealer near you" page. Every change is conditional on the version the person saw (a change
 * made meanwhile by someone else is never overwritten), bumps it, and writes the lead's timeline
 * (`lead_events`) and the audit log in the same transaction.
 */

export const DEALER_DECISIONS = [
  "pending",
  "approved",
  "rejected",
] as const satisfies readonly DealerDecision[];

/** A note is for the team, not an essay; the timeline keeps it. */
export const DECISION_NOTE_MAX = 1000;
export const DEALER_PAGE_SIZE = 20;

/** Timeline event kinds written here (lead_events.kind). */
export const DEALER_EVENTS = { decision: "dealer_decision", listing: "dealer_listing" } as const;

export type DealerFilter = DealerDecision | "all";

/** The columns a dealer application always fills (they are null only on other kinds of lead). */
type DealerFilled = {
  [
    K in "first_name" | "last_name" | "email" | "city" | "district" | "state" | "decision" | "phone_verified"
  ]: NotNull;
};

const nameOf = (row: { first_name: string; last_name: string }) =>
  `${row.first_name} ${row.last_name}`.trim();

export type DealerApplicationSummary = {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  district: string;
  state: string;
  createdAt: number;
  decision: DealerDecision;
  listedPublicly: boolean;
  version: number;
  phoneVerified: boolean;
  /** Held for review as possible spam (docs/decisions/111). */
  held: boolean;
  anonymised: boolean;
  /** The latest decision taken on it, by whom and with what note. */
  lastDecision: { decision: DealerDecision; at: number; by: string | null; note: string | null } | null;
};

export type DealerList = {
  rows: DealerApplicationSummary[];
  /** Applications matching the filter, in all. */
  total: number;
  page: number;
  pageCount: number;
  counts: Record<DealerDecision, number>;
};

/** `?decision=`: one of the decisions, else every application. */
export function parseDealerFilter(value: string | null): DealerFilter {
  return DEALER_DECISIONS.find((d) => d === value) ?? "all";
}

/** The applications with their decision, newest first, one page at a time. */
export async function listDealerApplications(
  db: Kysely<Database>,
  { decision, page }: { decision: DealerFilter; page: number },
): Promise<DealerList> {
  const countRows = await db
    .selectFrom("leads")
    .where("kind", "=", "dealer")
    .select((eb) => ["decision", eb.fn.countAll<number>().as("count")])
    .$narrowType<DealerFilled>()
    .groupBy("decision")
    .execute();
  const counts: Record<DealerDecision, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of countRows) if (row.decision in counts) counts[row.decision] = Number(row.count);
  const total = decision === "all" ? counts.pending + counts.approved + counts.rejected : counts[decision];
  const pageCount = Math.max(1, Math.ceil(total / DEALER_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);

  let query = db
    .selectFrom("leads")
    .where("kind", "=", "dealer")
    .select([
      "id",
      "first_name",
      "last_name",
      "email",
      "phone",
      "city",
      "district",
      "state",
      "created_at",
      "decision",
      "listed_publicly",
      "version",
      "phone_verified",
      "spam",
      "anonymised_at",
    ])
    .$narrowType<DealerFilled>()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(DEALER_PAGE_SIZE)
    .offset((current - 1) * DEALER_PAGE_SIZE);
  if (decision !== "all") query = query.where("decision", "=", decision);
  const rows = await query.execute();

  const ids = rows.map((r) => Number(r.id));
  const events = ids.length
    ? await db
        .selectFrom("lead_events as e")
        .leftJoin("staff_users as s", "s.id", "e.staff_id")
        .select(["e.lead_id", "e.at", "e.details_json", "s.name"])
        .where("e.lead_kind", "=", "dealer")
        .where("e.kind", "=", DEALER_EVENTS.decision)
        .where("e.lead_id", "in", ids)
        .orderBy("e.at", "desc")
        .orderBy("e.id", "desc")
        .execute()
    : [];
  const latest = new Map<number, DealerApplicationSummary["lastDecision"]>();
  for (const event of events) {
    const id = Number(event.lead_id);
    if (latest.has(id)) continue;
    const details = JSON.parse(event.details_json) as { to?: DealerDecision; note?: string | null };
    latest.set(id, {
      decision: details.to ?? "pending",
      at: Number(event.at),
      by: event.name ?? null,
      note: details.note ?? null,
    });
  }

  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      name: nameOf(row),
      email: row.email,
      phone: row.phone,
      city: row.city,
      district: row.district,
      state: row.state,
      createdAt: Number(row.created_at),
      decision: row.decision,
      listedPublicly: Number(row.listed_publicly) === 1,
      version: Number(row.version),
      phoneVerified: Number(row.phone_verified) === 1,
      held: Number(row.spam) === 1,
      anonymised: row.anonymised_at !== null,
      lastDecision: latest.get(Number(row.id)) ?? null,
    })),
    total,
    page: current,
    pageCount,
    counts,
  };
}

/** A row id or version as a form posts it: digits only. */
const PositiveInteger = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number));

/** What a console form may ask of this module; the server re-reads every field. */
export const DealerActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("decide"),
    id: PositiveInteger,
    version: PositiveInteger,
    decision: z.enum(["approved", "rejected"]),
    note: z.pipe(
      z.optional(z.string()),
      z.transform((value) => value?.trim() || null),
    ),
  }),
  z.object({
    intent: z.literal("list"),
    id: PositiveInteger,
    version: PositiveInteger,
    listed: z.enum(["1", "0"]),
  }),
]);
export type DealerAction = z.infer<typeof DealerActionSchema>;

/**
 * A posted form, read: the action, or why not (`note_too_long`, `note_characters` for a control
 * character in the note, or `invalid` for a form this
 * console did not send).
 */
export function readDealerAction(
  form: FormData,
):
  | { ok: true; action: DealerAction }
  | { ok: false; reason: "invalid" | "note_too_long" | "note_characters" } {
  const parsed = DealerActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, reason: "invalid" };
  if (parsed.data.intent === "decide" && (parsed.data.note?.length ?? 0) > DECISION_NOTE_MAX)
    return { ok: false, reason: "note_too_long" };
  if (parsed.data.intent === "decide" && hasControlCharacters(parsed.data.note ?? "", { multiline: true }))
    return { ok: false, reason: "note_characters" };
  return { ok: true, action: parsed.data };
}

export type DecisionResult =
  /** `name`: the dealer's, for the message that confirms it. */
  | { ok: true; version: number; name: string }
  | { ok: false; reason: "not_found" | "conflict" | "not_approved" };

type Actor = { staffId: number; now: number };

/**
 * Reads the application at the version the person saw: undefined when gone, "conflict" when someone
 * changed it since.
 */
async function rowAtVersion(trx: Transaction<Database>, id: number, version: number) {
  const row = await trx
    .selectFrom("leads")
    .where("kind", "=", "dealer")
    .select(["id", "first_name", "last_name", "decision", "listed_publicly", "version", "anonymised_at"])
    .$narrowType<DealerFilled>()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return { ok: false as const, reason: "not_found" as const };
  if (Number(row.version) !== version) return { ok: false as const, reason: "conflict" as const };
  return { ok: true as const, row };
}

/** Approves or rejects an application. Rejecting also takes it off the public page. */
export async function decideDealer(
  db: Kysely<Database>,
  {
    id,
    version,
    decision,
    note,
    staffId,
    now,
  }: Actor & { id: number; version: number; decision: "approved" | "rejected"; note: string | null },
): Promise<DecisionResult> {
  return db.transaction().execute(async (trx) => {
    const seen = await rowAtVersion(trx, id, version);
    if (!seen.ok) return seen;
    const updated = await trx
      .updateTable("leads")
      .where("kind", "=", "dealer")
      .set({
        decision,
        ...(decision === "rejected" ? { listed_publicly: 0 } : {}),
        version: version + 1,
        last_activity_at: now,
      })
      .where("id", "=", id)
      // The version in the condition is what makes a concurrent change fail here, not overwrite.
      .where("version", "=", version)
      .returning("version")
      .executeTakeFirst();
    if (!updated) return { ok: false, reason: "conflict" };
    const from = seen.row.decision;
    const unlisted = decision === "rejected" && Number(seen.row.listed_publicly) === 1;
    await trx
      .insertInto("lead_events")
      .values({
        lead_kind: "dealer",
        lead_id: id,
        at: now,
        staff_id: staffId,
        kind: DEALER_EVENTS.decision,
        details_json: JSON.stringify({ from, to: decision, note, ...(unlisted ? { unlisted: true } : {}) }),
      })
      .execute();
    // The note may name people; the audit log keeps only that there was one.
    await recordAudit(trx, {
      staffId,
      action: "dealer.decide",
      subject: `dealer:${id}`,
      details: { from, to: decision, note: note !== null, version: version + 1 },
      at: now,
    });
    return { ok: true, version: Number(updated.version), name: nameOf(seen.row) };
  });
}

/** Shows an approved dealer on the public page, or takes them off it. */
export async function setDealerListing(
  db: Kysely<Database>,
  { id, version, listed, staffId, now }: Actor & { id: number; version: number; listed: boolean },
): Promise<DecisionResult> {
  return db.transaction().execute(async (trx) => {
    const seen = await rowAtVersion(trx, id, version);
    if (!seen.ok) return seen;
    if (listed && (seen.row.decision !== "approved" || seen.row.anonymised_at !== null))
      return { ok: false, reason: "not_approved" };
    let update = trx
      .updateTable("leads")
      .where("kind", "=", "dealer")
      .set({ listed_publicly: listed ? 1 : 0, version: version + 1, last_activity_at: now })
      .where("id", "=", id)
      .where("version", "=", version);
    if (listed) update = update.where("decision", "=", "approved").where("anonymised_at", "is", null);
    const updated = await update.returning("version").executeTakeFirst();
    if (!updated) return { ok: false, reason: "conflict" };
    await trx
      .insertInto("lead_events")
      .values({
        lead_kind: "dealer",
        lead_id: id,
        at: now,
        staff_id: staffId,
        kind: DEALER_EVENTS.listing,
        details_json: JSON.stringify({ listed }),
      })
      .execute();
    await recordAudit(trx, {
      staffId,
      action: "dealer.listing",
      subject: `dealer:${id}`,
      details: { listed, version: version + 1 },
      at: now,
    });
    return { ok: true, version: Number(updated.version), name: nameOf(seen.row) };
  });
}

/**
 * The dealers a public page may show: approved, chosen to be listed, and not anonymised, with only
 * their name, place and phone (the business contact they applied with), by state, district, city.
 */
export async function listedDealers(db: Kysely<Database>): Promise<ListedDealer[]> {
  const rows = await db
    .selectFrom("leads")
    .where("kind", "=", "dealer")
    .select(["first_name", "last_name", "city", "district", "state", "phone"])
    .$narrowType<DealerFilled>()
    .where("decision", "=", "approved")
    .where("listed_publicly", "=", 1)
    .where("anonymised_at", "is", null)
    .orderBy("state")
    .orderBy("district")
    .orderBy("city")
    .orderBy("first_name")
    .orderBy("last_name")
    .execute();
  return rows.map((row) => ({
    name: nameOf(row),
    city: row.city,
    district: row.district,
    state: row.state,
    phone: row.phone,
  }));
}
