import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import { purgeExpiredRecords, RETENTION } from "./retention.server.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";

const dialects = await dialectsUnderTest();
const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

it("keeps the per-address hits as long as the longest limit window (a day) reads them", () => {
  expect(RETENTION.rateEventsMs).toBe(DAY);
});

describe.each(dialects)("retention purge on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  async function seed() {
    const { db } = database;
    const hit = (bucket: string, at: number) => db.insertInto("rate_events").values({ bucket, at }).execute();
    await hit("lead-ip:old", NOW - DAY - 1);
    await hit("lead-ip:day", NOW - DAY + MINUTE);
    await hit("lead-ip:now", NOW - MINUTE);

    const challenge = (phone: string, created_at: number) =>
      db
        .insertInto("otp_challenges")
        .values({
          phone,
          code_hash: `hash-${phone}`,
          client_ip: "203.0.113.7",
          created_at,
          expires_at: created_at + 10 * MINUTE,
          status: "used",
        })
        .execute();
    await challenge("9800000001", NOW - 30 * DAY - 1);
    await challenge("9800000002", NOW - 29 * DAY);
    await challenge("9800000003", NOW - MINUTE);

    const verification = (
      token_hash: string,
      created_at: number,
      used_at: number | null,
      ttl = 30 * MINUTE,
    ) =>
      db
        .insertInto("phone_verifications")
        .values({ token_hash, phone: "9800000001", created_at, expires_at: created_at + ttl, used_at })
        .execute();
    await verification("old-used", NOW - 8 * DAY, NOW - 8 * DAY + MINUTE);
    await verification("old-expired", NOW - 8 * DAY, null);
    await verification("recent-used", NOW - DAY, NOW - DAY + MINUTE);
    await verification("live", NOW - MINUTE, null);
    // Cannot happen with a 30-minute life, but a token still live is never taken.
    await verification("old-but-live", NOW - 8 * DAY, null, 9 * DAY);

    // Leads, their outbox and OTP lockouts are far older than any retention, and stay.
    const lead = {
      created_at: NOW - 3 * 365 * DAY,
      email: "meera@example.org",
      phone: "9800000001",
      state: "Kerala",
      district: "Ernakulam",
      city: "Kochi",
      pincode: "682001",
      requirements_json: "[]",
      client_ip: "203.0.113.7",
      idempotency_key: "key-old",
    };
    await db
      .insertInto("leads")
      .values({
        ...lead,
        kind: "enquiry",
        name: "Meera Iyer",
        category: "",
        campaign_id: "",
        source: "",
        zonal_name: "",
      })
      .execute();
    await db
      .insertInto("leads")
      .values({
        ...lead,
        kind: "dealer",
        idempotency_key: null,
        first_name: "Ravi",
        last_name: "Kumar",
        country: "India",
        street: "1 MG Road",
        phone_verified: 1,
      })
      .execute();
    await db
      .insertInto("notifications")
      .values({
        subject_kind: "enquiry",
        subject_id: 1,
        channel: "email",
        status: "sent",
        next_attempt_at: lead.created_at,
        created_at: lead.created_at,
        sent_at: lead.created_at,
      })
      .execute();
    await db
      .insertInto("otp_phone_failures")
      .values({ phone: "9800000009", consecutive_failures: 100, last_failed_at: lead.created_at })
      .execute();
    await db
      .insertInto("bot_checks_spent")
      .values([
        { challenge: "expired", expires_at: NOW - 1 },
        { challenge: "still-live", expires_at: NOW + 60_000 },
      ])
      .execute();
  }

  async function remaining() {
    const { db } = database;
    const column = async <T>(rows: Promise<T[]>) =>
      (await rows).map((row) => Object.values(row as object)[0]);
    return {
      hits: await column(db.selectFrom("rate_events").select("bucket").orderBy("bucket").execute()),
      phones: await column(db.selectFrom("otp_challenges").select("phone").orderBy("phone").execute()),
      verifications: await column(
        db.selectFrom("phone_verifications").select("token_hash").orderBy("token_hash").execute(),
      ),
      enquiries: (await db.selectFrom("leads").where("kind", "=", "enquiry").select("id").execute()).length,
      dealers: (await db.selectFrom("leads").where("kind", "=", "dealer").select("id").execute()).length,
      notifications: (await db.selectFrom("notifications").select("id").execute()).length,
      lockouts: (await db.selectFrom("otp_phone_failures").select("phone").execute()).length,
      botChecks: await column(db.selectFrom("bot_checks_spent").select("challenge").execute()),
    };
  }

  it("deletes only the records past their retention, and never a lead, its outbox or a lockout", async () => {
    await seed();
    expect(await purgeExpiredRecords(database.db, NOW)).toEqual({
      rateEvents: 1,
      otpChallenges: 1,
      phoneVerifications: 2,
      botChecks: 1,
    });
    expect(await remaining()).toEqual({
      hits: ["lead-ip:day", "lead-ip:now"],
      phones: ["9800000002", "9800000003"],
      verifications: ["live", "old-but-live", "recent-used"],
      enquiries: 1,
      dealers: 1,
      notifications: 1,
      lockouts: 1,
      botChecks: ["still-live"],
    });
    // A second pass finds nothing more.
    expect(await purgeExpiredRecords(database.db, NOW)).toEqual({
      rateEvents: 0,
      otpChallenges: 0,
      phoneVerifications: 0,
      botChecks: 0,
    });
  });
});

describe.each(dialects)("a repeated form long after on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  it("replays the first answer whenever the same form comes again: the key lives on the lead (DUR-4)", async () => {
    const body = validEnquiry({ form_token: api.formToken() });
    api.clock.advance(6000);
    const first = await api.post("/api/arka/enquiries/create", body);
    expect(first.status).toBe(200);
    api.clock.advance(40 * DAY);
    await purgeExpiredRecords(api.database.db, api.clock.now);
    expect(await api.post("/api/arka/enquiries/create", body)).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect(
      await api.database.db.selectFrom("leads").where("kind", "=", "enquiry").select("id").execute(),
    ).toHaveLength(1);
  });
});
