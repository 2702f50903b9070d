import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTICE_VERSION } from "#app/content/consent-notice.ts";
import { LEAD_FLAGS } from "#app/modules/leads/intake/lead-flags.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import { parseLeadRef, readLead } from "./lead-view.server.ts";

const dialects = await dialectsUnderTest();

describe.each(dialects)("the lead page's data on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  async function send(fields: Record<string, unknown>) {
    const answer = await api.post("/api/arka/enquiries/create", validEnquiry(fields));
    expect(answer.status).toBe(200);
    return Number(answer.body.data?.response_data?.enquiry_id);
  }

  it("stores the consent notice the form showed, and only a notice we know", async () => {
    const shown = await send({
      phone_number: "9800000001",
      notice_version: NOTICE_VERSION,
      form_token: api.formToken(),
    });
    const invented = await send({
      phone_number: "9800000002",
      notice_version: "1999-01-01",
      form_token: api.formToken(),
    });
    const none = await send({ phone_number: "9800000003", form_token: api.formToken() });
    for (const id of [shown, invented, none])
      expect((await readLead(api.database.db, { kind: "enquiry", id }))?.noticeVersion).toBe(NOTICE_VERSION);
  });

  it("reads every field, the answers as asked, the estimate, campaign, flags and notifications", async () => {
    // Sent at once (under FORM_MIN_FILL_MS) from the landing page: flagged, still forwarded.
    const id = await send({
      phone_number: "9800000004",
      campaign_id: "24",
      source: "google",
      estimate: "product=integrated&type=residential&bill=3000&units=400&area=1000&years=10&state=Telangana",
      form_token: api.formToken(),
    });
    const lead = await readLead(api.database.db, { kind: "enquiry", id });
    expect(lead).toMatchObject({
      kind: "enquiry",
      inboxKind: "landing",
      name: "Meera Iyer",
      phone: "9800000004",
      address: { city: "Kochi", district: "Ernakulam", state: "Kerala", pincode: "682001" },
      zone: "South",
      campaignId: "24",
      source: "google",
      status: "new",
      version: 1,
      held: false,
      notifications: [{ channel: "email", status: "pending", attempts: 0, sentAt: null }],
      timeline: [],
    });
    expect(lead?.answers).toEqual([
      { title: "Property Type", answer: "Industrial" },
      { title: "Product Interest", answer: "Inroof Solar" },
      { title: "Roof Area", answer: "Above 20,000 sq ft" },
      { title: "Timeline", answer: "Within 1 month" },
    ]);
    expect(lead?.flags).toEqual([{ code: "too_fast", text: LEAD_FLAGS.too_fast.text, weight: "weak" }]);
    expect(lead?.estimate?.text).toContain("System size: 3.33 kWp");
    expect(lead?.estimate?.path).toMatch(/^\/solar-calculator\?product=integrated/);
    expect(await readLead(api.database.db, { kind: "dealer", id: 424242 })).toBeUndefined();
  });

  it("reads a call-back request: name, phone, when to call, the page, campaign; no e-mail or place", async () => {
    const form_token = api.formToken();
    api.clock.advance(6000);
    const answer = await api.post("/api/arka/callbacks/create", {
      name: "Lakshmi Devi",
      phone_number: "98765 43219",
      preferred_time: "tomorrow_morning",
      page_path: "/solar-panels/Haryana",
      form_token,
    });
    expect(answer.status).toBe(200);
    const id = Number(answer.body.data?.response_data?.callback_id);
    const lead = await readLead(api.database.db, { kind: "callback", id });
    expect(lead).toMatchObject({
      kind: "callback",
      inboxKind: "callback",
      name: "Lakshmi Devi",
      phone: "9876543219",
      email: "",
      answers: [],
      campaignId: "23",
      source: "website",
      status: "new",
      version: 1,
      held: false,
      noticeVersion: NOTICE_VERSION,
      callback: { slot: "morning" },
      pagePath: "/solar-panels/Haryana",
      notifications: [{ channel: "email", status: "pending" }],
    });
    expect(lead?.callback?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads a lead's address only in its three forms", () => {
    expect(parseLeadRef("enquiry", "12")).toEqual({ kind: "enquiry", id: 12 });
    expect(parseLeadRef("dealer", "7")).toEqual({ kind: "dealer", id: 7 });
    expect(parseLeadRef("callback", "3")).toEqual({ kind: "callback", id: 3 });
    for (const [kind, id] of [
      ["enquiries", "1"],
      ["callbacks", "1"],
      ["alert", "1"],
      ["enquiry", "0"],
      ["enquiry", "1e3"],
      ["dealer", "-1"],
      ["dealer", undefined],
    ])
      expect(parseLeadRef(kind, id), `${kind}/${id}`).toBeUndefined();
  });
});
