import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { leadMessage } from "#app/modules/leads/notifications/lead-message.server.ts";
import { readLead } from "#app/modules/leads/work/lead-view.server.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { validDealerApplication } from "#tests/support/dealer-fixture.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { startMailingLeadApi, storedLead, type MailingLeadApi } from "#tests/support/lead-api.ts";
import { latestOtp } from "#tests/support/sms-outbox.ts";

const dialects = await dialectsUnderTest();
const ENQUIRY = "/api/arka/enquiries/create";
const DEALER = "/api/arka/dealers/subscription/create";
const CALLBACK = "/api/arka/callbacks/create";
const SEND = "/api/communication/sms/send/otp";
const VERIFY = "/api/communication/sms/verify/otp";

const hi = catalogueFor("hi").forms;
const te = catalogueFor("te").forms;

/** A Hindi-named visitor's enquiry from `phone`, its first question answered "Residential". */
function enquiry(phone: string, overrides: Record<string, unknown> = {}) {
  return validEnquiry({
    name: "आशा राव",
    phone_number: phone,
    enquiry_requirements: { ...validEnquiry().enquiry_requirements, 1: "Residential" },
    ...overrides,
  });
}

describe.each(dialects)("the lead API in the form's language on %s", (dialect) => {
  let api: MailingLeadApi;
  beforeAll(async () => {
    api = await startMailingLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  async function post(route: string, body: Record<string, unknown>) {
    const form_token = api.formToken();
    api.clock.advance(6000);
    return api.post(route, { ...body, form_token });
  }

  /** The language stored with lead `id`. */
  async function storedLocale(kind: "enquiry" | "callback" | "dealer", id: number) {
    const row = await api.database.db
      .selectFrom("leads")
      .select("locale")
      .where("kind", "=", kind)
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return row.locale;
  }

  it("answers a Hindi enquiry's field errors in Hindi, and an English one in the specification's words", async () => {
    const hindi = await post(ENQUIRY, enquiry("9876500001", { name: "", pincode: "", locale: "hi" }));
    expect(hindi.status).toBe(400);
    expect(hindi.body).toMatchObject({
      status: 400,
      message: hi.lead.invalidFields,
      errors: { name: "नाम भरना ज़रूरी है", pincode: "पिन कोड भरना ज़रूरी है" },
    });
    const telugu = await post(ENQUIRY, enquiry("9876500002", { name: "", locale: "te" }));
    expect(telugu.body.errors).toEqual({ name: te.validation.enquiry.nameRequired });
    // Missing or unknown: English.
    for (const locale of [undefined, "fr"]) {
      const english = await post(ENQUIRY, enquiry("9876500003", { name: "", pincode: "", locale }));
      expect(english.body).toMatchObject({
        message: "Please correct the highlighted fields.",
        errors: { name: "Name is required", pincode: "Pin code required" },
      });
    }
  });

  it("stores the language with the lead, says it in the sales e-mail and on the console", async () => {
    const response = await post(ENQUIRY, enquiry("9876500004", { locale: "hi" }));
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(hi.lead.enquiryStored);
    const id = Number(response.body.data?.response_data?.enquiry_id);
    const row = await storedLead(api, "enquiry", id);
    expect(row.locale).toBe("hi");
    // The answers are stored as asked, in English.
    expect(JSON.parse(row.requirements_json ?? "")).toContainEqual({
      id: 1,
      title: "Property Type",
      answer: "Residential",
    });
    const message = await leadMessage(api.database.db, "enquiry", id);
    expect(message?.text).toContain("\nLanguage: Hindi\n");
    expect(message?.payload.locale).toBe("hi");
    expect((await readLead(api.database.db, { kind: "enquiry", id }))?.language).toBe("Hindi");
    expect(await api.system.worker.runOnce()).toBeGreaterThan(0);
    expect(api.smtp.received.at(-1)?.data ?? "").toContain("Language: Hindi");

    const english = await post(ENQUIRY, enquiry("9876500005"));
    const englishId = Number(english.body.data?.response_data?.enquiry_id);
    expect(await storedLocale("enquiry", englishId)).toBe("en");
    expect((await leadMessage(api.database.db, "enquiry", englishId))?.text).toContain("Language: English");
  });

  it("answers a Telugu call-back request in Telugu and stores its language", async () => {
    const refused = await post(CALLBACK, { name: "", phone_number: "98765", locale: "te" });
    expect(refused.body.errors).toEqual({
      name: te.validation.enquiry.nameRequired,
      phone_number: te.validation.enquiry.phoneTenDigits,
      preferred_time: te.validation.callback.slotRequired,
    });
    const stored = await post(CALLBACK, {
      name: "లక్ష్మి",
      phone_number: "9876500006",
      preferred_time: "tomorrow_morning",
      locale: "te",
    });
    expect(stored.body.message).toBe(te.lead.callbackStored);
    const id = Number(stored.body.data?.response_data?.callback_id);
    expect(await storedLocale("callback", id)).toBe("te");
    expect((await leadMessage(api.database.db, "callback", id))?.text).toContain("Language: Telugu");
  });

  it("answers the OTP steps and the partner application in Hindi, and stores its language", async () => {
    const badPhone = await api.post(SEND, { phone_number: "12345", locale: "hi" });
    expect(badPhone.body).toMatchObject({
      status: 400,
      errors: { phone_number: hi.validation.dealer.phoneTenCharacters },
    });
    const phone = "9876500007";
    const sent = await api.post(SEND, { phone_number: phone, locale: "hi" });
    expect(sent.body.message).toBe(hi.otpApi.sent);
    const wrong = await api.post(VERIFY, { phone_number: phone, otp: "000000", locale: "hi" });
    expect(wrong.body).toMatchObject({ message: hi.otpApi.invalid, errors: { otp: hi.otpApi.invalid } });
    const verified = await api.post(VERIFY, {
      phone_number: phone,
      otp: latestOtp(api.outboxPath, phone),
      locale: "hi",
    });
    expect(verified.body.message).toBe(hi.otpApi.verified);
    const token = String(verified.body.data?.response_data?.verification_token);

    const application = validDealerApplication(phone, {
      first_name: "रवि",
      last_name: "कुमार",
      phone_verification_token: token,
      locale: "hi",
    });
    const invalid = await post(DEALER, { ...application, first_name: "", pincode: "" });
    expect(invalid.body.errors).toEqual({
      first_name: hi.validation.dealer.firstNameRequired,
      pincode: hi.validation.dealer.pincodeRequired,
    });
    const stored = await post(DEALER, application);
    expect(stored.body.message).toBe(hi.lead.applicationStored);
    const id = Number(stored.body.data?.response_data?.application_id);
    expect(await storedLocale("dealer", id)).toBe("hi");
    expect((await leadMessage(api.database.db, "dealer", id))?.text).toContain("Language: Hindi");
  });
});
