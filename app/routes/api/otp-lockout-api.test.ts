import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeadSystem } from "#app/lead-system.server.ts";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { OTP_API_MESSAGES as OTP_MESSAGES } from "#app/modules/leads/schema/messages.ts";
import { clearOtpLockout, OTP_RULES } from "#app/modules/otp/otp.server.ts";
import { OTP_LOCKED_STATUS } from "./lead-answers.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { startLeadApi, TEST_LEAD_CONFIG, type LeadApi } from "#tests/support/lead-api.ts";
import { latestOtp } from "#tests/support/sms-outbox.ts";

const dialects = await dialectsUnderTest();
const SEND = "/api/communication/sms/send/otp";
const VERIFY = "/api/communication/sms/verify/otp";
const DAY = 24 * 60 * 60 * 1000;

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe.each(dialects)("OTP lockout per phone (checklist OTP-7) on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  /** A new code a day after the last (so no send limit applies), then `tries` wrong guesses at it. */
  async function wrongGuesses(phone: string, tries: number): Promise<string> {
    api.clock.advance(DAY + 1);
    const sent = await api.post(SEND, { phone_number: phone });
    expect(sent.status).toBe(200);
    const code = latestOtp(api.outboxPath, phone) ?? "";
    for (let i = 0; i < tries; i++) {
      const response = await api.post(VERIFY, { phone_number: phone, otp: wrongFor(code) });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(OTP_MESSAGES.invalid);
    }
    return code;
  }

  async function failuresOf(phone: string): Promise<number | undefined> {
    const row = await api.database.db
      .selectFrom("otp_phone_failures")
      .select("consecutive_failures")
      .where("phone", "=", phone)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.consecutive_failures);
  }

  it("counts wrong codes across the phone's codes and starts again after a success", async () => {
    const phone = "9811110001";
    await wrongGuesses(phone, 4);
    const code = await wrongGuesses(phone, 4);
    expect(await failuresOf(phone)).toBe(8);
    expect((await api.post(VERIFY, { phone_number: phone, otp: code })).status).toBe(200);
    expect(await failuresOf(phone)).toBeUndefined();
  });

  it("refuses send and verify with 423 after 100 wrong codes in a row, until the count is cleared", async () => {
    const phone = "9811110002";
    const rounds = OTP_RULES.maxConsecutiveFailures / OTP_RULES.maxWrongTries;
    let code = "";
    for (let round = 0; round < rounds; round++) code = await wrongGuesses(phone, OTP_RULES.maxWrongTries);
    expect(await failuresOf(phone)).toBe(100);

    const verify = await api.post(VERIFY, { phone_number: phone, otp: code });
    expect(verify.status).toBe(OTP_LOCKED_STATUS);
    expect(verify.body.message).toBe(OTP_MESSAGES.phoneLocked);
    api.clock.advance(DAY + 1);
    const send = await api.post(SEND, { phone_number: phone });
    expect(send.status).toBe(OTP_LOCKED_STATUS);
    expect(send.body.message).toBe(OTP_MESSAGES.phoneLocked);
    // Waiting does not lift the lock, so there is nothing to retry after.
    expect(send.headers.get("retry-after")).toBeNull();
    expect(latestOtp(api.outboxPath, phone)).toBe(code);
    expect(await failuresOf(phone)).toBe(100);

    // Someone is told once, with the number masked.
    const alarms = api.logs.filter((line) => line.includes("otp phone locked"));
    expect(alarms).toHaveLength(1);
    expect(JSON.parse(alarms[0] ?? "{}")).toMatchObject({ level: "error", phone: "98xxxxxx02" });
    expect(api.logs.join("\n")).not.toContain(phone);

    // Other phones are not affected.
    expect((await api.post(SEND, { phone_number: "9811110003" })).status).toBe(200);

    // Sales clears the count after checking the number another way; the phone can verify again.
    expect(await clearOtpLockout(api.database.db, phone)).toBe(true);
    expect(await clearOtpLockout(api.database.db, phone)).toBe(false);
    expect((await api.post(SEND, { phone_number: phone })).status).toBe(200);
    const fresh = latestOtp(api.outboxPath, phone);
    expect((await api.post(VERIFY, { phone_number: phone, otp: fresh })).status).toBe(200);
  });

  it("keeps the lock in the database, so a restart does not lift it", async () => {
    const phone = "9811110004";
    await api.database.db
      .insertInto("otp_phone_failures")
      .values({ phone, consecutive_failures: 99, last_failed_at: api.clock.now })
      .execute();
    await wrongGuesses(phone, 1);

    const restarted = await createLeadSystem({
      database: api.database,
      config: { ...TEST_LEAD_CONFIG, SMS_OUTBOX_PATH: api.outboxPath },
      now: () => api.clock.now,
      logger: memoryLogger(),
    });
    api.clock.advance(DAY + 1);
    const send = await restarted.services.otp.send({
      fields: { phone_number: phone },
      clientIp: "192.0.2.9",
      via: "api",
    });
    expect(send).toEqual({ ok: false, reason: "locked" });
    const verify = await restarted.services.otp.verify({
      fields: { phone_number: phone, otp: "123456" },
      clientIp: "192.0.2.9",
      via: "api",
    });
    expect(verify).toEqual({ ok: false, reason: "locked" });
  });
});
