import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { insertDealer as insertDealerApplication } from "#tests/support/lead-rows.ts";
import {
  DEALER_PAGE_SIZE,
  decideDealer,
  listDealerApplications,
  listedDealers,
  parseDealerFilter,
  readDealerAction,
  setDealerListing,
} from "./dealer-decisions.server.ts";

const dialects = await dialectsUnderTest();
const NOW = Date.UTC(2026, 10, 24, 6, 30);
const HOUR = 60 * 60 * 1000;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("reading a dealer form", () => {
  it("refuses a note with a control character, keeping its lines (docs/decisions/198)", () => {
    const decide = (note: string) =>
      readDealerAction(form({ intent: "decide", id: "4", version: "2", decision: "approved", note }));
    expect(decide("Met\u0000 them")).toEqual({ ok: false, reason: "note_characters" });
    expect(decide("Met them.\r\nGood site")).toMatchObject({ ok: true });
  });

  it("takes a decision with a trimmed note, or a listing choice; refuses anything else", () => {
    expect(
      readDealerAction(
        form({ intent: "decide", id: "4", version: "2", decision: "approved", note: "  Met them  " }),
      ),
    ).toEqual({
      ok: true,
      action: { intent: "decide", id: 4, version: 2, decision: "approved", note: "Met them" },
    });
    expect(
      readDealerAction(form({ intent: "decide", id: "4", version: "2", decision: "rejected", note: " " })),
    ).toEqual({
      ok: true,
      action: { intent: "decide", id: 4, version: 2, decision: "rejected", note: null },
    });
    expect(readDealerAction(form({ intent: "list", id: "4", version: "3", listed: "1" }))).toMatchObject({
      ok: true,
    });
    expect(readDealerAction(form({ intent: "decide", id: "4", version: "2", decision: "pending" }))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(
      readDealerAction(form({ intent: "decide", id: "-1", version: "2", decision: "approved" })),
    ).toMatchObject({
      ok: false,
    });
    expect(
      readDealerAction(
        form({ intent: "decide", id: "4", version: "2", decision: "approved", note: "x".repeat(1001) }),
      ),
    ).toEqual({ ok: false, reason: "note_too_long" });
  });

  it("filters by a known decision, or shows all", () => {
    expect(parseDealerFilter("approved")).toBe("approved");
    expect(parseDealerFilter("maybe")).toBe("all");
    expect(parseDealerFilter(null)).toBe("all");
  });
});

describe.each(dialects)("dealer decisions on %s", (dialect) => {
  let database: TestDatabase;
  const db = () => database.db;
  let staffId: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const staff = await database.db
      .insertInto("staff_users")
      .values({
        email: "ravi@staff.example",
        name: "Ravi Sales",
        role: "sales",
        created_at: NOW,
        created_by: null,
        disabled_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    staffId = Number(staff.id);
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    for (const table of ["leads", "lead_events", "audit_log"] as const)
      await db().deleteFrom(table).execute();
  });

  it("approves with a note: version bumped, timeline and audit written, activity recorded", async () => {
    const id = await insertDealerApplication(db(), { created_at: NOW - HOUR });
    expect(
      await decideDealer(db(), {
        id,
        version: 1,
        decision: "approved",
        note: "Showroom visited",
        staffId,
        now: NOW,
      }),
    ).toEqual({ ok: true, version: 2, name: "Ravi Kumar" });
    const row = await db()
      .selectFrom("leads")
      .where("kind", "=", "dealer")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      decision: "approved",
      version: 2,
      last_activity_at: NOW,
      listed_publicly: 0,
    });
    const events = await db().selectFrom("lead_events").selectAll().execute();
    expect(events).toMatchObject([
      { lead_kind: "dealer", lead_id: id, staff_id: staffId, kind: "dealer_decision", at: NOW },
    ]);
    expect(JSON.parse(events[0]!.details_json)).toEqual({
      from: "pending",
      to: "approved",
      note: "Showroom visited",
    });
    const audit = await db().selectFrom("audit_log").selectAll().execute();
    expect(audit).toMatchObject([{ staff_id: staffId, action: "dealer.decide", subject: `dealer:${id}` }]);
    // The note itself stays out of the audit log.
    expect(audit[0]!.details_json).not.toContain("Showroom");

    const list = await listDealerApplications(db(), { decision: "approved", page: 1 });
    expect(list.rows).toMatchObject([
      {
        id,
        decision: "approved",
        version: 2,
        lastDecision: { decision: "approved", at: NOW, by: "Ravi Sales", note: "Showroom visited" },
      },
    ]);
  });

  it("refuses a change based on a stale version: the other person's decision stands", async () => {
    const id = await insertDealerApplication(db(), { created_at: NOW - HOUR });
    // Two people opened the page at version 1; the first approves.
    expect(
      await decideDealer(db(), { id, version: 1, decision: "approved", note: null, staffId, now: NOW }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await decideDealer(db(), { id, version: 1, decision: "rejected", note: "No", staffId, now: NOW + 1 }),
    ).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(await setDealerListing(db(), { id, version: 1, listed: true, staffId, now: NOW + 1 })).toEqual({
      ok: false,
      reason: "conflict",
    });
    const row = await db()
      .selectFrom("leads")
      .where("kind", "=", "dealer")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ decision: "approved", version: 2, listed_publicly: 0 });
    expect(await db().selectFrom("lead_events").selectAll().execute()).toHaveLength(1);
    expect(await db().selectFrom("audit_log").selectAll().execute()).toHaveLength(1);
    expect(
      await decideDealer(db(), {
        id: 999_999,
        version: 1,
        decision: "approved",
        note: null,
        staffId,
        now: NOW,
      }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("lets exactly one of two simultaneous decisions through", async () => {
    const id = await insertDealerApplication(db(), { created_at: NOW - HOUR });
    const results = await Promise.all([
      decideDealer(db(), { id, version: 1, decision: "approved", note: null, staffId, now: NOW }),
      decideDealer(db(), { id, version: 1, decision: "rejected", note: null, staffId, now: NOW }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "conflict" }]);
    expect(await db().selectFrom("lead_events").selectAll().execute()).toHaveLength(1);
  });

  it("lists only approved dealers, and rejecting takes one off the public page", async () => {
    const pending = await insertDealerApplication(db(), { created_at: NOW - HOUR });
    expect(
      await setDealerListing(db(), { id: pending, version: 1, listed: true, staffId, now: NOW }),
    ).toEqual({
      ok: false,
      reason: "not_approved",
    });
    const id = await insertDealerApplication(db(), { created_at: NOW - HOUR });
    await decideDealer(db(), { id, version: 1, decision: "approved", note: null, staffId, now: NOW });
    expect(await setDealerListing(db(), { id, version: 2, listed: true, staffId, now: NOW })).toEqual({
      ok: true,
      version: 3,
      name: "Ravi Kumar",
    });
    expect((await listedDealers(db())).length).toBe(1);
    await decideDealer(db(), { id, version: 3, decision: "rejected", note: null, staffId, now: NOW });
    const row = await db()
      .selectFrom("leads")
      .where("kind", "=", "dealer")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ decision: "rejected", listed_publicly: 0, version: 4 });
    expect(await listedDealers(db())).toEqual([]);
    const kinds = await db()
      .selectFrom("lead_events")
      .select("kind")
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(["dealer_decision", "dealer_listing", "dealer_decision"]);
  });

  it("gives the public page only approved, listed, not anonymised dealers, and only their name, place and phone", async () => {
    const listed = async (values: Parameters<typeof insertDealerApplication>[1]) => {
      const id = await insertDealerApplication(db(), values);
      await db()
        .updateTable("leads")
        .where("kind", "=", "dealer")
        .set({ decision: "approved", listed_publicly: 1 })
        .where("id", "=", id)
        .execute();
      return id;
    };
    await listed({
      created_at: NOW,
      first_name: "Sunil",
      last_name: "Patil",
      phone: "9822000001",
      state: "Maharashtra",
      district: "Pune",
      city: "Pune",
    });
    await listed({ created_at: NOW, first_name: "Anita", last_name: "Rao", phone: "9848000002" });
    const erased = await listed({ created_at: NOW, first_name: "Gone", last_name: "Person" });
    await db()
      .updateTable("leads")
      .where("kind", "=", "dealer")
      .set({ anonymised_at: NOW })
      .where("id", "=", erased)
      .execute();
    // Approved but not chosen for the page; and a listed flag left on a rejected one.
    const notListed = await insertDealerApplication(db(), { created_at: NOW, first_name: "Quiet" });
    await db()
      .updateTable("leads")
      .where("kind", "=", "dealer")
      .set({ decision: "approved" })
      .where("id", "=", notListed)
      .execute();
    const rejected = await insertDealerApplication(db(), { created_at: NOW, first_name: "Nope" });
    await db()
      .updateTable("leads")
      .where("kind", "=", "dealer")
      .set({ decision: "rejected", listed_publicly: 1 })
      .where("id", "=", rejected)
      .execute();

    expect(await listedDealers(db())).toEqual([
      { name: "Sunil Patil", city: "Pune", district: "Pune", state: "Maharashtra", phone: "9822000001" },
      {
        name: "Anita Rao",
        city: "Secunderabad",
        district: "Hyderabad",
        state: "Telangana",
        phone: "9848000002",
      },
    ]);
  });

  it("filters by decision, counts each, and pages newest first", async () => {
    const ids: number[] = [];
    for (let i = 0; i < DEALER_PAGE_SIZE + 2; i++)
      ids.push(await insertDealerApplication(db(), { created_at: NOW - i * HOUR }));
    await db()
      .updateTable("leads")
      .where("kind", "=", "dealer")
      .set({ decision: "rejected" })
      .where("id", "=", ids[0]!)
      .execute();
    const all = await listDealerApplications(db(), { decision: "all", page: 1 });
    expect(all.counts).toEqual({ pending: DEALER_PAGE_SIZE + 1, approved: 0, rejected: 1 });
    expect(all).toMatchObject({ total: DEALER_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(all.rows[0]?.id).toBe(ids[0]);
    const second = await listDealerApplications(db(), { decision: "all", page: 2 });
    expect(second.rows.map((r) => r.id)).toEqual(ids.slice(DEALER_PAGE_SIZE));
    const pending = await listDealerApplications(db(), { decision: "pending", page: 9 });
    expect(pending).toMatchObject({ page: 2, pageCount: 2, total: DEALER_PAGE_SIZE + 1 });
    expect(pending.rows).toHaveLength(1);
    expect(
      (await listDealerApplications(db(), { decision: "rejected", page: 1 })).rows.map((r) => r.id),
    ).toEqual([ids[0]]);
  });
});
