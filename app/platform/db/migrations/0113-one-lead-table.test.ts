/**
 * The move to one lead table (docs/decisions/199) on a database holding leads of every kind, with
 * timeline entries, outbox rows, audit entries and data-protection records pointing at them: every
 * field of every lead arrives, every pointer follows its lead, and two instances starting at once
 * move the leads once.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const BEFORE = "0112-lead-pages-and-contact-clicks";
const T = Date.UTC(2026, 10, 20, 6);
type Row = Record<string, unknown>;
/** The schema as it was before this migration, which the types no longer describe. */
type Untyped = Kysely<Record<string, Row>>;

const lead = (n: number) => ({
  created_at: T + n * 1000,
  phone: `98765${String(n).padStart(5, "0")}`,
  client_ip: `203.0.113.${n}`,
  spam: n % 2,
  flags: JSON.stringify(n % 2 ? ["honeypot"] : []),
  idempotency_key: `key-${n}`,
  request_hash: `hash-${n}`,
  status: "contacted",
  lost_reason: null,
  assignee_id: n,
  follow_up_on: "2026-12-01",
  version: n + 1,
  last_activity_at: T + n * 2000,
  notice_version: "2026-11",
  anonymised_at: null,
  attribution_json: JSON.stringify({ first: { utm_source: `s${n}` } }),
  locale: n % 3 ? "hi" : "en",
});
const place = (n: number) => ({
  email: `person${n}@example.org`,
  state: "Kerala",
  district: "Ernakulam",
  city: "Kochi",
  pincode: "682001",
  requirements_json: JSON.stringify([{ id: 1, title: "Property Type", answer: `answer ${n}` }]),
});

/** Leads of every kind whose ids collide across kinds (each table had its own sequence). */
async function seedOldTables(db: Untyped) {
  for (const id of [1, 2, 5]) {
    await db
      .insertInto("enquiries")
      .values({
        id,
        ...lead(id),
        ...place(id),
        name: `Enquirer ${id}`,
        category: "Item enquiry",
        campaign_id: id === 5 ? "landing-2026" : "23",
        source: "website",
        zonal_name: "South",
        calculator_estimate:
          id === 2 ? JSON.stringify({ path: "/solar-calculator?b=3000", text: "3 kW" }) : null,
        page_path: id === 1 ? "" : "/hi/about",
      })
      .execute();
  }
  for (const id of [1, 2, 7]) {
    await db
      .insertInto("dealer_applications")
      .values({
        id,
        ...lead(10 + id),
        ...place(10 + id),
        idempotency_key: `dealer-key-${id}`,
        first_name: `Ravi ${id}`,
        last_name: "Kumar",
        country: "India",
        street: `${id} MG Road`,
        phone_verified: id % 2,
        decision: id === 2 ? "approved" : "pending",
        listed_publicly: id === 2 ? 1 : 0,
      })
      .execute();
  }
  for (const id of [1, 3]) {
    await db
      .insertInto("callbacks")
      .values({
        id,
        ...lead(20 + id),
        idempotency_key: `callback-key-${id}`,
        name: `Asha ${id}`,
        preferred_date: "2026-11-21",
        preferred_slot: "evening",
        page_path: "/solar-panels/Haryana",
        campaign_id: "23",
        source: "website",
      })
      .execute();
  }
  const pointers: [string, number][] = [
    ["enquiry", 1],
    ["enquiry", 2],
    ["dealer", 1],
    ["dealer", 7],
    ["callback", 1],
    ["callback", 3],
  ];
  for (const [kind, id] of pointers) {
    await db
      .insertInto("lead_events")
      .values({
        lead_kind: kind,
        lead_id: id,
        at: T,
        staff_id: 1,
        kind: "note",
        details_json: '{"text":"called"}',
      })
      .execute();
    await db
      .insertInto("notifications")
      .values({
        subject_kind: kind,
        subject_id: id,
        channel: "email",
        status: "sent",
        next_attempt_at: T,
        created_at: T,
        sent_at: T,
      })
      .execute();
    await db
      .insertInto("audit_log")
      .values({
        at: T,
        staff_id: 1,
        action: "lead-viewed",
        subject: `${kind}:${id}`,
        details_json: JSON.stringify({ lead: `${kind}:${id}` }),
      })
      .execute();
  }
  await db
    .insertInto("notifications")
    .values({
      subject_kind: "alert",
      subject_id: 1,
      channel: "email",
      status: "sent",
      next_attempt_at: T,
      created_at: T,
    })
    .execute();
  await db
    .insertInto("data_requests")
    .values({
      at: T,
      staff_id: 1,
      kind: "erase",
      subject_hint: "98•••••001",
      details_json: JSON.stringify({ counts: { leads: 3 }, leads: ["enquiry:1", "dealer:7", "callback:3"] }),
    })
    .execute();
}

const OLD_TABLES = { enquiries: "enquiry", dealer_applications: "dealer", callbacks: "callback" } as const;

async function rowsOf(db: Untyped, table: string, order = "id"): Promise<Row[]> {
  const rows = (await db.selectFrom(table).selectAll().orderBy(order).execute()) as Row[];
  // The drivers agree on numbers once read as numbers (PostgreSQL's bigint arrives as a number here).
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normal(v)])));
}
function normal(value: unknown) {
  return typeof value === "bigint" ? Number(value) : value;
}

async function tableNames(db: TestDatabase): Promise<string[]> {
  const query =
    db.dialect === "postgres"
      ? sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await query.execute(db.db)).rows.map((r) => r.name);
}

describe.each(await dialectsUnderTest())("the move to one lead table on %s", (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => database?.drop());

  it("has one leads table on a fresh database, and none of the three", async () => {
    database = await createTestDatabase(dialect);
    const names = await tableNames(database);
    expect(names).toContain("leads");
    expect(names).not.toContain("enquiries");
    expect(names).not.toContain("dealer_applications");
    expect(names).not.toContain("callbacks");
  });

  it("moves every field of every lead, and every pointer follows its lead", async () => {
    database = await createTestDatabase(dialect, { upTo: BEFORE });
    const db = database.db as unknown as Untyped;
    await seedOldTables(db);
    const before = Object.fromEntries(
      await Promise.all(Object.keys(OLD_TABLES).map(async (t) => [t, await rowsOf(db, t)] as const)),
    );
    const eventsBefore = await rowsOf(db, "lead_events");
    const outboxBefore = await rowsOf(db, "notifications");
    const auditBefore = await rowsOf(db, "audit_log");

    await migrateToLatest(database.db, dialect);

    const legacy = await rowsOf(db, "lead_legacy_ids", "lead_id").then((rows) =>
      rows.sort((a, b) => Number(a.lead_id) - Number(b.lead_id)),
    );
    // Enquiries keep their ids; the others move above every old id of any kind (the highest was 7).
    expect(legacy).toEqual([
      { kind: "dealer", old_id: 1, lead_id: 8 },
      { kind: "dealer", old_id: 2, lead_id: 9 },
      { kind: "dealer", old_id: 7, lead_id: 14 },
      { kind: "callback", old_id: 1, lead_id: 15 },
      { kind: "callback", old_id: 3, lead_id: 17 },
    ]);
    const newId = (kind: string, id: number) =>
      kind === "enquiry" ? id : Number(legacy.find((l) => l.kind === kind && l.old_id === id)?.lead_id);

    const leads = await rowsOf(db, "leads");
    expect(leads).toHaveLength(8);
    for (const [table, kind] of Object.entries(OLD_TABLES)) {
      for (const old of before[table]!) {
        const moved = leads.find((l) => l.id === newId(kind, Number(old.id)));
        expect(moved, `${kind} ${String(old.id)}`).toBeDefined();
        // Every field as it was, the id as mapped; the columns other kinds ask for are null.
        const { id: _id, ...fields } = old;
        expect(moved).toMatchObject({ ...fields, kind });
        for (const [column, value] of Object.entries(moved!)) {
          if (!(column in old) && !["kind", "id", "listed_publicly"].includes(column))
            expect(value, column).toBeNull();
        }
      }
    }

    const moveRef = (ref: string) =>
      ref.replace(/^(\w+):(\d+)$/, (_, k: string, id: string) => `${k}:${newId(k, Number(id))}`);
    expect(await rowsOf(db, "lead_events")).toEqual(
      eventsBefore.map((e) => ({ ...e, lead_id: newId(String(e.lead_kind), Number(e.lead_id)) })),
    );
    expect(await rowsOf(db, "notifications")).toEqual(
      outboxBefore.map((n) =>
        n.subject_kind === "alert"
          ? n
          : { ...n, subject_id: newId(String(n.subject_kind), Number(n.subject_id)) },
      ),
    );
    expect(await rowsOf(db, "audit_log")).toEqual(
      auditBefore.map((a) => ({
        ...a,
        subject: moveRef(String(a.subject)),
        details_json: JSON.stringify({ lead: moveRef(String(a.subject)) }),
      })),
    );
    const [request] = await rowsOf(db, "data_requests");
    expect(JSON.parse(String(request!.details_json))).toEqual({
      counts: { leads: 3 },
      leads: ["enquiry:1", "dealer:14", "callback:17"],
    });

    // The next lead takes an id above every moved one, whatever its kind.
    const next = await database.db
      .insertInto("leads")
      .values({ kind: "enquiry", created_at: T, phone: "9876500099", client_ip: "203.0.113.99" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(Number(next.id)).toBe(18);
  });

  it("moves the leads once when two instances start at once", async () => {
    database = await createTestDatabase(dialect, { upTo: BEFORE });
    await seedOldTables(database.db as unknown as Untyped);
    // Two processes, as two instances starting together would be (the migrate script is what they run first).
    const env = { ...process.env, DATABASE_URL: database.databaseUrl, SQLITE_PATH: database.sqlitePath };
    const migrate = () => run(process.execPath, ["scripts/db-migrate.ts"], { env, cwd: ROOT });
    const outputs = await Promise.all([migrate(), migrate()]);
    for (const { stdout } of outputs) expect(stdout).toContain("migrated");
    const db = database.db as unknown as Untyped;
    expect(await rowsOf(db, "leads")).toHaveLength(8);
    expect(await rowsOf(db, "lead_legacy_ids", "lead_id")).toHaveLength(5);
  });
});
