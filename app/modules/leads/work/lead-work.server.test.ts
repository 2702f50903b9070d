import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { startMailingLeadApi, type MailingLeadApi } from "#tests/support/lead-api.ts";
import { insertCallback, insertDealer, insertEnquiry, insertStaff } from "#tests/support/lead-rows.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { parseLeadChange } from "./lead-change.ts";
import { WORK_ERRORS } from "./lead-labels.ts";
import { readLead } from "./lead-view.server.ts";
import { changeLead, recordLeadViewed, type Actor, type WorkDeps } from "./lead-work.server.ts";

const dialects = await dialectsUnderTest();

describe.each(dialects)("working a lead on %s", (dialect) => {
  let database: TestDatabase;
  let deps: WorkDeps;
  let clock = Date.UTC(2026, 10, 24, 6, 0, 0);
  let asha: Actor;
  let ravi: Actor;
  let viewer = 0;
  let gone = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    deps = { db: database.db, now: () => clock, channels: ["email", "webhook"] };
    asha = { id: await insertStaff(database.db, { name: "Asha", role: "admin" }), name: "Asha" };
    ravi = { id: await insertStaff(database.db, { name: "Ravi", role: "sales" }), name: "Ravi" };
    viewer = await insertStaff(database.db, { name: "Vera", role: "viewer" });
    gone = await insertStaff(database.db, { name: "Gone", role: "sales", disabled: true });
  });
  afterAll(async () => database?.drop());

  const events = (kind: "enquiry" | "dealer" | "callback", id: number) =>
    database.db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_kind", "=", kind)
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
  const audits = (subject: string) =>
    database.db.selectFrom("audit_log").selectAll().where("subject", "=", subject).orderBy("id").execute();

  it("works a call-back request like any lead: status, assignee, a stale change refused", async () => {
    const id = await insertCallback(database.db);
    const ref = { kind: "callback", id } as const;
    clock += 1000;
    expect(
      await changeLead(deps, ravi, ref, 1, { type: "status", status: "contacted", lostReason: null }),
    ).toEqual({
      ok: true,
      changed: true,
      version: 2,
    });
    expect(await changeLead(deps, asha, ref, 2, { type: "assignee", assigneeId: ravi.id })).toMatchObject({
      ok: true,
      version: 3,
    });
    // Based on version 1: someone else changed it since; refused with what changed.
    const stale = await changeLead(deps, asha, ref, 1, { type: "status", status: "won", lostReason: null });
    expect(stale).toMatchObject({ ok: false, reason: "conflict", version: 3 });
    const row = await database.db
      .selectFrom("leads")
      .where("kind", "=", "callback")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "contacted",
      assignee_id: ravi.id,
      version: 3,
      last_activity_at: clock,
    });
    expect((await events("callback", id)).map((e) => e.kind)).toEqual(["status", "assignee"]);
    expect((await audits(`callback:${id}`)).map((a) => a.action)).toEqual([
      "lead-status-changed",
      "lead-assigned",
    ]);
  });

  it("changes the status with the next version, a timeline entry, an audit entry and the last activity", async () => {
    const id = await insertEnquiry(database.db);
    clock += 1000;
    const result = await changeLead(deps, ravi, { kind: "enquiry", id }, 1, {
      type: "status",
      status: "contacted",
      lostReason: null,
    });
    expect(result).toEqual({ ok: true, changed: true, version: 2 });
    const lead = await database.db
      .selectFrom("leads")
      .where("kind", "=", "enquiry")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: "contacted", version: 2, last_activity_at: clock });
    const [event] = await events("enquiry", id);
    expect(event).toMatchObject({ kind: "status", staff_id: ravi.id, at: clock });
    expect(JSON.parse(event!.details_json)).toEqual({ from: "new", to: "contacted", version: 2 });
    const [audit] = await audits(`enquiry:${id}`);
    expect(audit).toMatchObject({ action: "lead-status-changed", staff_id: ravi.id });

    // Lost needs a reason (checked where the form is read); the reason stays off the audit log.
    expect(parseLeadChange({ intent: "status", version: "2", status: "lost", lost_reason: " " })).toEqual({
      ok: false,
      intent: "status",
      fieldErrors: { lost_reason: WORK_ERRORS.lostReason },
    });
    const lost = parseLeadChange({
      intent: "status",
      version: "2",
      status: "lost",
      lost_reason: "Bought elsewhere",
    });
    expect(lost.ok).toBe(true);
    if (!lost.ok) return;
    expect(await changeLead(deps, ravi, { kind: "enquiry", id }, lost.version, lost.change)).toMatchObject({
      ok: true,
      version: 3,
    });
    expect(JSON.parse((await events("enquiry", id))[1]!.details_json)).toMatchObject({
      reason: "Bought elsewhere",
    });
    expect((await audits(`enquiry:${id}`))[1]!.details_json).not.toContain("Bought elsewhere");

    // The same status again changes nothing and records nothing.
    expect(
      await changeLead(deps, ravi, { kind: "enquiry", id }, 3, {
        type: "status",
        status: "lost",
        lostReason: "Bought elsewhere",
      }),
    ).toEqual({ ok: true, changed: false, version: 3 });
    expect(await events("enquiry", id)).toHaveLength(2);
  });

  it("refuses a change based on an old version, saying what changed meanwhile and by whom", async () => {
    const id = await insertDealer(database.db);
    const ref = { kind: "dealer" as const, id };
    // Both opened the page at version 1. Asha assigns Ravi first.
    expect(await changeLead(deps, asha, ref, 1, { type: "assignee", assigneeId: ravi.id })).toMatchObject({
      ok: true,
    });
    clock += 60_000;
    const stale = await changeLead(deps, ravi, ref, 1, { type: "assignee", assigneeId: null });
    expect(stale).toMatchObject({ ok: false, reason: "conflict", version: 2 });
    if (stale.ok || stale.reason !== "conflict") return;
    expect(stale.changes).toEqual([
      expect.objectContaining({
        kind: "assignee",
        staffName: "Asha",
        details: expect.objectContaining({ toName: "Ravi" }),
      }),
    ]);
    const row = await database.db
      .selectFrom("leads")
      .where("kind", "=", "dealer")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ assignee_id: ravi.id, version: 2 });
    expect(await events("dealer", id)).toHaveLength(1);

    // Having seen it (the form now carries version 2), the same change goes through.
    expect(await changeLead(deps, ravi, ref, 2, { type: "assignee", assigneeId: null })).toMatchObject({
      ok: true,
      version: 3,
    });
  });

  it("lets exactly one of two concurrent changes based on one version through", async () => {
    const id = await insertEnquiry(database.db);
    const ref = { kind: "enquiry" as const, id };
    const results = await Promise.all([
      changeLead(deps, asha, ref, 1, { type: "status", status: "qualified", lostReason: null }),
      changeLead(deps, ravi, ref, 1, { type: "status", status: "won", lostReason: null }),
      changeLead(deps, ravi, ref, 1, { type: "follow-up", date: "2026-12-04" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "conflict")).toHaveLength(2);
    const row = await database.db
      .selectFrom("leads")
      .where("kind", "=", "enquiry")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    expect(await events("enquiry", id)).toHaveLength(1);
  });

  it("assigns only active staff who work leads; notes are added whatever the version", async () => {
    const id = await insertEnquiry(database.db);
    const ref = { kind: "enquiry" as const, id };
    for (const who of [viewer, gone, 999_999]) {
      expect(await changeLead(deps, asha, ref, 1, { type: "assignee", assigneeId: who })).toEqual({
        ok: false,
        reason: "invalid",
        fieldErrors: { assignee: WORK_ERRORS.assignee },
      });
    }
    await changeLead(deps, asha, ref, 1, { type: "follow-up", date: "2026-12-04" });
    clock += 1000;
    // Ravi's page still says version 1: a note adds to the timeline and overwrites nothing.
    expect(
      await changeLead(deps, ravi, ref, 1, { type: "note", text: "Called: wants a site visit." }),
    ).toMatchObject({
      ok: true,
      version: 2,
    });
    const lead = await readLead(database.db, ref);
    expect(lead).toMatchObject({ version: 2, followUpOn: "2026-12-04", lastActivityAt: clock });
    expect(lead?.timeline.map((e) => [e.kind, e.staffName])).toEqual([
      ["note", "Ravi"],
      ["follow-up", "Asha"],
    ]);
    expect(lead?.timeline[0]?.details.text).toBe("Called: wants a site visit.");
    expect((await audits(`enquiry:${id}`)).map((a) => a.action)).toEqual([
      "lead-follow-up-set",
      "lead-note-added",
    ]);
  });

  it("answers not found for a lead that does not exist, and records page views", async () => {
    expect(await changeLead(deps, asha, { kind: "enquiry", id: 987_654 }, 1, { type: "spam" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    await recordLeadViewed(database.db, asha, { kind: "dealer", id: 5 }, clock);
    expect(await audits("dealer:5")).toEqual([
      expect.objectContaining({ action: "lead-viewed", staff_id: asha.id }),
    ]);
  });

  it("marks a forwarded lead as spam: what has not gone is cancelled; released again, it is queued once more", async () => {
    const id = await insertEnquiry(database.db);
    const ref = { kind: "enquiry" as const, id };
    await database.db
      .insertInto("notifications")
      .values([
        {
          subject_kind: "enquiry",
          subject_id: id,
          channel: "email",
          status: "sent",
          next_attempt_at: clock,
          created_at: clock,
          sent_at: clock,
        },
        {
          subject_kind: "enquiry",
          subject_id: id,
          channel: "webhook",
          status: "pending",
          next_attempt_at: clock,
          created_at: clock,
        },
      ])
      .execute();
    expect(await changeLead(deps, asha, ref, 1, { type: "spam" })).toMatchObject({ ok: true, version: 2 });
    const rows = async () =>
      Object.fromEntries(
        (
          await database.db
            .selectFrom("notifications")
            .select(["channel", "status"])
            .where("subject_kind", "=", "enquiry")
            .where("subject_id", "=", id)
            .execute()
        ).map((r) => [r.channel, r.status]),
      );
    expect(await rows()).toEqual({ email: "sent", webhook: "cancelled" });
    expect(await changeLead(deps, asha, ref, 2, { type: "spam" })).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { intent: WORK_ERRORS.alreadyHeld },
    });
    expect(await changeLead(deps, asha, ref, 2, { type: "release" })).toMatchObject({ ok: true, version: 3 });
    // The e-mail went before: it is not sent twice. The webhook is due again.
    expect(await rows()).toEqual({ email: "sent", webhook: "pending" });
    expect((await events("enquiry", id)).map((e) => [e.kind, JSON.parse(e.details_json)])).toEqual([
      ["marked-spam", { cancelled: 1, version: 2 }],
      ["released", { channels: ["email", "webhook"], version: 3 }],
    ]);
  });
});

describe.each(dialects)("releasing a held lead on %s", (dialect) => {
  let api: MailingLeadApi;

  beforeAll(async () => {
    api = await startMailingLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  it("queues the held lead on the intake's channels, and the outbox worker e-mails it to sales", async () => {
    const form_token = api.formToken();
    api.clock.advance(6000);
    const answer = await api.post(
      "/api/arka/enquiries/create",
      validEnquiry({ phone_number: "9811122233", hp_reference: "http://spam.example", form_token }),
    );
    expect(answer.status).toBe(200);
    const id = Number(answer.body.data?.response_data?.enquiry_id);
    const ref = { kind: "enquiry" as const, id };
    const db = api.database.db;
    expect(await readLead(db, ref)).toMatchObject({ held: true, notifications: [] });
    expect(await api.system.worker.runOnce()).toBe(0);

    const staffId = await insertStaff(db, { name: "Asha", role: "admin" });
    const deps = { db, now: () => api.clock.now, channels: api.system.services.leads.notificationChannels };
    expect(deps.channels).toEqual(["email"]);
    expect(await changeLead(deps, { id: staffId, name: "Asha" }, ref, 1, { type: "release" })).toMatchObject({
      ok: true,
    });

    const lead = await readLead(db, ref);
    expect(lead).toMatchObject({
      held: false,
      notifications: [{ channel: "email", status: "pending", attempts: 0 }],
    });
    expect(lead?.flags.map((f) => f.code)).toEqual(["honeypot"]);
    expect(lead?.timeline[0]).toMatchObject({ kind: "released", staffName: "Asha" });

    expect(await api.system.worker.runOnce()).toBe(1);
    expect(api.smtp.received).toHaveLength(1);
    expect(api.smtp.received[0]?.to).toEqual(["sales@arka-solar.example"]);
    expect(api.smtp.received[0]?.data).toContain(`New enquiry #${id} from Meera Iyer (Kerala)`);
    expect((await readLead(db, ref))?.notifications[0]).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("a change while another process writes the SQLite file", () => {
  it("waits for the other writer instead of failing with SQLITE_BUSY", async () => {
    const { Worker } = await import("node:worker_threads");
    const database = await createTestDatabase("sqlite");
    try {
      const id = await insertEnquiry(database.db);
      const staffId = await insertStaff(database.db, { name: "Asha", role: "admin" });
      // `npm run staff` in another process: it holds the write lock for a moment, then commits.
      const other = new Worker(
        `const { parentPort, workerData } = require("node:worker_threads");
         const Database = require("better-sqlite3");
         const db = new Database(workerData.file);
         db.pragma("busy_timeout = 5000");
         db.exec("begin immediate");
         db.prepare("insert into audit_log (at, staff_id, action, subject, details_json) values (1, null, 'x', 'y', '{}')").run();
         parentPort.postMessage("locked");
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
         db.exec("commit");
         db.close();`,
        { eval: true, workerData: { file: database.sqlitePath } },
      );
      const ended = new Promise((resolve) => other.once("exit", resolve));
      await new Promise((resolve) => other.once("message", resolve));
      const result = await changeLead(
        { db: database.db, now: () => Date.UTC(2026, 10, 24), channels: ["email"] },
        { id: staffId, name: "Asha" },
        { kind: "enquiry", id },
        1,
        { type: "status", status: "contacted", lostReason: null },
      );
      expect(result).toMatchObject({ ok: true, version: 2 });
      await ended;
    } finally {
      await database.drop();
    }
  });
});
