import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createNotificationWorker, RETRY } from "#app/modules/leads/notifications/outbox-worker.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import {
  insertCallback,
  insertDealer as insertDealerApplication,
  insertEnquiry,
} from "#tests/support/lead-rows.ts";
import {
  alertsToday,
  leadBreakdown,
  leadsPerDay,
  loadDashboard,
  outboxTrouble,
  parsePeriod,
  smsSpend,
} from "./dashboard.server.ts";
import { NOT_SENT_ANONYMISED } from "#app/modules/leads/notifications/outbox-queue.server.ts";
import { retryAllParked, retryNotification } from "./outbox-retry.server.ts";

const dialects = await dialectsUnderTest();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 24 November 2026, 12:00 in India (06:30 UTC). */
const NOW = Date.UTC(2026, 10, 24, 6, 30);
/** India midnight starting 24 November 2026 is 23 November 18:30 UTC. */
const INDIA_MIDNIGHT_24 = Date.UTC(2026, 10, 23, 18, 30);
const BUDGET = { perHour: 200, perDay: 1000, perBlockPerHour: 10 };

describe("the dashboard's period", () => {
  it("is 7, 30 or 90 days from the address, 30 otherwise", () => {
    expect(parsePeriod("7")).toBe(7);
    expect(parsePeriod("90")).toBe(90);
    expect(parsePeriod(null)).toBe(30);
    expect(parsePeriod("365")).toBe(30);
    expect(parsePeriod("7.0abc")).toBe(30);
  });
});

describe.each(dialects)("dashboard figures on %s", (dialect) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    for (const table of ["leads", "notifications", "alerts", "otp_challenges", "audit_log"] as const)
      await db().deleteFrom(table).execute();
  });

  it("counts leads per India day: a minute either side of midnight IST lands on different days", async () => {
    await insertEnquiry(db(), { created_at: INDIA_MIDNIGHT_24 - MINUTE }); // 23 Nov, 23:59 IST
    await insertEnquiry(db(), { created_at: INDIA_MIDNIGHT_24 + MINUTE }); // 24 Nov, 00:01 IST
    // 23 Nov 20:00 UTC is already 24 Nov in India (01:30 IST): a UTC grouping would miss this.
    await insertDealerApplication(db(), { created_at: Date.UTC(2026, 10, 23, 20, 0) });
    await insertEnquiry(db(), { created_at: NOW - HOUR, spam: 1, flags: '["honeypot"]' });
    await insertCallback(db(), { created_at: NOW - 2 * HOUR });
    // The 7-day period starts at India midnight of 18 November (17 November 18:30 UTC).
    const firstMidnight = INDIA_MIDNIGHT_24 - 6 * 24 * HOUR;
    await insertEnquiry(db(), { created_at: firstMidnight - 1 });
    await insertEnquiry(db(), { created_at: firstMidnight });

    const days = await leadsPerDay(db(), NOW, 7);
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
    ]);
    expect(days[0]).toEqual({ date: "2026-11-18", enquiries: 1, dealers: 0, callbacks: 0, held: 0 });
    expect(days[5]).toEqual({ date: "2026-11-23", enquiries: 1, dealers: 0, callbacks: 0, held: 0 });
    expect(days[6]).toEqual({ date: "2026-11-24", enquiries: 1, dealers: 1, callbacks: 1, held: 1 });
    expect(days.slice(1, 5).every((d) => d.enquiries + d.dealers + d.callbacks + d.held === 0)).toBe(true);

    expect((await leadsPerDay(db(), NOW, 30)).length).toBe(30);
    expect((await leadsPerDay(db(), NOW, 30)).reduce((sum, d) => sum + d.enquiries, 0)).toBe(4);
  });

  it("breaks the period's leads down by source and campaign, state and zone, and status", async () => {
    const at = NOW - 2 * HOUR;
    await insertEnquiry(db(), { created_at: at, status: "new" });
    await insertEnquiry(db(), { created_at: at, status: "contacted" });
    await insertEnquiry(db(), {
      created_at: at,
      status: "qualified",
      campaign_id: "24",
      source: "facebook",
      state: "Maharashtra",
      zonal_name: "West",
    });
    await insertEnquiry(db(), { created_at: at, status: "won", flags: '["duplicate_phone"]' });
    await insertEnquiry(db(), { created_at: at, status: "lost", lost_reason: "Budget" });
    // Held for review: counted as held only, never as a campaign's or a state's lead.
    await insertEnquiry(db(), {
      created_at: at,
      spam: 1,
      source: "bot",
      flags: '["honeypot","duplicate_email"]',
    });
    await insertDealerApplication(db(), { created_at: at, status: "contacted", state: "Telangana" });
    await insertDealerApplication(db(), { created_at: at, status: "won", flags: '["duplicate_email"]' });
    // A call-back counts with its campaign and in the funnel; it names no place.
    await insertCallback(db(), {
      created_at: at,
      status: "contacted",
      campaign_id: "24",
      source: "facebook",
    });
    // Outside the 7 days: not counted.
    await insertEnquiry(db(), { created_at: NOW - 8 * 24 * HOUR, status: "won" });

    const b = await leadBreakdown(db(), NOW, 7);
    expect(b.funnel).toEqual({ new: 1, contacted: 3, qualified: 1, won: 2, lost: 1 });
    expect(b.total).toBe(9);
    expect(b.held).toBe(1);
    expect(b.duplicates).toBe(2);
    expect(b.bySourceAndCampaign).toEqual([
      { source: "website", campaign: "23", count: 4 },
      { source: "facebook", campaign: "24", count: 2 },
    ]);
    expect(b.byState).toEqual([
      { state: "Kerala", zone: "South", count: 4 },
      { state: "Telangana", zone: "South", count: 2 },
      { state: "Maharashtra", zone: "West", count: 1 },
    ]);
    expect(b.byZone).toEqual([
      { zone: "South", count: 6 },
      { zone: "West", count: 1 },
    ]);
    expect((await leadBreakdown(db(), NOW, 30)).funnel.won).toBe(3);
  });

  /** An outbox row (one per lead and channel: a lead of its own unless `subject_id` is given). */
  async function notification(values: {
    subject_kind?: "enquiry" | "dealer" | "alert";
    subject_id?: number;
    status: "pending" | "sent" | "dead";
    attempts: number;
    last_error?: string | null;
  }) {
    const row = await db()
      .insertInto("notifications")
      .values({
        subject_kind: values.subject_kind ?? "enquiry",
        subject_id: values.subject_id ?? (await insertEnquiry(db(), { created_at: NOW - HOUR })),
        channel: "email",
        status: values.status,
        attempts: values.attempts,
        last_error: values.last_error ?? null,
        next_attempt_at: NOW + 10 * MINUTE,
        created_at: NOW - HOUR,
        sent_at: values.status === "sent" ? NOW - HOUR : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  it("lists the outbox's failing and parked rows, with the alert's kind for an alert", async () => {
    const lead = await insertEnquiry(db(), { created_at: NOW - HOUR });
    const alert = await db()
      .insertInto("alerts")
      .values({
        kind: "sms_budget_hour",
        period_start: NOW - HOUR,
        details_json: "{}",
        created_at: NOW - HOUR,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await notification({ status: "sent", attempts: 1 });
    await notification({ status: "pending", attempts: 0 });
    // Claimed for its first try, not failed (yet): not trouble.
    await notification({ status: "pending", attempts: 1 });
    const failing = await notification({
      subject_id: lead,
      status: "pending",
      attempts: 3,
      last_error: "connect ECONNREFUSED",
    });
    const parked = await notification({
      subject_kind: "alert",
      subject_id: Number(alert.id),
      status: "dead",
      attempts: RETRY.maxAttempts,
      last_error: "421 try later",
    });

    const outbox = await outboxTrouble(db());
    expect(outbox.failingCount).toBe(1);
    expect(outbox.parkedCount).toBe(1);
    expect(outbox.failing).toEqual([
      {
        id: failing,
        subjectKind: "enquiry",
        subjectId: lead,
        alertKind: null,
        channel: "email",
        attempts: 3,
        lastError: "connect ECONNREFUSED",
        nextAttemptAt: NOW + 10 * MINUTE,
      },
    ]);
    expect(outbox.parked).toMatchObject([
      { id: parked, subjectKind: "alert", alertKind: "sms_budget_hour", attempts: RETRY.maxAttempts },
    ]);
  });

  it("retries a parked row once: it is delivered, or parked again after that one try; the audit log says who", async () => {
    const first = await insertEnquiry(db(), { created_at: NOW - HOUR });
    const second = await insertEnquiry(db(), { created_at: NOW - HOUR });
    const parked = await notification({
      subject_id: first,
      status: "dead",
      attempts: RETRY.maxAttempts,
      last_error: "421",
    });
    const stillBroken = await notification({
      subject_id: second,
      status: "dead",
      attempts: RETRY.maxAttempts,
      last_error: "421",
    });

    // A page shown before a change (another person retried it, the worker took it): left alone.
    expect(
      await retryNotification(db(), {
        id: parked,
        seen: { status: "dead", attempts: RETRY.maxAttempts - 1 },
        staffId: 7,
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: "changed" });
    expect(
      await retryNotification(db(), {
        id: 999_999,
        seen: { status: "dead", attempts: 1 },
        staffId: 7,
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: "not_found" });

    for (const id of [parked, stillBroken])
      expect(
        await retryNotification(db(), {
          id,
          seen: { status: "dead", attempts: RETRY.maxAttempts },
          staffId: 7,
          now: NOW,
        }),
      ).toEqual({ ok: true });
    const retried = await db()
      .selectFrom("notifications")
      .selectAll()
      .where("id", "=", parked)
      .executeTakeFirstOrThrow();
    expect(retried).toMatchObject({ status: "pending", attempts: RETRY.maxAttempts, next_attempt_at: NOW });
    const audit = await db().selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      staff_id: 7,
      action: "notification.retry",
      subject: `notification:${parked}`,
    });

    // The real worker: the first lead's mail goes out, the second's channel still fails.
    const worker = createNotificationWorker({
      db: db(),
      channels: {
        email: async (message) => {
          if (message.id === second) throw new Error("550 mailbox unavailable");
        },
      },
      logger: memoryLogger(),
      now: () => NOW,
      random: () => 0.5,
    });
    expect(await worker.runOnce()).toBe(1);
    const after = await db()
      .selectFrom("notifications")
      .select(["id", "status", "attempts"])
      .where("id", "in", [parked, stillBroken])
      .orderBy("id")
      .execute();
    expect(after).toEqual([
      { id: parked, status: "sent", attempts: RETRY.maxAttempts + 1 },
      { id: stillBroken, status: "dead", attempts: RETRY.maxAttempts + 1 },
    ]);
  });

  it("retries every parked row at once, and leaves the others", async () => {
    const parked = [
      await notification({ status: "dead", attempts: 20, last_error: "x" }),
      await notification({ status: "dead", attempts: 20, last_error: "y" }),
    ];
    const failing = await notification({ status: "pending", attempts: 2, last_error: "z" });
    const sent = await notification({ status: "sent", attempts: 1 });
    // Parked because its lead was erased: a retry would e-mail "[erased]" (record 116).
    const erased = await notification({ status: "dead", attempts: 1, last_error: NOT_SENT_ANONYMISED });

    expect(await retryAllParked(db(), { staffId: 3, now: NOW })).toEqual({ count: 2 });
    const rows = await db()
      .selectFrom("notifications")
      .select(["id", "status", "next_attempt_at"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: parked[0], status: "pending", next_attempt_at: NOW },
      { id: parked[1], status: "pending", next_attempt_at: NOW },
      { id: failing, status: "pending", next_attempt_at: NOW + 10 * MINUTE },
      { id: sent, status: "sent", next_attempt_at: NOW + 10 * MINUTE },
      { id: erased, status: "dead", next_attempt_at: NOW + 10 * MINUTE },
    ]);
    expect(
      await retryNotification(db(), {
        id: erased,
        seen: { status: "dead", attempts: 1 },
        staffId: 3,
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: "changed" });
    const audit = await db().selectFrom("audit_log").selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: 3, action: "notification.retry_all_parked" });
    expect(JSON.parse(audit.details_json)).toEqual({ count: 2, ids: parked });
    // Nothing parked: nothing changes and nothing is logged.
    expect(await retryAllParked(db(), { staffId: 3, now: NOW })).toEqual({ count: 0 });
    expect(await db().selectFrom("audit_log").selectAll().execute()).toHaveLength(1);
  });

  it("counts SMS codes as the ceiling does: the last hour, the last 24 hours, the busiest block", async () => {
    const code = (phone: string, created_at: number, status: "used" | "send_failed" = "used") =>
      db()
        .insertInto("otp_challenges")
        .values({
          phone,
          code_hash: "h",
          client_ip: "203.0.113.1",
          created_at,
          expires_at: created_at + 600_000,
          status,
        })
        .execute();
    await code("9876500001", NOW - 10 * MINUTE);
    await code("9876500002", NOW - 20 * MINUTE);
    await code("9123400001", NOW - 30 * MINUTE);
    await code("9123400002", NOW - 30 * MINUTE, "send_failed"); // cost nothing: not counted
    await code("9123400003", NOW - 2 * HOUR);
    await code("9123400004", NOW - 23 * HOUR);
    await code("9123400005", NOW - 25 * HOUR); // older than a day

    expect(await smsSpend(db(), NOW, BUDGET)).toEqual({
      lastHour: 3,
      last24Hours: 5,
      busiestBlock: { prefix: "987650", count: 2 },
      budget: BUDGET,
    });
    await db().deleteFrom("otp_challenges").execute();
    expect(await smsSpend(db(), NOW, BUDGET)).toMatchObject({
      lastHour: 0,
      last24Hours: 0,
      busiestBlock: null,
    });
  });

  it("shows the alerts raised since midnight India time", async () => {
    const alert = (kind: string, created_at: number) =>
      db()
        .insertInto("alerts")
        .values({
          kind,
          period_start: created_at - (created_at % HOUR),
          details_json: '{"sent":200}',
          created_at,
        })
        .execute();
    await alert("sms_budget_day", INDIA_MIDNIGHT_24 - MINUTE);
    await alert("sms_budget_hour", INDIA_MIDNIGHT_24 + MINUTE);
    await alert("otp_prefix_burst", NOW - MINUTE);
    const alerts = await alertsToday(db(), NOW);
    expect(alerts.map((a) => a.kind)).toEqual(["otp_prefix_burst", "sms_budget_hour"]);
    expect(alerts[0]?.details).toEqual({ sent: 200 });
  });

  it("loads everything for a period in one call", async () => {
    await insertEnquiry(db(), { created_at: NOW - HOUR });
    const dashboard = await loadDashboard(db(), { now: NOW, days: 90, smsBudget: BUDGET });
    expect(dashboard.perDay).toHaveLength(90);
    expect(dashboard.perDay.at(-1)).toMatchObject({ date: "2026-11-24", enquiries: 1 });
    expect(dashboard.breakdown.total).toBe(1);
    expect(dashboard.sms.budget).toEqual(BUDGET);
  });
});
