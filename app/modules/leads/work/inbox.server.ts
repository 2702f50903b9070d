/**
 * The inbox's queries (docs/decisions/114): enquiries, landing-page quotes, dealer applications and
 * call-back requests in one list, newest first, read from the one lead table (docs/decisions/199) and
 * ordered by (created_at desc, kind, id desc), which is the same on SQLite and PostgreSQL. The export
 * walks the same list by keyset in batches rather than by ever larger offsets.
 */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
} from "kysely";
import type { Database, LeadsTable } from "#app/platform/db/schema.ts";
import { states, zonalNameOfState, zones } from "#app/modules/geo/geography.ts";
import { localeEnglishName } from "#app/i18n/locales.ts";
import { parseFlags } from "#app/modules/leads/intake/lead-flags.ts";
import { shownAnswers } from "#app/modules/leads/lead-fields.ts";
import {
  INBOX_PAGE_SIZE,
  LANDING_CAMPAIGN_ID,
  LEAD_STATUSES,
  inboxKindOf,
  phoneDigitsOf,
  type InboxFilter,
} from "./inbox-filter.ts";
import type { InboxPage, InboxRow, StatusCounts } from "./lead-types.ts";

export type { InboxPage, InboxRow, StatusCounts } from "./lead-types.ts";
import { endOfDayIST, startOfDayIST } from "./lead-format.ts";

/** The last row read, for the export's keyset walk. */
type Cursor = { createdAt: number; kind: string; id: number };

/** Dealer applications store no zone: theirs follows from their state, as the enquiry's does. */
function statesOfZone(zoneName: string): string[] {
  const zone = zones.find((z) => z.zonal_name === zoneName);
  return zone ? states.filter((s) => s.zonal_code === zone.zonal_code).map((s) => s.state_name) : [];
}

/** LIKE with the needle's own % and _ taken literally (escape character '!', the same on both databases). */
function contains(expr: Expression<unknown>, needle: string): Expression<SqlBool> {
  const escaped = needle.replace(/[!%_]/g, (c) => `!${c}`);
  return sql<SqlBool>`${expr} like ${`%${escaped}%`} escape '!'`;
}

/** The name sales see: a dealer gives first and last name. */
const leadName = sql<string>`coalesce(name, first_name || ' ' || last_name)`;

/**
 * The filter's conditions. What a kind does not ask is null on its rows, so a condition on it (a
 * campaign, a state) leaves that kind out by itself: a call-back has no place, a dealer no campaign.
 */
function conditions(
  eb: ExpressionBuilder<Database, "leads">,
  filter: InboxFilter,
  { withStatus = true, after }: { withStatus?: boolean; after?: Cursor } = {},
): Expression<SqlBool> {
  const list: Expression<SqlBool>[] = [];
  if (withStatus && filter.status) list.push(eb("status", "=", filter.status));
  if (filter.kind === "landing" || filter.kind === "enquiry") {
    list.push(eb("kind", "=", "enquiry"));
    list.push(eb("campaign_id", filter.kind === "landing" ? "=" : "<>", LANDING_CAMPAIGN_ID));
  } else if (filter.kind) list.push(eb("kind", "=", filter.kind));
  if (filter.state) list.push(eb("state", "=", filter.state));
  if (filter.zone) {
    const zoneStates = statesOfZone(filter.zone);
    const byState =
      zoneStates.length > 0 ? [eb.and([eb("zonal_name", "is", null), eb("state", "in", zoneStates)])] : [];
    list.push(eb.or([eb("zonal_name", "=", filter.zone), ...byState]));
  }
  if (filter.campaign) list.push(eb("campaign_id", "=", filter.campaign));
  if (filter.source) list.push(eb("source", "=", filter.source));
  if (filter.from) list.push(eb("created_at", ">=", startOfDayIST(filter.from)));
  if (filter.to) list.push(eb("created_at", "<", endOfDayIST(filter.to)));
  if (filter.flag === "held") list.push(eb("spam", "=", 1));
  if (filter.flag === "duplicate") list.push(contains(eb.ref("flags"), '"duplicate_'));
  if (filter.flag === "unverified") list.push(contains(eb.ref("flags"), '"phone_unverified_'));
  if (filter.assignee === "none") list.push(eb("assignee_id", "is", null));
  else if (filter.assignee !== undefined) list.push(eb("assignee_id", "=", filter.assignee));
  if (filter.q) {
    const digits = phoneDigitsOf(filter.q);
    if (digits) list.push(contains(eb.ref("phone"), digits));
    else {
      const needle = filter.q.toLowerCase();
      // A call-back has no e-mail: its null matches nothing.
      list.push(
        eb.or([
          contains(eb.fn("lower", [leadName]), needle),
          contains(eb.fn("lower", [eb.ref("email")]), needle),
        ]),
      );
    }
  }
  if (after) list.push(afterCursor(eb, after));
  return list.length > 0 ? eb.and(list) : sql<SqlBool>`1 = 1`;
}

/**
 * Rows after `cursor` in the list's order (created_at desc, kind, id desc). The plain bound comes
 * first so both databases walk the created_at index; an OR alone can make PostgreSQL scan the table.
 */
function afterCursor(eb: ExpressionBuilder<Database, "leads">, cursor: Cursor): Expression<SqlBool> {
  return eb.and([
    eb("created_at", "<=", cursor.createdAt),
    eb.or([
      eb("created_at", "<", cursor.createdAt),
      eb(sql.ref("kind"), ">", cursor.kind),
      eb.and([eb(sql.ref("kind"), "=", cursor.kind), eb("id", "<", cursor.id)]),
    ]),
  ]);
}

/** The columns a list row shows. */
const LIST_COLUMNS = [
  "id",
  "kind",
  "created_at",
  "name",
  "first_name",
  "last_name",
  "email",
  "phone",
  "state",
  "district",
  "city",
  "pincode",
  "zonal_name",
  "campaign_id",
  "source",
  "status",
  "lost_reason",
  "assignee_id",
  "follow_up_on",
  "spam",
  "flags",
  "last_activity_at",
  "requirements_json",
  "answers_json",
  "preferred_date",
  "preferred_slot",
  "page_path",
  "locale",
] as const;

/** The list's rows in order. */
function listQuery(db: Kysely<Database>, filter: InboxFilter, after?: Cursor) {
  return db
    .selectFrom("leads")
    .where((eb) => conditions(eb, filter, { after }))
    .select(LIST_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("kind")
    .orderBy("id", "desc");
}

type ListRow = Pick<Selectable<LeadsTable>, (typeof LIST_COLUMNS)[number]>;

function toRow(row: ListRow, staffNames: ReadonlyMap<number, string>): InboxRow {
  const assigneeId = row.assignee_id === null ? null : Number(row.assignee_id);
  const state = row.state ?? "";
  return {
    kind: row.kind,
    inboxKind: inboxKindOf(row.kind, row.campaign_id ?? ""),
    id: Number(row.id),
    createdAt: Number(row.created_at),
    name: row.name ?? `${row.first_name ?? ""} ${row.last_name ?? ""}`,
    email: row.email ?? "",
    phone: row.phone,
    state,
    district: row.district ?? "",
    city: row.city ?? "",
    pincode: row.pincode ?? "",
    zone: row.zonal_name ?? (state ? zonalNameOfState(state) : ""),
    campaignId: row.campaign_id ?? "",
    source: row.source ?? "",
    status: row.status,
    lostReason: row.lost_reason,
    assigneeId,
    assigneeName: assigneeId === null ? null : (staffNames.get(assigneeId) ?? null),
    followUpOn: row.follow_up_on,
    held: Number(row.spam) === 1,
    flags: parseFlags(row.flags),
    lastActivityAt: row.last_activity_at === null ? null : Number(row.last_activity_at),
    answers: [...parseAnswers(row.requirements_json ?? "[]"), ...shownAnswers(row.kind, row.answers_json)],
    callback:
      row.preferred_date === null ? null : { date: row.preferred_date, slot: row.preferred_slot ?? "" },
    pagePath: row.page_path,
    language: localeEnglishName(row.locale),
  };
}

function parseAnswers(json: string): { title: string; answer: string }[] {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.map((item: { title?: unknown; answer?: unknown }) => ({
      title: String(item?.title ?? ""),
      answer: String(item?.answer ?? ""),
    }));
  } catch {
    return [];
  }
}

/** Every staff member's name by id (assignees may since have been disabled). */
export async function staffNames(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db.selectFrom("staff_users").select(["id", "name"]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Who a lead can be assigned to: active staff who work leads (admin or sales), by name. */
export async function assignableStaff(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "name"])
    .where("disabled_at", "is", null)
    .where("role", "in", ["admin", "sales"])
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Leads per status for the filter without its status (one GROUP BY). */
export async function statusCounts(db: Kysely<Database>, filter: InboxFilter): Promise<StatusCounts> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
  const rows = await db
    .selectFrom("leads")
    .where((eb) => conditions(eb, filter, { withStatus: false }))
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  for (const row of rows) if (row.status in counts) counts[row.status] += Number(row.n);
  return counts;
}

/** One page of the inbox (pages past the last show the last), with its counts. */
export async function listInbox(db: Kysely<Database>, filter: InboxFilter, page: number): Promise<InboxPage> {
  const counts = await statusCounts(db, filter);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows =
    total > 0
      ? await listQuery(db, filter)
          .limit(INBOX_PAGE_SIZE)
          .offset((current - 1) * INBOX_PAGE_SIZE)
          .execute()
      : [];
  const names = await staffNames(db);
  return { rows: rows.map((row) => toRow(row, names)), total, counts, page: current, pages };
}

/**
 * The whole filtered list, newest first, in batches (the CSV export), each read by keyset after the
 * last (every query a short range scan, however deep the export goes). Stops after `cap` rows.
 */
export async function* inboxBatches(
  db: Kysely<Database>,
  filter: InboxFilter,
  { cap, batchSize = 1000 }: { cap: number; batchSize?: number },
): AsyncGenerator<InboxRow[]> {
  const names = await staffNames(db);
  let after: Cursor | undefined;
  for (let left = cap; left > 0;) {
    const rows = await listQuery(db, filter, after).limit(Math.min(batchSize, left)).execute();
    if (rows.length > 0) yield rows.map((row) => toRow(row, names));
    const last = rows[rows.length - 1];
    left -= rows.length;
    if (!last || rows.length < Math.min(batchSize, left + rows.length)) return;
    after = { createdAt: Number(last.created_at), kind: last.kind, id: Number(last.id) };
  }
}
