import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { CALLBACK_MESSAGES, callbackChoices } from "#app/modules/leads/schema/callback-schema.ts";
import { ENQUIRY_MESSAGES } from "#app/modules/leads/schema/enquiry-schema.ts";
import { EXTRA_MESSAGES } from "#app/modules/leads/schema/field-rules.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { leadFlags, startMailingLeadApi, storedLead, type MailingLeadApi } from "#tests/support/lead-api.ts";

const dialects = await dialectsUnderTest();
const CREATE = "/api/arka/callbacks/create";

describe.each(dialects)("request a call back on %s", (dialect) => {
  let api: MailingLeadApi;
  beforeAll(async () => {
    api = await startMailingLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  it("stores a request through the lead core, for the day the visitor meant, and e-mails sales", async () => {
    // The test clock is 06:00 UTC, 11:30 in India: "today, afternoon" is today's date there.
    const form_token = api.formToken();
    api.clock.advance(6000);
    const response = await api.post(CREATE, {
      name: "Lakshmi Devi",
      phone_number: "+91 98765 43210",
      preferred_time: "today_afternoon",
      page_path: "/solar-panels/Haryana",
      form_token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, message: "Call back request received" });
    const id = Number(response.body.data?.response_data?.callback_id);
    const row = await storedLead(api, "callback", id);
    expect(row).toMatchObject({
      name: "Lakshmi Devi",
      phone: "9876543210",
      preferred_date: "2026-11-22",
      preferred_slot: "afternoon",
      page_path: "/solar-panels/Haryana",
      campaign_id: "23",
      source: "website",
      spam: 0,
    });
    expect(await leadFlags(api, id, "callback")).toEqual({ flags: [], held: false, forwarded: true });
    expect(await api.system.worker.runOnce()).toBe(1);
    const mail = api.smtp.received.at(-1)?.data ?? "";
    expect(mail).toContain(`Call back #${id}: Lakshmi Devi, 22 November 2026, afternoon`);
    expect(mail).toContain("Mobile: 9876543210");
  });

  it("refuses a time of today that has passed, in the form's language, rather than store it", async () => {
    // 11:30 in India: the morning is still open; at 12:00 it is not.
    const form_token = api.formToken();
    api.clock.advance(30 * 60 * 1000);
    const late = await api.post(CREATE, {
      name: "Ravi Teja",
      phone_number: "9876500011",
      preferred_time: "today_morning",
      locale: "te",
      form_token,
    });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({
      preferred_time: catalogueFor("te").forms.validation.callback.slotPassed,
    });
    const stored = await api.database.db
      .selectFrom("leads")
      .where("kind", "=", "callback")
      .select("id")
      .where("phone", "=", "9876500011")
      .execute();
    expect(stored).toEqual([]);
    const later = await api.post(CREATE, {
      name: "Ravi Teja",
      phone_number: "9876500011",
      preferred_time: "today_afternoon",
      form_token: api.formToken(),
    });
    expect(later.status).toBe(200);
    api.clock.advance(-30 * 60 * 1000);
  });

  it("answers the forms' messages: name, an Indian mobile, a time", async () => {
    const response = await api.post(CREATE, {
      name: "",
      phone_number: "+1 415 555 0100",
      form_token: api.formToken(),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: ENQUIRY_MESSAGES.nameRequired,
      phone_number: EXTRA_MESSAGES.phoneForeign,
      preferred_time: CALLBACK_MESSAGES.slotRequired,
    });
  });

  it("offers the parts of today not yet over, then tomorrow's", () => {
    const noonInIndia = Date.UTC(2026, 10, 24, 6, 30);
    expect(callbackChoices(noonInIndia).map((c) => c.value)).toEqual([
      "today_afternoon",
      "today_evening",
      "tomorrow_morning",
      "tomorrow_afternoon",
      "tomorrow_evening",
    ]);
  });

  it("counts against the same per-phone limit as every lead: a repeat is kept, not forwarded again", async () => {
    const body = { name: "Ravi", phone_number: "9811122233", preferred_time: "tomorrow_morning" };
    const first = await api.post(CREATE, { ...body, form_token: api.formToken() });
    const second = await api.post(CREATE, { ...body, form_token: api.formToken() });
    expect(
      (await leadFlags(api, Number(second.body.data?.response_data?.callback_id), "callback")).flags,
    ).toContain("duplicate_phone");
    expect(first.status).toBe(200);
  });
});
