import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createMaintenanceWorker } from "./maintenance-worker.server.ts";

const dialects = await dialectsUnderTest();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(dialects)("lead system maintenance on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  const phones = Array.from({ length: 11 }, (_, i) => `98765400${String(i).padStart(2, "0")}`);

  it("logs each OTP alarm as an error with counts and the shared digits only", async () => {
    for (const [i, phone] of phones.entries()) {
      await api.database.db
        .insertInto("otp_challenges")
        .values({
          phone,
          code_hash: `hash-${i}`,
          client_ip: "203.0.113.7",
          created_at: api.clock.now - MINUTE,
          expires_at: api.clock.now + 9 * MINUTE,
          status: "active",
        })
        .execute();
    }
    const pass = await api.system.maintenance.runOnce();
    expect(pass.alerts).toEqual([{ kind: "prefix_burst", prefix: "987654", sends: 11 }]);
    const alarms = api.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(alarms.filter((line) => String(line.msg).startsWith("otp alarm"))).toEqual([
      expect.objectContaining({ level: "error", prefix: "987654xxxx", sends: 11 }),
    ]);
    const logs = api.logs.join("\n");
    for (const phone of phones) expect(logs).not.toContain(phone);
    // Sales are told by e-mail too, once in the hour.
    const alerts = await api.database.db.selectFrom("alerts").select(["kind", "details_json"]).execute();
    expect(alerts).toEqual([
      { kind: "otp_prefix_burst", details_json: expect.stringContaining("987654xxxx") },
    ]);
  });

  it("purges at most once an hour", async () => {
    await api.database.db
      .insertInto("rate_events")
      .values({ bucket: "lead-ip:203.0.113.7", at: api.clock.now - 2 * DAY })
      .execute();
    // The first pass (previous test) purged already: nothing until an hour has passed.
    api.clock.advance(5 * MINUTE);
    expect((await api.system.maintenance.runOnce()).purged).toBeNull();
    api.clock.advance(55 * MINUTE);
    expect((await api.system.maintenance.runOnce()).purged).toEqual({
      rateEvents: 1,
      otpChallenges: 0,
      phoneVerifications: 0,
      botChecks: 0,
    });
  });

  it("runs each task once per period however many instances look", async () => {
    api.clock.advance(61 * MINUTE);
    const other = createMaintenanceWorker({
      db: api.database.db,
      logger: memoryLogger(),
      now: () => api.clock.now,
    });
    const passes = await Promise.all([api.system.maintenance.runOnce(), other.runOnce()]);
    expect(passes.filter((p) => p.purged !== null)).toHaveLength(1);
    expect(passes.filter((p) => p.alerts !== null)).toHaveLength(1);
  });

  it("runs a pass as soon as it starts, and stops cleanly", async () => {
    const before = api.logs.length;
    api.clock.advance(61 * MINUTE);
    api.system.maintenance.start();
    await expect
      .poll(() => api.logs.slice(before).some((line) => line.includes("expired records purged")))
      .toBe(true);
    await api.system.maintenance.stop();
  });
});
