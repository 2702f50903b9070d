import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEALER_MESSAGES } from "#app/modules/dealers/dealer-schema.ts";
import { solveBotChallenge, type BotChallenge } from "#app/platform/bot-check/bot-check.ts";
import { OTP_API_MESSAGES as OTP_MESSAGES } from "#app/modules/leads/schema/messages.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { validDealerApplication } from "#tests/support/dealer-fixture.ts";
import { leadFlags, startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import { startMsg91Outage } from "#tests/support/msg91-outage.ts";
import { latestOtp, readOutbox } from "#tests/support/sms-outbox.ts";
import { expectFieldError, fieldCases } from "#tests/support/field-cases.ts";

const dialects = await dialectsUnderTest();
const SEND = "/api/communication/sms/send/otp";
const VERIFY = "/api/communication/sms/verify/otp";
const DEALER = "/api/arka/dealers/subscription/create";
const MINUTE = 60_000;

describe.each(dialects)("OTP and dealer application on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  async function sendCode(phone: string) {
    const response = await api.post(SEND, { phone_number: phone, templateId: "ignored" });
    return { response, code: latestOtp(api.outboxPath, phone) };
  }

  async function verifiedToken(phone: string): Promise<string> {
    const { code } = await sendCode(phone);
    const verified = await api.post(VERIFY, { phone_number: phone, otp: code });
    expect(verified.status).toBe(200);
    return String(verified.body.data?.response_data?.verification_token);
  }

  it("sends a 6-digit code by SMS and never in the answer or the logs", async () => {
    const { response, code } = await sendCode("9811111111");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, message: OTP_MESSAGES.sent });
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(response.body)).not.toContain(code);
    expect(api.logs.join("\n")).not.toContain(code);
    expect(api.logs.join("\n")).not.toContain("9811111111");
    const sms = readOutbox(api.outboxPath).at(-1);
    expect(sms?.template_id).toBe("1207000000000000001");
    expect(sms?.text).toMatch(new RegExp(`@www\\.arka-solar\\.example #${code}$`));
    const stored = await api.database.db
      .selectFrom("otp_challenges")
      .selectAll()
      .where("phone", "=", "9811111111")
      .execute();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it("refuses numbers that are not Indian mobiles, and reads +91 or 0 in front as a person means it", async () => {
    for (const phone of ["5811111111", "981111111", "+1 415 555 0100", ""]) {
      const response = await api.post(SEND, { phone_number: phone });
      expect(response.status, phone).toBe(400);
      expect(response.body.errors?.phone_number).toBeTruthy();
    }
    const prefixed = await api.post(SEND, { phone_number: "+91 98111 11112" });
    expect(prefixed.status).toBe(200);
    expect(latestOtp(api.outboxPath, "9811111112")).toMatch(/^\d{6}$/);
  });

  it("accepts a code at 9:59 and refuses one at 10:01", async () => {
    const early = await sendCode("9822222222");
    api.clock.advance(9 * MINUTE + 59_000);
    expect((await api.post(VERIFY, { phone_number: "9822222222", otp: early.code })).status).toBe(200);

    const late = await sendCode("9833333333");
    api.clock.advance(10 * MINUTE + 1000);
    const refused = await api.post(VERIFY, { phone_number: "9833333333", otp: late.code });
    expect(refused.status).toBe(400);
    // Expired, wrong, used or no code at all: one answer, so none can be told apart.
    expect(refused.body.message).toBe(OTP_MESSAGES.invalid);
    const none = await api.post(VERIFY, { phone_number: "9833333399", otp: "123456" });
    expect(none.body).toEqual(refused.body);
  });

  it("refuses a code the second time", async () => {
    const { code } = await sendCode("9844444444");
    expect((await api.post(VERIFY, { phone_number: "9844444444", otp: code })).status).toBe(200);
    const again = await api.post(VERIFY, { phone_number: "9844444444", otp: code });
    expect(again.status).toBe(400);
  });

  it("refuses the 6th try after 5 wrong ones, even with the right code", async () => {
    const { code } = await sendCode("9855555555");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const response = await api.post(VERIFY, { phone_number: "9855555555", otp: wrong });
      expect(response.body.message).toBe(OTP_MESSAGES.invalid);
    }
    const sixth = await api.post(VERIFY, { phone_number: "9855555555", otp: code });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe(OTP_MESSAGES.invalid);
  });

  it("enforces the resend cooldown and refuses the 4th send in 10 minutes", async () => {
    const phone = "9866666666";
    expect((await sendCode(phone)).response.status).toBe(200);
    const tooSoon = await sendCode(phone);
    expect(tooSoon.response.status).toBe(429);
    expect(Number(tooSoon.response.headers.get("retry-after"))).toBe(30);
    api.clock.advance(30_000);
    expect((await sendCode(phone)).response.status).toBe(200);
    api.clock.advance(60_000);
    expect((await sendCode(phone)).response.status).toBe(200);
    api.clock.advance(3 * MINUTE);
    const fourth = await sendCode(phone);
    expect(fourth.response.status).toBe(429);
    expect(Number(fourth.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // The last code still works; a resend replaced the earlier ones.
    expect((await api.post(VERIFY, { phone_number: phone, otp: fourth.code })).status).toBe(200);
  });

  it("refuses a dealer application without a token, or with another phone's token", async () => {
    const none = await api.post(DEALER, {
      ...validDealerApplication("9877777777"),
      form_token: api.formToken(),
    });
    expect(none.status).toBe(403);
    const otherToken = await verifiedToken("9888888888");
    const other = await api.post(DEALER, {
      ...validDealerApplication("9877777777"),
      phone_verification_token: otherToken,
      form_token: api.formToken(),
    });
    expect(other.status).toBe(403);
    const count = await api.database.db
      .selectFrom("leads")
      .where("kind", "=", "dealer")
      .select("id")
      .execute();
    expect(count).toHaveLength(0);
  });

  it("stores an application with a valid token once; the token is spent; a double submit replays", async () => {
    const token = await verifiedToken("9899999999");
    const body = {
      ...validDealerApplication("9899999999"),
      phone_verification_token: token,
      form_token: api.formToken(),
    };
    api.clock.advance(6000);
    const first = await api.post(DEALER, body);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Application submitted successfully");
    expect(await api.post(DEALER, body)).toMatchObject({ status: 200, body: first.body });
    const second = await api.post(DEALER, { ...body, form_token: api.formToken() });
    expect(second.status).toBe(403);
    const rows = await api.database.db.selectFrom("leads").where("kind", "=", "dealer").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.requirements_json ?? "[]")).toContainEqual({
      id: "gst_number",
      title: "GST Number",
      answer: "27AAAAA0000A1Z5",
    });
  });

  it.each(
    fieldCases({
      first_name: [["", DEALER_MESSAGES.firstNameRequired]],
      last_name: [["", DEALER_MESSAGES.lastNameRequired]],
      email: [
        ["", DEALER_MESSAGES.emailRequired],
        ["ravi@example", DEALER_MESSAGES.emailInvalid],
      ],
      phone: [
        ["", DEALER_MESSAGES.phoneRequired],
        ["98999", DEALER_MESSAGES.phoneTenCharacters],
        ["98999abcde", DEALER_MESSAGES.phoneDigitsOnly],
      ],
      country: [["Nepal", DEALER_MESSAGES.countryIndiaOnly]],
      state: [["", DEALER_MESSAGES.stateRequired]],
      district: [["", DEALER_MESSAGES.districtRequired]],
      city: [["", DEALER_MESSAGES.cityRequired]],
      pincode: [
        ["", DEALER_MESSAGES.pincodeRequired],
        ["41100x", DEALER_MESSAGES.pincodeDigitsOnly],
      ],
      street: [["", DEALER_MESSAGES.streetRequired]],
      requirements: [[JSON.stringify({}), "Business Type is required"]],
    }),
  )("refuses %s = %j with %j", async (field, value, message) => {
    const response = await api.post(DEALER, { ...validDealerApplication("9899999999"), [field]: value });
    const key = field === "requirements" ? "requirements.business_type" : field;
    expectFieldError(response, key, message);
  });
});

describe.each(dialects)("OTP per-address send cap on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect, { OTP_LIMIT_IP_HOUR: 10 });
  });
  afterAll(async () => api?.close());

  it("sends no 11th SMS from one address in an hour, but lets that applicant apply unverified", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await api.post(
        SEND,
        { phone_number: `97000000${String(i).padStart(2, "0")}` },
        { ip: "192.0.2.5" },
      );
      expect(response.status).toBe(200);
    }
    const eleventh = await api.post(SEND, { phone_number: "9700000099" }, { ip: "192.0.2.5" });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(eleventh.body).toMatchObject({
      message: OTP_MESSAGES.notSent.address_limit,
      data: { response_data: { verified: false } },
    });
    expect(latestOtp(api.outboxPath, "9700000099")).toBeUndefined();

    const formToken = api.formToken();
    api.clock.advance(6000);
    const applied = await api.post(DEALER, {
      ...validDealerApplication("9700000099"),
      form_token: formToken,
      phone_verification_token: eleventh.body.data?.response_data?.verification_token,
    });
    expect(applied.status).toBe(200);
    const id = Number(applied.body.data?.response_data?.application_id);
    expect(await leadFlags(api, id, "dealer")).toEqual({
      flags: ["phone_unverified_busy_network"],
      held: false,
      forwarded: true,
    });
    // Another address is not affected.
    expect((await api.post(SEND, { phone_number: "9700000098" }, { ip: "192.0.2.6" })).status).toBe(200);
  });
});

describe.each(dialects)("SMS spend ceiling on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect, { SMS_BUDGET_HOUR: 5, SMS_BUDGET_DAY: 8, SMS_BUDGET_BLOCK_HOUR: 3 });
  });
  afterAll(async () => api?.close());

  const send = (phone: string, i: number) =>
    api.post(SEND, { phone_number: phone }, { ip: `192.0.2.${100 + i}` });

  it("blocks the 4th code in an hour to one number block, the 6th in an hour and the 9th in a day, and tells sales once", async () => {
    const block = ["9600001001", "9600001002", "9600001003", "9600001004"];
    const statuses = [];
    for (const [i, phone] of block.entries()) statuses.push((await send(phone, i)).status);
    expect(statuses).toEqual([200, 200, 200, 503]);
    expect(latestOtp(api.outboxPath, "9600001004")).toBeUndefined();

    expect((await send("9611111111", 10)).status).toBe(200);
    expect((await send("9622222222", 11)).status).toBe(200);
    const overHour = await send("9633333333", 12);
    expect(overHour.status).toBe(503);
    expect(overHour.body).toMatchObject({
      message: OTP_MESSAGES.notSent.sms_budget,
      data: { response_data: { verified: false } },
    });
    expect(Number(overHour.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(String(overHour.body.data?.response_data?.verification_token)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    api.clock.advance(61 * MINUTE);
    for (const [i, phone] of ["9644444441", "9655555551", "9666666661"].entries()) {
      expect((await send(phone, 20 + i)).status).toBe(200);
    }
    expect((await send("9677777771", 30)).status).toBe(503);

    // One alert e-mail per kind and hour, whichever request hit the ceiling.
    const alerts = await api.database.db.selectFrom("alerts").select(["kind"]).orderBy("id").execute();
    expect(alerts.map((a) => a.kind)).toEqual(["sms_budget_block", "sms_budget_hour", "sms_budget_day"]);
    const queued = await api.database.db
      .selectFrom("notifications")
      .select("id")
      .where("subject_kind", "=", "alert")
      .execute();
    expect(queued).toHaveLength(3);
    expect(api.logs.join("\n")).not.toMatch(/96000010\d\d/);
  });
});

describe.each(dialects)("OTP code checks per address on %s", (dialect) => {
  it("answers 429 past the per-address limit, whatever the phone", async () => {
    const api = await startLeadApi(dialect, { OTP_VERIFY_LIMIT_IP_HOUR: 3 });
    try {
      const ip = "192.0.2.200";
      for (let i = 0; i < 3; i++) {
        const response = await api.post(VERIFY, { phone_number: `95000000${i}0`, otp: "123456" }, { ip });
        expect(response.status).toBe(400);
      }
      const fourth = await api.post(VERIFY, { phone_number: "9500000040", otp: "123456" }, { ip });
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(
        (await api.post(VERIFY, { phone_number: "9500000040", otp: "123456" }, { ip: "192.0.2.201" })).status,
      ).toBe(400);
    } finally {
      await api.close();
    }
  });
});

describe.each(dialects)("SMS provider down (checklist DUR-6) on %s", (dialect) => {
  let api: LeadApi;
  let provider: Awaited<ReturnType<typeof startMsg91Outage>>;
  beforeAll(async () => {
    provider = await startMsg91Outage();
    api = await startLeadApi(dialect, {
      SMS_PROVIDER: "msg91",
      MSG91_URL: provider.url,
      MSG91_AUTH_KEY: "test-auth-key",
      MSG91_TEMPLATE_ID: "test-flow-template",
    });
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  it("says the SMS failed and gives a token that saves the application marked unverified, once, for that phone only", async () => {
    const phone = "9877700001";
    const sent = await api.post(SEND, { phone_number: phone });
    expect(provider.calls()).toBeGreaterThan(0);
    expect(sent.status).toBe(502);
    expect(sent.body).toMatchObject({
      status: 502,
      message: OTP_MESSAGES.notSent.provider_failed,
      data: { response_data: { verified: false, phone_number: "98xxxxxx01" } },
    });
    const token = String(sent.body.data?.response_data?.verification_token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code never went out, so it cannot be verified.
    const challenge = await api.database.db
      .selectFrom("otp_challenges")
      .select("status")
      .where("phone", "=", phone)
      .executeTakeFirstOrThrow();
    expect(challenge.status).toBe("send_failed");

    const otherPhone = await api.post(DEALER, {
      ...validDealerApplication("9877700002"),
      form_token: api.formToken(),
      phone_verification_token: token,
    });
    expect(otherPhone.status).toBe(403);

    const formToken = api.formToken();
    api.clock.advance(6_000);
    const saved = await api.post(DEALER, {
      ...validDealerApplication(phone),
      form_token: formToken,
      phone_verification_token: token,
    });
    expect(saved.status).toBe(200);
    const id = Number(saved.body.data?.response_data?.application_id);
    const row = await api.database.db
      .selectFrom("leads")
      .where("kind", "=", "dealer")
      .select(["phone_verified", "spam"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone_verified: 0, spam: 0 });
    const queued = await api.database.db
      .selectFrom("notifications")
      .select("status")
      .where("subject_kind", "=", "dealer")
      .where("subject_id", "=", id)
      .execute();
    expect(queued.length).toBeGreaterThan(0);

    const secondForm = api.formToken();
    api.clock.advance(6_000);
    const again = await api.post(DEALER, {
      ...validDealerApplication(phone, { email: "other@example.in" }),
      form_token: secondForm,
      phone_verification_token: token,
    });
    expect(again.status).toBe(403);
  });

  it("still applies the send limits, so failures cannot be farmed for tokens", async () => {
    const phone = "9877700003";
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      answers.push((await api.post(SEND, { phone_number: phone })).status);
      api.clock.advance(2 * MINUTE);
    }
    expect(answers.slice(0, 3)).toEqual([502, 502, 502]);
    expect(answers[3]).toBe(429);
  });
});

describe.each(dialects)(
  "OTP bot check past the per-IP risk threshold (checklist OTP-11) on %s",
  (dialect) => {
    let api: LeadApi;
    beforeAll(async () => {
      api = await startLeadApi(dialect, { OTP_BOT_CHECK_AFTER_IP_SENDS: 2 });
    });
    afterAll(async () => api?.close());

    async function solvedCheck(): Promise<string> {
      const answer = await api.get("/api/communication/bot-check/challenge");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toMatch(/no-store/);
      const challenge = (answer.body as { data: { response_data: BotChallenge } }).data.response_data;
      const solution = await solveBotChallenge(challenge);
      return JSON.stringify(solution);
    }

    it("asks for the check from the 3rd send of an address in an hour, and takes each solved check once", async () => {
      const ip = "198.51.100.77";
      for (const phone of ["9866600001", "9866600002"]) {
        expect((await api.post(SEND, { phone_number: phone }, { ip })).status).toBe(200);
      }
      const refused = await api.post(SEND, { phone_number: "9866600003" }, { ip });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        message: OTP_MESSAGES.botCheckRequired,
        data: { response_data: { bot_check_required: true } },
      });
      expect(latestOtp(api.outboxPath, "9866600003")).toBeUndefined();

      const check = await solvedCheck();
      const sent = await api.post(SEND, { phone_number: "9866600003", bot_check: check }, { ip });
      expect(sent.status).toBe(200);
      expect(latestOtp(api.outboxPath, "9866600003")).toMatch(/^\d{6}$/);
      // The same solved check cannot buy a second code.
      const reused = await api.post(SEND, { phone_number: "9866600004", bot_check: check }, { ip });
      expect(reused.status).toBe(403);
      // A plain form post (no JavaScript) cannot run the check: no SMS, but the applicant may apply.
      const plain = await api.system.services.otp.send({
        fields: { phone_number: "9866600006" },
        clientIp: ip,
        via: "form",
      });
      expect(plain).toMatchObject({ ok: false, reason: "not_sent", why: "address_limit" });
      expect(latestOtp(api.outboxPath, "9866600006")).toBeUndefined();
      // Another address below the threshold sends without it.
      expect((await api.post(SEND, { phone_number: "9866600005" }, { ip: "198.51.100.78" })).status).toBe(
        200,
      );
    });
  },
);
