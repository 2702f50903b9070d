import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import {
  document as privacyPolicy,
  leadRetention,
  privacySectionIds,
} from "#app/content/legal/privacy-policy.ts";
import { EnvSchema } from "#server/env.ts";
import { NOT_SENT_ANONYMISED } from "#app/modules/leads/notifications/outbox-queue.server.ts";
import { ERASED } from "./mentions.server.ts";
import { DEFAULT_LEAD_RETENTION_MONTHS, monthsBefore } from "./lead-retention.server.ts";

const dialects = await dialectsUnderTest();
const ENQUIRY = "/api/arka/enquiries/create";
const CALLBACK = "/api/arka/callbacks/create";
const HOUR = 60 * 60 * 1000;

describe("the retention period", () => {
  it("is the one the privacy policy states, and the environment's default", () => {
    expect(DEFAULT_LEAD_RETENTION_MONTHS).toBe(24);
    expect(EnvSchema.parse({}).LEAD_RETENTION_MONTHS).toBe(leadRetention.anonymiseAfterMonths);
    const section = privacyPolicy.sections.find((s) => s.id === privacySectionIds.retention);
    expect(section?.paragraphs.join(" ")).toContain(
      `anonymised ${DEFAULT_LEAD_RETENTION_MONTHS} months (2 years) after its last activity`,
    );
  });

  it("counts calendar months, clamping to the end of a shorter month", () => {
    expect(new Date(monthsBefore(Date.UTC(2026, 10, 22, 6), 24)).toISOString()).toBe(
      "2024-11-22T06:00:00.000Z",
    );
    expect(new Date(monthsBefore(Date.UTC(2026, 2, 31), 1)).toISOString()).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe.each(dialects)("lead retention on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  async function enquiryAt(at: number, phone: string): Promise<number> {
    api.clock.now = at;
    const answer = await api.post(ENQUIRY, validEnquiry({ phone_number: phone }));
    expect(answer.status).toBe(200);
    return Number(answer.body.data?.response_data?.enquiry_id);
  }

  /** A call-back request through the site's form at `at` (its token issued a minute before). */
  async function callbackAt(at: number, phone: string): Promise<number> {
    api.clock.now = at - 60_000;
    const form_token = api.formToken();
    api.clock.now = at;
    const answer = await api.post(CALLBACK, {
      name: "Lakshmi Devi",
      phone_number: phone,
      preferred_time: "tomorrow_morning",
      page_path: "/contact",
      form_token,
    });
    expect(answer.status).toBe(200);
    return Number(answer.body.data?.response_data?.callback_id);
  }

  it("anonymises a lead (enquiry or call-back request) 25 months after its last activity, not one of 23 months or one touched lately", async () => {
    const start = Date.UTC(2024, 0, 10, 6);
    const old = await enquiryAt(start, "9700000001");
    const touched = await enquiryAt(start, "9700000002");
    const younger = await enquiryAt(Date.UTC(2024, 2, 10, 6), "9700000003");
    // Call-back requests, the same three ways.
    const oldCall = await callbackAt(start, "9700000011");
    const touchedCall = await callbackAt(start, "9700000012");
    const youngerCall = await callbackAt(Date.UTC(2024, 2, 10, 6), "9700000013");
    // Sales worked the second lead 20 months in: its 24 months start again from there.
    await api.database.db
      .updateTable("leads")
      .where("kind", "=", "enquiry")
      .set({ last_activity_at: Date.UTC(2025, 8, 10, 6) })
      .where("id", "=", touched)
      .execute();
    await api.database.db
      .updateTable("leads")
      .where("kind", "=", "callback")
      .set({ last_activity_at: Date.UTC(2025, 8, 10, 6) })
      .where("id", "=", touchedCall)
      .execute();

    api.clock.now = Date.UTC(2026, 1, 10, 7); // 25 months after `start`, 23 after `younger`
    const pass = await api.system.maintenance.runOnce();
    expect(pass.anonymised).toEqual({ enquiries: 1, dealerApplications: 0, callbacks: 1 });

    const rows = await api.database.db
      .selectFrom("leads")
      .where("kind", "=", "enquiry")
      .select(["id", "name", "phone", "email", "anonymised_at"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: old, name: ERASED, phone: ERASED, email: ERASED, anonymised_at: api.clock.now },
      expect.objectContaining({ id: touched, phone: "9700000002", anonymised_at: null }),
      expect.objectContaining({ id: younger, phone: "9700000003", anonymised_at: null }),
    ]);
    const calls = await api.database.db
      .selectFrom("leads")
      .where("kind", "=", "callback")
      .select(["id", "name", "phone", "client_ip", "preferred_slot", "anonymised_at"])
      .orderBy("id")
      .execute();
    expect(calls).toEqual([
      {
        id: oldCall,
        name: ERASED,
        phone: ERASED,
        client_ip: ERASED,
        preferred_slot: "morning",
        anonymised_at: api.clock.now,
      },
      expect.objectContaining({ id: touchedCall, phone: "9700000012", anonymised_at: null }),
      expect.objectContaining({ id: youngerCall, phone: "9700000013", anonymised_at: null }),
    ]);
    for (const [kind, id] of [
      ["enquiry", old],
      ["callback", oldCall],
    ] as const) {
      const events = await api.database.db
        .selectFrom("lead_events")
        .select(["kind", "details_json", "staff_id"])
        .where("lead_kind", "=", kind)
        .where("lead_id", "=", id)
        .execute();
      expect(events).toEqual([
        { kind: "anonymised", details_json: '{"reason":"retention"}', staff_id: null },
      ]);
    }
    // The call-back request's e-mail to sales, never delivered, will not go out with "[erased]" in it.
    const outbox = await api.database.db
      .selectFrom("notifications")
      .select(["status", "last_error"])
      .where("subject_kind", "=", "callback")
      .where("subject_id", "=", oldCall)
      .execute();
    expect(outbox).toEqual([{ status: "dead", last_error: NOT_SENT_ANONYMISED }]);
    const audit = await api.database.db
      .selectFrom("audit_log")
      .select(["action", "details_json"])
      .where("action", "=", "retention-anonymised")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details_json)).toMatchObject({ enquiries: 1, callbacks: 1, months: 24 });

    // Once a day, whichever instance looks.
    api.clock.now += HOUR;
    expect((await api.system.maintenance.runOnce()).anonymised).toBeNull();
    // A day later the 23-month lead is still young; two months later it goes.
    api.clock.now += 24 * HOUR;
    expect((await api.system.maintenance.runOnce()).anonymised).toEqual({
      enquiries: 0,
      dealerApplications: 0,
      callbacks: 0,
    });
    api.clock.now = Date.UTC(2026, 3, 11, 7);
    expect((await api.system.maintenance.runOnce()).anonymised).toEqual({
      enquiries: 1,
      dealerApplications: 0,
      callbacks: 1,
    });
    const stillKept = await api.database.db
      .selectFrom("leads")
      .where("kind", "=", "callback")
      .select("id")
      .where("anonymised_at", "is", null)
      .execute();
    expect(stillKept.map((row) => row.id)).toEqual([touchedCall]);
  });

  it("takes the period from LEAD_RETENTION_MONTHS", async () => {
    const short = await startLeadApi(dialect, { LEAD_RETENTION_MONTHS: 12 });
    try {
      short.clock.now = Date.UTC(2025, 0, 1);
      const lead = await short.post(ENQUIRY, validEnquiry({ phone_number: "9700000009" }));
      expect(lead.status).toBe(200);
      short.clock.now = Date.UTC(2026, 0, 2);
      expect((await short.system.maintenance.runOnce()).anonymised).toEqual({
        enquiries: 1,
        dealerApplications: 0,
        callbacks: 0,
      });
      expect(short.logs.join("\n")).toContain("lead retention differs from the privacy policy");
    } finally {
      await short.close();
    }
  });
});
