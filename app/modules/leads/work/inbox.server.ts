/**
 * The inbox's queries (docs/decisions/114): enquiries, landing-page quotes, dealer applications and
 * call-back requests in one list, newest first. One UNION ALL over the three lead tables, each branch filtered on its own
 * (so each can use its table's indexes: `*_created`, `*_status_created`) and ordered by
 * (created_at desc, kind, id desc), which is the same on SQLite and PostgreSQL. The export walks the
 * same list by keyset in batches rather than by ever larger offsets.
 */
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from "kysely";
import type { Database, LeadStatus } from "#app/platform/db/schema.ts";
import { states, zonalNameOfState, zones } from "#app/modules/geo/geography.ts";
import { localeEnglishName } from "#app/i18n/locales.ts";
import { parseFlags } from "#app/modules/leads/intake/lead-flags.ts";
import {
  INBOX_PAGE_SIZE,
  LANDING_CAMPAIGN_ID,
  LEAD_STATUSES,
  inboxKindOf,
  phoneDigitsOf,
  type InboxFilter,
} from "./inbox-filter.ts";
import type { InboxPage, InboxRow, LeadKind, StatusCounts } from "./lead-types.ts";

export type { InboxPage, InboxRow, StatusCounts } from "./lead-types.ts";
import { endOfDayIST, startOfDayIST } from "./lead-format.ts";

const TABLE = { enquiry: "enquiries", dealer: "dealer_applications", callback: "callbacks" } as const;

/** The last row read from one table, for the export's keyset walk. */
type Cursor = { createdAt: number; id: number };

/**
 * Which lead tables can match the filter at all: campaign and source exist on enquiries and call-backs,
 * a place (state, zone) on enquiries and dealer applications; a call-back asks only a name and a phone.
 */
function kindsFor(filter: InboxFilter): LeadKind[] {
  const kinds: LeadKind[] = [];
  const only = filter.kind;
  if (!only || only === "enquiry" || only === "landing") kinds.push("enquiry");
  const dealerPossible =
    (!only || only === "dealer") &&
    !filter.campaign &&
    !filter.source &&
    (!filter.zone || statesOfZone(filter.zone).length > 0);
  if (dealerPossible) kinds.push("dealer");
  if ((!only || only === "callback") && !filter.state && !filter.zone) kinds.push("callback");
  return kinds;
}

/** Dealer applications have no zone column: their zone follows from their state, as the enquiry's does. */
function statesOfZone(zoneName: string): string[] {
  const zone = zones.find((z) => z.zonal_name === zoneName);
  return zone ? states.filter((s) => s.zonal_code === zone.zonal_code).map((s) => s.state_name) : [];
}

/** LIKE with the needle's own % and _ taken literally (escape character '!', the same on both databases). */
function contains(expr: Expression<unknown>, needle: string): Expression<SqlBool> {
  const escaped = needle.replace(/[!%_]/g, (c) => `!${c}`);
  return sql<SqlBool>`${expr} like ${`%${escaped}%`} escape '!'`;
}

const dealerName = sql<string>`first_name || ' ' || last_name`;

/** The filter's conditions on one lead table (typed as enquiries: the tables share the lead columns). */
function conditions(
  eb: ExpressionBuilder<Database, "enquiries">,
  kind: LeadKind,
  filter: InboxFilter,
  { withStatus = true, after }: { withStatus?: boolean; after?: Cursor } = {},
): Expression<SqlBool> {
  const list: Expression<SqlBool>[] = [];
  if (withStatus && filter.status) list.push(eb("status", "=", filter.status));
  if (kind === "enquiry" && filter.kind === "landing") list.push(eb("campaign_id", "=", LANDING_CAMPAIGN_ID));
  if (kind === "enquiry" && filter.kind === "enquiry")
    list.push(eb("campaign_id", "<>", LANDING_CAMPAIGN_ID));
  if (filter.state) list.push(eb("state", "=", filter.state));
  if (filter.zone) {
    list.push(
      kind === "enquiry" ? eb("zonal_name", "=", filter.zone) : eb("state", "in", statesOfZone(filter.zone)),
    );
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
      const name = contains(eb.fn("lower", [kind === "dealer" ? dealerName : eb.ref("name")]), needle);
      // A call-back has no e-mail to search.
      list.push(
        kind === "callback" ? name : eb.or([name, contains(eb.fn("lower", [eb.ref("email")]), needle)]),
      );
    }
  }
  if (after) list.push(afterCursor(eb, after));
  return list.length > 0 ? eb.and(list) : sql<SqlBool>`1 = 1`;
}

/**
 * Rows of one table after `cursor` in its order (created_at desc, id desc). The plain bound comes first
 * so both databases walk the created_at index; an OR alone can make PostgreSQL scan the table.
 */
function afterCursor(eb: ExpressionBuilder<Database, "enquiries">, cursor: Cursor): Expression<SqlBool> {
  return eb.and([
    eb("created_at", "<=", cursor.createdAt),
    eb.or([eb("created_at", "<", cursor.createdAt), eb("id", "<", cursor.id)]),
  ]);
}

/** The working columns every lead table has (schema.ts LeadColumns). */
const WORK_COLUMNS = [
  "id",
  "created_at",
  "phone",
  "status",
  "lost_reason",
  "assignee_id",
  "follow_up_on",
  "spam",
  "flags",
  "last_activity_at",
  "locale",
] as const;

/**
 * The columns that differ by kind, in one order and one type for every table so the branches can be
 * joined by UNION ALL: what a table lacks is ''. A call-back has a name, a phone and a preferred time,
 * no place or answers; a dealer application has no campaign.
 */
function kindColumns(kind: LeadKind) {
  const column = (name: string) => sql<string>`${sql.ref(name)}`;
  const none = sql<string>`''`;
  const onCallback = (callback: RawBuilder<string>, other: RawBuilder<string>) =>
    kind === "callback" ? callback : other;
  const place = (name: string) => onCallback(none, column(name));
  const campaignColumn = (name: string) => (kind === "dealer" ? none : column(name));
  return [
    sql<LeadKind>`${sql.lit(kind)}`.as("kind"),
    (kind === "dealer" ? dealerName : column("name")).as("name"),
    place("email").as("email"),
    place("state").as("state"),
    place("district").as("district"),
    place("city").as("city"),
    place("pincode").as("pincode"),
    onCallback(sql<string>`'[]'`, column("requirements_json")).as("requirements_json"),
    (kind === "enquiry" ? column("zonal_name") : none).as("zonal_name"),
    campaignColumn("campaign_id").as("campaign_id"),
    campaignColumn("source").as("source"),
    onCallback(column("preferred_date"), none).as("callback_date"),
    onCallback(column("preferred_slot"), none).as("callback_slot"),
    (kind === "dealer" ? none : column("page_path")).as("page_path"),
  ] as const;
}

/** One table's branch of the list: the same columns in the same order for every kind. */
function branch(
  db: Kysely<Database>,
  kind: LeadKind,
  filter: InboxFilter,
  options: { withStatus?: boolean; after?: Cursor },
) {
  // One builder for all tables (typed as enquiries: the columns used are the shared ones).
  return db
    .selectFrom(TABLE[kind] as "enquiries")
    .where((eb) => conditions(eb, kind, filter, options))
    .select(WORK_COLUMNS)
    .select(kindColumns(kind));
}

/** The list's rows in order: the branches that can match in one UNION ALL. */
function listQuery(db: Kysely<Database>, filter: InboxFilter) {
  const [first, ...rest] = kindsFor(filter).map((kind) => branch(db, kind, filter, {}));
  if (!first) return undefined;
  const all = rest.reduce((union, next) => union.unionAll(next), first);
  return all.orderBy("created_at", "desc").orderBy("kind").orderBy("id", "desc");
}

type ListRow = {
  kind: LeadKind;
  id: number;
  created_at: number;
  name: string;
  email: string;
  phone: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  zonal_name: string;
  campaign_id: string;
  source: string;
  status: LeadStatus;
  lost_reason: string | null;
  assignee_id: number | null;
  follow_up_on: string | null;
  spam: number;
  flags: string;
  last_activity_at: number | null;
  requirements_json: string;
  callback_date: string;
  callback_slot: string;
  page_path: string;
  locale: string;
};

function toRow(row: ListRow, staffNames: ReadonlyMap<number, string>): InboxRow {
  const assigneeId = row.assignee_id === null ? null : Number(row.assignee_id);
  return {
    kind: row.kind,
    inboxKind: inboxKindOf(row.kind, row.campaign_id),
    id: Number(row.id),
    createdAt: Number(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    state: row.state,
    district: row.district,
    city: row.city,
    pincode: row.pincode,
    zone: row.kind === "enquiry" ? row.zonal_name : row.kind === "dealer" ? zonalNameOfState(row.state) : "",
    campaignId: row.campaign_id,
    source: row.source,
    status: row.status,
    lostReason: row.lost_reason,
    assigneeId,
    assigneeName: assigneeId === null ? null : (staffNames.get(assigneeId) ?? null),
    followUpOn: row.follow_up_on,
    held: Number(row.spam) === 1,
    flags: parseFlags(row.flags),
    lastActivityAt: row.last_activity_at === null ? null : Number(row.last_activity_at),
    answers: parseAnswers(row.requirements_json),
    callback: row.kind === "callback" ? { date: row.callback_date, slot: row.callback_slot } : null,
    pagePath: row.kind === "dealer" ? null : row.page_path,
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

/** Leads per status for the filter without its status (one GROUP BY per table). */
export async function statusCounts(db: Kysely<Database>, filter: InboxFilter): Promise<StatusCounts> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const kind of kindsFor(filter)) {
    const rows = await db
      .selectFrom(TABLE[kind] as "enquiries")
      .where((eb) => conditions(eb, kind, filter, { withStatus: false }))
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute();
    for (const row of rows) if (row.status in counts) counts[row.status] += Number(row.n);
  }
  return counts;
}

/** One page of the inbox (pages past the last show the last), with its counts. */
export async function listInbox(db: Kysely<Database>, filter: InboxFilter, page: number): Promise<InboxPage> {
  const counts = await statusCounts(db, filter);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const query = listQuery(db, filter);
  const rows =
    query && total > 0
      ? ((await query
          .limit(INBOX_PAGE_SIZE)
          .offset((current - 1) * INBOX_PAGE_SIZE)
          .execute()) as ListRow[])
      : [];
  const names = await staffNames(db);
  return { rows: rows.map((row) => toRow(row, names)), total, counts, page: current, pages };
}

/** One table's rows of the list, newest first, in batches that each start after the previous one. */
async function* tableRows(
  db: Kysely<Database>,
  kind: LeadKind,
  filter: InboxFilter,
  batchSize: number,
): AsyncGenerator<ListRow> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = (await branch(db, kind, filter, { after })
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize)
      .execute()) as ListRow[];
    yield* rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { createdAt: Number(last.created_at), id: Number(last.id) };
  }
}

/** Whether row a comes before row b in the list's order (created_at desc, kind, id desc). */
function before(a: ListRow, b: ListRow): boolean {
  const at = Number(a.created_at) - Number(b.created_at);
  if (at !== 0) return at > 0;
  if (a.kind !== b.kind) return a.kind < b.kind;
  return Number(a.id) > Number(b.id);
}

/**
 * The whole filtered list, newest first, in batches (the CSV export). Each table is read by keyset in
 * its own index order (every query a short range scan, however deep the export goes) and the two are
 * merged here in the list's order. Stops after `cap` rows.
 */
export async function* inboxBatches(
  db: Kysely<Database>,
  filter: InboxFilter,
  { cap, batchSize = 1000 }: { cap: number; batchSize?: number },
): AsyncGenerator<InboxRow[]> {
  const names = await staffNames(db);
  const sources = kindsFor(filter).map((kind) => tableRows(db, kind, filter, batchSize));
  const heads = await Promise.all(sources.map(async (source) => (await source.next()).value ?? undefined));
  let batch: InboxRow[] = [];
  for (let left = cap; left > 0; left--) {
    let pick = -1;
    heads.forEach((head, i) => {
      if (head && (pick === -1 || before(head, heads[pick]!))) pick = i;
    });
    if (pick === -1) break;
    batch.push(toRow(heads[pick]!, names));
    heads[pick] = (await sources[pick]!.next()).value ?? undefined;
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
  await Promise.all(sources.map((source) => source.return(undefined)));
}
