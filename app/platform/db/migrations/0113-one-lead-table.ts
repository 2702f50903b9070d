import { sql, type Kysely } from "kysely";
import type { Dialect } from "../client.server.ts";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * One `leads` table for every kind (docs/decisions/199): enquiries (with landing-page quotes), dealer
 * applications and call-back requests become rows with a `kind`. The three tables had their own id
 * sequences, so ids are made one sequence here: enquiries keep theirs; dealer applications and
 * call-backs move above every old id (old id + offset), every pointer to them (timeline, outbox, audit
 * log, data-protection records) moves with them, and `lead_legacy_ids` keeps old → new so an old
 * console link still opens the right lead. On PostgreSQL the whole move is one transaction under the
 * migrator's lock, so a second instance starting at once waits and then finds it done.
 */
export const oneLeadTable: DialectMigration = {
  up: async (db, dialect) => {
    await createLeads(db, dialect);
    await db.schema
      .createTable("lead_legacy_ids")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("old_id", "bigint", (c) => c.notNull())
      .addColumn("lead_id", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("lead_legacy_ids_pk", ["kind", "old_id"])
      .execute();

    const maxOf = async (table: string) => {
      const { rows } = await sql<{
        n: number | string | null;
      }>`select max(id) as n from ${sql.table(table)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    };
    const [enquiryMax, dealerMax, callbackMax] = [
      await maxOf("enquiries"),
      await maxOf("dealer_applications"),
      await maxOf("callbacks"),
    ];
    // Every moved id is above every old id of any kind, so an old (kind, id) and a new one never clash.
    const offset = { dealer: Math.max(enquiryMax, dealerMax, callbackMax), callback: 0 };
    offset.callback = offset.dealer + dealerMax;

    await sql`insert into leads (${sql.raw(ENQUIRY_COLUMNS.join(", "))}, kind)
      select ${sql.raw(ENQUIRY_COLUMNS.join(", "))}, 'enquiry' from enquiries`.execute(db);
    await sql`insert into leads (${sql.raw(DEALER_COLUMNS.join(", "))}, kind)
      select ${sql.raw(DEALER_COLUMNS.map((c) => (c === "id" ? `id + ${offset.dealer}` : c)).join(", "))}, 'dealer'
      from dealer_applications`.execute(db);
    await sql`insert into leads (${sql.raw(CALLBACK_COLUMNS.join(", "))}, kind)
      select ${sql.raw(CALLBACK_COLUMNS.map((c) => (c === "id" ? `id + ${offset.callback}` : c)).join(", "))}, 'callback'
      from callbacks`.execute(db);

    for (const [kind, table] of [
      ["dealer", "dealer_applications"],
      ["callback", "callbacks"],
    ] as const) {
      const by = offset[kind];
      await sql`insert into lead_legacy_ids (kind, old_id, lead_id)
        select ${kind}, id, id + ${sql.lit(by)} from ${sql.table(table)}`.execute(db);
      await sql`update lead_events set lead_id = lead_id + ${sql.lit(by)} where lead_kind = ${kind}`.execute(
        db,
      );
      await sql`update notifications set subject_id = subject_id + ${sql.lit(by)} where subject_kind = ${kind}`.execute(
        db,
      );
    }
    await movePointersInText(db, offset);

    if (dialect === "postgres") {
      // The next id follows the highest moved one (the sequence knew only the enquiries' ids).
      await sql`select setval(pg_get_serial_sequence('leads', 'id'), max(id)) from leads having count(*) > 0`.execute(
        db,
      );
    }
    for (const table of ["enquiries", "dealer_applications", "callbacks"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** The columns each old table brings, by the same name in `leads`. */
const COMMON = [
  "id",
  "created_at",
  "phone",
  "client_ip",
  "spam",
  "flags",
  "idempotency_key",
  "request_hash",
  "status",
  "lost_reason",
  "assignee_id",
  "follow_up_on",
  "version",
  "last_activity_at",
  "notice_version",
  "anonymised_at",
  "attribution_json",
  "locale",
];
const PLACE = ["email", "state", "district", "city", "pincode", "requirements_json"];
const ENQUIRY_COLUMNS = [
  ...COMMON,
  ...PLACE,
  "name",
  "category",
  "campaign_id",
  "source",
  "zonal_name",
  "calculator_estimate",
  "page_path",
];
const DEALER_COLUMNS = [
  ...COMMON,
  ...PLACE,
  "first_name",
  "last_name",
  "country",
  "street",
  "phone_verified",
  "decision",
  "listed_publicly",
];
const CALLBACK_COLUMNS = [
  ...COMMON,
  "name",
  "preferred_date",
  "preferred_slot",
  "page_path",
  "campaign_id",
  "source",
];

async function createLeads(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable("leads")
    .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (c) =>
      dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    // Who and where: what a kind does not ask for is null (a call-back has no e-mail or place).
    .addColumn("name", "text")
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("state", "text")
    .addColumn("district", "text")
    .addColumn("city", "text")
    .addColumn("pincode", "text")
    .addColumn("street", "text")
    .addColumn("zonal_name", "text")
    // Source, page and language.
    .addColumn("campaign_id", "text")
    .addColumn("source", "text")
    .addColumn("attribution_json", "text")
    .addColumn("page_path", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("notice_version", "text")
    // The kind's own answers.
    .addColumn("category", "text")
    .addColumn("requirements_json", "text")
    .addColumn("calculator_estimate", "text")
    .addColumn("phone_verified", "integer")
    .addColumn("preferred_date", "text")
    .addColumn("preferred_slot", "text")
    // JSON of the answers sales read that no query filters on (app/modules/leads/lead-fields.ts).
    .addColumn("answers_json", "text")
    // Checks and replay.
    .addColumn("client_ip", "text", (c) => c.notNull())
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("flags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("request_hash", "text")
    // Worked by sales.
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("lost_reason", "text")
    .addColumn("assignee_id", "bigint")
    .addColumn("follow_up_on", "text")
    .addColumn("decision", "text")
    .addColumn("listed_publicly", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("last_activity_at", "bigint")
    .addColumn("anonymised_at", "bigint")
    .execute();
  await db.schema
    .createIndex("leads_kind_phone_created")
    .on("leads")
    .columns(["kind", "phone", "created_at"])
    .execute();
  await sql`create index leads_kind_email_created on leads (kind, lower(email), created_at)`.execute(db);
  // The inbox's order (newest first, then kind, then id), so a page is read from the index, not sorted.
  await sql`create index leads_created on leads (created_at desc, kind, id desc)`.execute(db);
  await db.schema.createIndex("leads_status_created").on("leads").columns(["status", "created_at"]).execute();
}

/**
 * The audit log's subjects and the data-protection records name a lead as text (`dealer:12`, also
 * inside their JSON details): those of moved kinds get the new id. Read and rewritten row by row,
 * as only rows that mention a dealer or a call-back are touched.
 */
async function movePointersInText(db: Kysely<unknown>, offset: { dealer: number; callback: number }) {
  const move = (text: string) =>
    text.replace(/\b(dealer|callback):(\d+)\b/g, (_, kind: "dealer" | "callback", id: string) => {
      return `${kind}:${Number(id) + offset[kind]}`;
    });
  const mentions = sql`(details_json like '%dealer:%' or details_json like '%callback:%')`;
  const { rows: audit } = await sql<{ id: number; subject: string; details_json: string }>`
    select id, subject, details_json from audit_log
    where subject like 'dealer:%' or subject like 'callback:%' or ${mentions}`.execute(db);
  for (const row of audit) {
    await sql`update audit_log set subject = ${move(row.subject)}, details_json = ${move(row.details_json)}
      where id = ${row.id}`.execute(db);
  }
  const { rows: requests } = await sql<{ id: number; details_json: string }>`
    select id, details_json from data_requests where ${mentions}`.execute(db);
  for (const row of requests) {
    await sql`update data_requests set details_json = ${move(row.details_json)} where id = ${row.id}`.execute(
      db,
    );
  }
}
