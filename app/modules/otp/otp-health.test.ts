import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OtpStatus } from "#app/platform/db/schema.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { checkOtpHealth } from "./otp-health.server.ts";

const dialects = await dialectsUnderTest();
const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);
const MINUTE = 60_000;

describe.each(dialects)("OTP health check (checklist OTP-13) on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());
  beforeEach(async () => {
    await database.db.deleteFrom("otp_challenges").execute();
  });

  /** `count` codes sent `minutesAgo`, the first `verified` of them verified; phones spread over blocks. */
  async function seedSends(
    count: number,
    {
      verified = 0,
      minutesAgo = 5,
      phone = (i: number) => `9${String(i).padStart(2, "0")}0000000`,
      unverifiedStatus = "active" as OtpStatus,
    } = {},
  ) {
    for (let i = 0; i < count; i++) {
      const created_at = NOW - minutesAgo * MINUTE;
      const status: OtpStatus = i < verified ? "used" : unverifiedStatus;
      await database.db
        .insertInto("otp_challenges")
        .values({
          phone: phone(i),
          code_hash: `hash-${i}`,
          client_ip: "203.0.113.7",
          created_at,
          expires_at: created_at + 10 * MINUTE,
          status,
        })
        .execute();
    }
  }

  it("is quiet with no sends", async () => {
    expect(await checkOtpHealth(database.db, NOW)).toEqual([]);
  });

  it("is quiet below 20 sends an hour, however few are verified", async () => {
    await seedSends(19);
    expect(await checkOtpHealth(database.db, NOW)).toEqual([]);
  });

  it("is quiet when half the codes of the hour were verified", async () => {
    await seedSends(20, { verified: 10 });
    expect(await checkOtpHealth(database.db, NOW)).toEqual([]);
  });

  it("does not count codes our provider failed to send (an SMS outage is not pumping)", async () => {
    await seedSends(10, { verified: 10 });
    await seedSends(30, {
      unverifiedStatus: "send_failed",
      phone: (i) => `8${String(i).padStart(2, "0")}0000000`,
    });
    expect(await checkOtpHealth(database.db, NOW)).toEqual([]);
  });

  it("alerts when fewer than half of 20 or more codes in the hour were verified", async () => {
    await seedSends(20, { verified: 9 });
    expect(await checkOtpHealth(database.db, NOW)).toEqual([
      { kind: "low_verified_ratio", sent: 20, verified: 9 },
    ]);
  });

  it("looks at the last hour only", async () => {
    await seedSends(30, { minutesAgo: 61 });
    await seedSends(5, { minutesAgo: 59 });
    expect(await checkOtpHealth(database.db, NOW)).toEqual([]);
  });

  it("alerts when more than 10 sends in the hour went to numbers sharing their first 6 digits", async () => {
    const block = (i: number) => `98765400${String(i).padStart(2, "0")}`;
    await seedSends(11, { verified: 11, phone: block });
    await seedSends(10, { verified: 10, phone: (i) => `91234500${String(i).padStart(2, "0")}` });
    await seedSends(11, {
      verified: 11,
      minutesAgo: 90,
      phone: (i) => `93333300${String(i).padStart(2, "0")}`,
    });
    expect(await checkOtpHealth(database.db, NOW)).toEqual([
      { kind: "prefix_burst", prefix: "987654", sends: 11 },
    ]);
  });

  it("raises both alarms together", async () => {
    await seedSends(25, { verified: 2, phone: (i) => `98765400${String(i).padStart(2, "0")}` });
    const alerts = await checkOtpHealth(database.db, NOW);
    expect(alerts).toEqual([
      { kind: "low_verified_ratio", sent: 25, verified: 2 },
      { kind: "prefix_burst", prefix: "987654", sends: 25 },
    ]);
  });
});
