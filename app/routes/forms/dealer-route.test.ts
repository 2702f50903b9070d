import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routerContextFor } from "#app/request-context.ts";
import { otpApiMessages } from "#app/modules/leads/schema/messages.ts";
import {
  BOT_CHECK_FIELD,
  FORM_TOKEN_FIELD,
  PHONE_TOKEN_FIELD,
  SENT_BY_SCRIPT_FIELD,
} from "#app/modules/leads/schema/form-protection.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { validDealerApplication } from "#tests/support/dealer-fixture.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import { latestOtp } from "#tests/support/sms-outbox.ts";
import { submitDealerForm, type DealerScriptAnswer } from "./dealer-route.ts";
import { OTP_FIELDS } from "#app/modules/dealers/phone-verification.ts";

const dialects = await dialectsUnderTest();

/** The become-partner action as the form's script reaches it (a fetcher): every step answers data. */
describe.each(dialects)("the partner application's one door, posted by its script, on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect, { OTP_BOT_CHECK_AFTER_IP_SENDS: 2 });
  });
  afterAll(async () => api?.close());

  async function step(fields: Record<string, string>, ip = "198.51.100.4") {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, [SENT_BY_SCRIPT_FIELD]: "1" }))
      body.set(name, value);
    const request = new Request("http://localhost/become-partner", { method: "POST", body });
    const answer = await submitDealerForm(
      request,
      routerContextFor({ nonce: "", services: api.system.services, clientIp: ip }),
    );
    // The script is never redirected: every answer is data with its status.
    expect(answer).not.toBeInstanceOf(Response);
    const { data, init } = answer as unknown as { data: DealerScriptAnswer; init: ResponseInit | null };
    return { answer: data, status: init?.status ?? 200 };
  }

  it("sends the code, checks it, and stores the application, each as data", async () => {
    const phone = "9822222201";
    const sent = await step({ intent: "send-otp", phone });
    expect(sent.answer).toEqual({
      sent: { maskedPhone: expect.stringContaining("01"), resendAfterSeconds: 30 },
    });

    const wrong = await step({ intent: "verify-otp", phone, [OTP_FIELDS.phone]: phone, otp: "000000" });
    expect(wrong).toEqual({ answer: { verifyFailed: otpApiMessages("en").invalid }, status: 400 });

    const code = latestOtp(api.outboxPath, phone) ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const verified = await step({ intent: "verify-otp", phone, [OTP_FIELDS.phone]: phone, otp: code });
    expect(verified.answer).toEqual({ verified: expect.any(String) });
    const token = (verified.answer as { verified: string }).verified;

    const formToken = api.formToken();
    api.clock.advance(10_000);
    const application = { ...validDealerApplication(phone), [PHONE_TOKEN_FIELD]: token };
    const applied = await step({ ...application, intent: "submit", [FORM_TOKEN_FIELD]: formToken });
    expect(applied).toEqual({ answer: { stored: true }, status: 200 });
  });

  it("answers a refused field as errors, and an unverified phone as refused", async () => {
    const badPhone = await step({ intent: "send-otp", phone: "12345" });
    expect(badPhone.status).toBe(400);
    expect(badPhone.answer).toMatchObject({
      sendFailed: { reason: expect.any(String), retryAfterSeconds: 0 },
    });

    const formToken = api.formToken();
    api.clock.advance(10_000);
    const invalid = await step({ intent: "submit", [FORM_TOKEN_FIELD]: formToken, phone: "9822222202" });
    expect(invalid.status).toBe(400);
    expect(invalid.answer).toMatchObject({ errors: { first_name: expect.any(String) } });

    const unverified = await step({
      ...validDealerApplication("9822222203"),
      intent: "submit",
      [FORM_TOKEN_FIELD]: api.formToken(),
    });
    expect(unverified.answer).toEqual({ refused: expect.any(String) });
  });

  it("asks the script for the bot check after many codes from one network, and sends once it is solved", async () => {
    const ip = "198.51.100.77";
    await step({ intent: "send-otp", phone: "9822222211" }, ip);
    await step({ intent: "send-otp", phone: "9822222212" }, ip);
    const asked = await step({ intent: "send-otp", phone: "9822222213" }, ip);
    expect(asked).toEqual({
      answer: { botCheckRequired: true, message: otpApiMessages("en").botCheckRequired },
      status: 403,
    });
    const solved = await step(
      { intent: "send-otp", phone: "9822222213", [BOT_CHECK_FIELD]: await api.solvedBotCheck() },
      ip,
    );
    expect(solved.answer).toMatchObject({ sent: { maskedPhone: expect.any(String) } });
  });
});
