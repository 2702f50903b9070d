import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { insertCallback, insertDealer, insertEnquiry, insertStaff } from "#tests/support/lead-rows.ts";
import { parseInboxQuery, type InboxFilter } from "./inbox-filter.ts";
import { inboxBatches, listInbox, statusCounts } from "./inbox.server.ts";

const dialects = await dialectsUnderTest();
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);

describe.each(dialects)("the inbox on %s", (dialect) => {
  let database: TestDatabase;
  let priya = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    priya = await insertStaff(db, { name: "Priya", role: "sales" });
    // Oldest first; names say what each lead is.
    await insertEnquiry(db, { name: "Plain Kerala", created_at: at(18, 5), phone: "9876543210" });
    await insertEnquiry(db, {
      name: "Landing Pune",
      created_at: at(19, 5),
      campaign_id: "24",
      state: "Maharashtra",
      district: "Pune",
      zonal_name: "West",
      status: "contacted",
    });
    await insertDealer(db, {
      first_name: "Dealer",
      last_name: "Unverified",
      created_at: at(20, 5),
      phone_verified: 0,
      flags: JSON.stringify(["phone_unverified_sms_down"]),
    });
    await insertEnquiry(db, {
      name: "Held Robot",
      created_at: at(20, 6),
      spam: 1,
      flags: JSON.stringify(["honeypot"]),
      state: "Karnataka",
      zonal_name: "South",
    });
    await insertEnquiry(db, {
      name: "Duplicate Meera",
      created_at: at(20, 7),
      flags: JSON.stringify(["duplicate_phone"]),
      assignee_id: priya,
      status: "qualified",
      source: "facebook",
      campaign_id: "77",
    });
    await insertCallback(db, {
      name: "Callback Asha",
      created_at: at(20, 8),
      phone: "9123456789",
      preferred_date: "2026-11-21",
      preferred_slot: "evening",
    });
    // 00:10 on 21 November in India (18:40 UTC on the 20th): belongs to the 21st.
    await insertEnquiry(db, {
      name: "Zoë 100%_Sure",
      email: "Zoe.Special@Example.ORG",
      created_at: at(20, 18, 40),
      status: "lost",
      lost_reason: "Chose another roof",
    });
  });
  afterAll(async () => database?.drop());

  const names = async (filter: InboxFilter, page = 1) =>
    (await listInbox(database.db, filter, page)).rows.map((r) => r.name);

  it("lists every kind newest first, telling landing-page quotes from enquiries", async () => {
    const list = await listInbox(database.db, {}, 1);
    expect(list.rows.map((r) => r.name)).toEqual([
      "Zoë 100%_Sure",
      "Callback Asha",
      "Duplicate Meera",
      "Held Robot",
      "Dealer Unverified",
      "Landing Pune",
      "Plain Kerala",
    ]);
    expect(list.rows.map((r) => r.inboxKind)).toEqual([
      "enquiry",
      "callback",
      "enquiry",
      "enquiry",
      "dealer",
      "landing",
      "enquiry",
    ]);
    expect(list).toMatchObject({ total: 7, page: 1, pages: 1 });
    expect(list.rows.find((r) => r.kind === "callback")).toMatchObject({
      phone: "9123456789",
      email: "",
      state: "",
      zone: "",
      campaignId: "23",
      source: "website",
      callback: { date: "2026-11-21", slot: "evening" },
      answers: [],
    });
    expect(list.rows.find((r) => r.kind === "dealer")?.callback).toBeNull();
    const dealer = list.rows.find((r) => r.kind === "dealer");
    expect(dealer).toMatchObject({ zone: "South", flags: ["phone_unverified_sms_down"], held: false });
    expect(list.rows.find((r) => r.name === "Duplicate Meera")?.assigneeName).toBe("Priya");
  });

  it("filters by kind", async () => {
    expect(await names({ kind: "landing" })).toEqual(["Landing Pune"]);
    expect(await names({ kind: "dealer" })).toEqual(["Dealer Unverified"]);
    expect(await names({ kind: "callback" })).toEqual(["Callback Asha"]);
    expect(await names({ kind: "enquiry" })).toEqual([
      "Zoë 100%_Sure",
      "Duplicate Meera",
      "Held Robot",
      "Plain Kerala",
    ]);
  });

  it("filters by status and counts each status for the rest of the filter", async () => {
    const list = await listInbox(database.db, { status: "new" }, 1);
    expect(list.rows.map((r) => r.name)).toEqual([
      "Callback Asha",
      "Held Robot",
      "Dealer Unverified",
      "Plain Kerala",
    ]);
    expect(list.total).toBe(4);
    expect(list.counts).toEqual({ new: 4, contacted: 1, qualified: 1, won: 0, lost: 1 });
    expect(await statusCounts(database.db, { kind: "enquiry", status: "lost" })).toEqual({
      new: 2,
      contacted: 0,
      qualified: 1,
      won: 0,
      lost: 1,
    });
  });

  it("filters by state and zone (a dealer's zone follows its state; a call-back has neither), campaign and source", async () => {
    expect(await names({ state: "Maharashtra" })).toEqual(["Landing Pune"]);
    expect(await names({ zone: "West" })).toEqual(["Landing Pune"]);
    expect(await names({ zone: "South" })).toContain("Dealer Unverified");
    expect(await names({ zone: "South" })).not.toContain("Landing Pune");
    expect(await names({ campaign: "77" })).toEqual(["Duplicate Meera"]);
    expect(await names({ source: "facebook" })).toEqual(["Duplicate Meera"]);
    expect(await names({ state: "Kerala" })).not.toContain("Callback Asha");
    // Dealer applications carry no campaign: a campaign filter leaves them out; call-backs carry one.
    expect(await names({ campaign: "23" })).toEqual([
      "Zoë 100%_Sure",
      "Callback Asha",
      "Held Robot",
      "Plain Kerala",
    ]);
    expect(await names({ kind: "callback", source: "website" })).toEqual(["Callback Asha"]);
  });

  it("filters by India dates, both ends included", async () => {
    expect(await names({ from: "2026-11-21" })).toEqual(["Zoë 100%_Sure"]);
    expect(await names({ from: "2026-11-20", to: "2026-11-20" })).toEqual([
      "Callback Asha",
      "Duplicate Meera",
      "Held Robot",
      "Dealer Unverified",
    ]);
    expect(await names({ to: "2026-11-18" })).toEqual(["Plain Kerala"]);
  });

  it("filters by flags and assignee", async () => {
    expect(await names({ flag: "held" })).toEqual(["Held Robot"]);
    expect(await names({ flag: "duplicate" })).toEqual(["Duplicate Meera"]);
    expect(await names({ flag: "unverified" })).toEqual(["Dealer Unverified"]);
    expect(await names({ assignee: priya })).toEqual(["Duplicate Meera"]);
    expect(await names({ assignee: "none" })).toHaveLength(6);
  });

  it("finds a phone however it is typed, and names and e-mails without regard to case", async () => {
    for (const typed of [
      "9876543210",
      "+91 98765 43210",
      "+91-98765-43210",
      "098765 43210",
      "0091 9876543210",
      "43210",
    ]) {
      expect(await names(parseInboxQuery(new URLSearchParams({ q: typed })).filter), typed).toEqual([
        "Plain Kerala",
      ]);
    }
    expect(await names({ q: "unverified" })).toEqual(["Dealer Unverified"]);
    expect(await names({ q: "dealer unv" })).toEqual(["Dealer Unverified"]);
    expect(await names({ q: "ZOE.special@example" })).toEqual(["Zoë 100%_Sure"]);
    expect(await names({ q: "landing" })).toEqual(["Landing Pune"]);
    expect(await names({ q: "callback ASHA" })).toEqual(["Callback Asha"]);
    expect(await names({ q: "+91 91234 56789" })).toEqual(["Callback Asha"]);
    // % and _ are searched for as themselves, not as wildcards.
    expect(await names({ q: "100%_" })).toEqual(["Zoë 100%_Sure"]);
    expect(await names({ q: "0%" })).toEqual(["Zoë 100%_Sure"]);
    expect(await names({ q: "_" })).toEqual(["Zoë 100%_Sure"]);
    expect(await names({ q: "nobody" })).toEqual([]);
  });
});

describe.each(dialects)("inbox pages and the export's batches on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    // 70 leads; several share a time, across the three tables, to test the order's tie-breaks.
    for (let i = 0; i < 40; i++) {
      await insertEnquiry(db, { name: `Enquiry ${i}`, created_at: at(10, 0) + Math.floor(i / 3) * 60_000 });
    }
    for (let i = 0; i < 21; i++) {
      await insertDealer(db, {
        first_name: "Dealer",
        last_name: String(i),
        created_at: at(10, 0) + Math.floor(i / 2) * 60_000,
      });
    }
    for (let i = 0; i < 9; i++) {
      await insertCallback(db, { name: `Callback ${i}`, created_at: at(10, 0) + Math.floor(i / 3) * 60_000 });
    }
  });
  afterAll(async () => database?.drop());

  it("pages 25 at a time with every lead once, in a stable order", async () => {
    const first = await listInbox(database.db, {}, 1);
    expect(first).toMatchObject({ total: 70, pages: 3, page: 1 });
    const second = await listInbox(database.db, {}, 2);
    const third = await listInbox(database.db, {}, 3);
    expect(first.rows).toHaveLength(25);
    expect(third.rows).toHaveLength(20);
    const all = [...first.rows, ...second.rows, ...third.rows];
    expect(new Set(all.map((r) => `${r.kind}:${r.id}`)).size).toBe(70);
    for (let i = 1; i < all.length; i++)
      expect(all[i - 1]!.createdAt).toBeGreaterThanOrEqual(all[i]!.createdAt);
    // Past the last page: the last page.
    expect((await listInbox(database.db, {}, 9)).page).toBe(3);
  });

  it("walks the same order in keyset batches, up to a cap", async () => {
    const paged = [1, 2, 3].map((page) => listInbox(database.db, {}, page));
    const expected = (await Promise.all(paged)).flatMap((p) => p.rows.map((r) => `${r.kind}:${r.id}`));
    const batches: string[][] = [];
    for await (const batch of inboxBatches(database.db, {}, { cap: 1000, batchSize: 7 }))
      batches.push(batch.map((r) => `${r.kind}:${r.id}`));
    expect(batches.flat()).toEqual(expected);
    expect(batches[0]).toHaveLength(7);

    const capped: string[] = [];
    for await (const batch of inboxBatches(database.db, { kind: "dealer" }, { cap: 10, batchSize: 4 }))
      capped.push(...batch.map((r) => `${r.kind}:${r.id}`));
    expect(capped).toEqual(expected.filter((key) => key.startsWith("dealer:")).slice(0, 10));
  });
});
