import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_MESSAGES as M } from "#app/modules/leads/enquiry-schema.ts";
import { leadMessage } from "#app/modules/notifications/lead-message.server.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";

const dialects = await dialectsUnderTest();
const CREATE = "/api/arka/enquiries/create";

let phoneCounter = 0;
/** A distinct valid mobile per call, so the per-phone rules do not interfere between tests. */
function freshPhone() {
  phoneCounter += 1;
  return `9${String(100_000_000 + phoneCounter * 7919).slice(-9)}`;
}

/** A valid enquiry from a new visitor: a fresh phone, and an e-mail of its own (no 24-hour repeat). */
function enquiry(overrides: Record<string, unknown> = {}) {
  const phone = typeof overrides.phone_number === "string" ? overrides.phone_number : freshPhone();
  return {
    name: "Asha Rao",
    email: `asha.${phone}@example.com`,
    phone_number: phone,
    state: "Telangana",
    district: "Hyderabad",
    city: "Secunderabad",
    pincode: "500003",
    category: "Item enquiry",
    campaign_id: "",
    source: "",
    zonal_name: "",
    enquiry_requirements: JSON.stringify({
      1: "Residential",
      2: "Integrated Solar Roof",
      3: "Up to 500 sq ft",
      4: "Just exploring",
    }),
    ...overrides,
  };
}

describe.each(dialects)("enquiry API on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect);
  });
  afterAll(async () => api?.close());

  async function submit(overrides: Record<string, unknown> = {}, ip?: string) {
    const form_token = api.formToken();
    api.clock.advance(6000);
    return api.post(CREATE, { ...enquiry(overrides), form_token }, { ip });
  }

  /** The stored flag of the lead an answer acknowledged (null: a clean lead). */
  async function spamReason(answer: Awaited<ReturnType<typeof submit>>): Promise<string | null> {
    const row = await api.database.db
      .selectFrom("enquiries")
      .select("spam_reason")
      .where("id", "=", Number(answer.body.data?.response_data?.enquiry_id))
      .executeTakeFirstOrThrow();
    return row.spam_reason;
  }

  it("lists the enquiry questions and the dealer fields from the database", async () => {
    const stages = await api.get("/api/arka/conceptHierarchy/list/enquiryrequirements");
    expect(stages.status).toBe(200);
    const list = (
      stages.body as {
        data: { response_data: { concept_hierarchy_list: { concept_stages_list: unknown[] } } };
      }
    ).data.response_data.concept_hierarchy_list.concept_stages_list;
    expect(list.map((s) => (s as { ch_stage_title: string }).ch_stage_title)).toEqual([
      "Property Type",
      "Product Interest",
      "Roof Area",
      "Timeline",
    ]);
    const inputs = await api.get("/api/arka/dealers/subscription/requirement/inputs/list");
    expect(inputs.body).toMatchObject({
      status: 200,
      data: {
        response_data: {
          subscription_requirement_input_list: {
            business_type: { dsri_label_name: "Business Type", dsri_input_type: "select" },
            gst_number: { dsri_label_name: "GST Number", dsri_input_type: "text" },
          },
        },
      },
    });
  });

  it("serves the geography and the static states/districts list", async () => {
    const geo = await api.get("/api/v2/geoservice/district/IN");
    const data = (
      geo.body as { data: { response_data: { state: unknown[]; district: unknown[]; zones: unknown[] } } }
    ).data.response_data;
    expect(data.state).toHaveLength(36);
    expect(data.district).toHaveLength(763);
    expect(data.state).toContainEqual({
      id: 36,
      state_name: "Telangana",
      state_code: "TS",
      zonal_code: "SZ",
    });
    const records = await api.get("/common/json/indianStatesCities.json");
    expect(records.body).toContainEqual({ State: "Kerala", District: "Ernakulam" });
  });

  it("hands out fresh, verifiable form tokens and reports the database healthy", async () => {
    const first = await api.get("/api/forms/token");
    const second = await api.get("/api/forms/token");
    expect(first.headers.get("cache-control")).toBe("no-store");
    const tokenOf = (body: unknown) =>
      (body as { data: { response_data: { form_token: string } } }).data.response_data.form_token;
    expect(tokenOf(first.body)).not.toBe(tokenOf(second.body));
    api.clock.advance(6000);
    const stored = await api.post(CREATE, { ...enquiry(), form_token: tokenOf(first.body) });
    const id = Number(stored.body.data?.response_data?.enquiry_id);
    const row = await api.database.db
      .selectFrom("enquiries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.spam).toBe(0);
    expect(await api.get("/api/health")).toMatchObject({
      status: 200,
      body: { status: "ok", database: true },
    });
  });

  it("stores a valid enquiry with its notification row, then answers 200", async () => {
    const response = await submit({ campaign_id: "", source: "" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, data: { status: 200 } });
    const id = Number(response.body.data?.response_data?.enquiry_id);
    const row = await api.database.db
      .selectFrom("enquiries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      campaign_id: "23",
      source: "website",
      zonal_name: "South",
      category: "Item enquiry",
      spam: 0,
    });
    expect(JSON.parse(row.requirements_json)).toContainEqual({
      id: 3,
      title: "Roof Area",
      answer: "Up to 500 sq ft",
    });
    const notes = await api.database.db
      .selectFrom("notifications")
      .selectAll()
      .where("lead_id", "=", id)
      .execute();
    expect(notes.map((n) => [n.lead_kind, n.channel, n.status])).toEqual([["enquiry", "email", "pending"]]);
  });

  it("stores an attached calculator estimate recomputed on the server, and ignores a junk one", async () => {
    const query = "product=integrated&type=residential&bill=3000&units=400&area=1000&years=10";
    const withEstimate = await submit({ estimate: query });
    expect(withEstimate.status).toBe(200);
    const id = Number(withEstimate.body.data?.response_data?.enquiry_id);
    const row = await api.database.db
      .selectFrom("enquiries")
      .select("calculator_estimate")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.calculator_estimate ?? "null") as { text: string; path: string };
    expect(stored.path).toBe(`/solar-calculator?${query}`);
    expect(stored.text).toContain("System price (without structure): ₹ 80,000.00");
    const message = await leadMessage(api.database.db, "enquiry", id);
    expect(message?.text).toContain("Total savings over 10 years: ₹ 3,65,000.00");

    const junk = await submit({ estimate: "sizeKw=999&price=1" });
    const junkId = Number(junk.body.data?.response_data?.enquiry_id);
    const junkRow = await api.database.db
      .selectFrom("enquiries")
      .select("calculator_estimate")
      .where("id", "=", junkId)
      .executeTakeFirstOrThrow();
    expect(junkRow.calculator_estimate).toBeNull();
  });

  it("accepts multipart, as the specification posts it", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(enquiry())) form.append(key, String(value));
    form.append("form_token", api.formToken());
    api.clock.advance(6000);
    const response = await fetch(`${api.url}${CREATE}`, { method: "POST", body: form });
    expect(response.status).toBe(200);
  });

  it.each([
    ["name", "", M.nameRequired],
    ["email", "", M.emailRequired],
    ["email", "asha@example", M.emailInvalid],
    ["phone_number", "", M.phoneRequired],
    ["phone_number", "98765 4321", M.phoneDigitsOnly],
    ["phone_number", "98765432", M.phoneTenDigits],
    ["phone_number", "1234567890", M.phoneNotIndianMobile],
    ["state", "", M.stateRequired],
    ["district", "", M.districtRequired],
    ["district", "Pune", M.districtUnknown],
    ["city", "", M.cityRequired],
    ["pincode", "", M.pincodeRequired],
    ["pincode", "50000a", M.pincodeDigitsOnly],
    ["pincode", "5000", M.pincodeSixDigits],
    [
      "enquiry_requirements",
      JSON.stringify({ 1: "Residential", 2: "Inroof Solar", 3: "Up to 500 sq ft" }),
      "Timeline is required",
    ],
  ])("refuses %s = %j with %j", async (field, value, message) => {
    const response = await submit({ [field]: value });
    expect(response.status).toBe(400);
    const key = field === "enquiry_requirements" ? "enquiry_requirements.4" : field;
    expect(response.body.errors?.[key]).toBe(message);
  });

  it("replays a double submit: one lead, the same answer; a changed payload is 422", async () => {
    const body = { ...enquiry(), form_token: api.formToken() };
    api.clock.advance(6000);
    const [first, second] = await Promise.all([api.post(CREATE, body), api.post(CREATE, body)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const third = await api.post(CREATE, body);
    expect(third.body).toEqual(first.body);
    const rows = await api.database.db
      .selectFrom("enquiries")
      .select("id")
      .where("phone", "=", body.phone_number)
      .execute();
    expect(rows).toHaveLength(1);
    const changed = await api.post(CREATE, { ...body, city: "Hyderabad" });
    expect(changed.status).toBe(422);
  });

  it("stores honeypot, too-fast, forged and missing-token submissions flagged, answers success, forwards nothing", async () => {
    const cases: [() => Record<string, unknown>, string][] = [
      [
        () => ({ ...enquiry(), hp_reference: "http://spam.example", form_token: api.formToken() }),
        "honeypot",
      ],
      [() => ({ ...enquiry(), form_token: api.formToken() }), "form_token_too_fast"],
      [
        () => ({ ...enquiry(), form_token: `${crypto.randomUUID()}.${api.clock.now}.${"0".repeat(32)}` }),
        "form_token_forged",
      ],
      [() => enquiry(), "form_token_missing"],
    ];
    for (const [makeBody, reason] of cases) {
      const body = makeBody();
      if (reason === "honeypot") api.clock.advance(6000);
      const response = await api.post(CREATE, body);
      expect(response.status, reason).toBe(200);
      const id = Number(response.body.data?.response_data?.enquiry_id);
      const row = await api.database.db
        .selectFrom("enquiries")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect([row.spam, row.spam_reason]).toEqual([1, reason]);
      const notes = await api.database.db
        .selectFrom("notifications")
        .select("id")
        .where("lead_id", "=", id)
        .where("lead_kind", "=", "enquiry")
        .execute();
      expect(notes).toHaveLength(0);
    }
  });

  it("flags a repeat from the same phone within 24 h and answers 429 after the per-phone limit", async () => {
    const phone = freshPhone();
    const reasons: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await submit({ phone_number: phone });
      expect(response.status).toBe(200);
      reasons.push(await spamReason(response));
    }
    expect(reasons).toEqual([null, "duplicate_24h", "duplicate_24h", "duplicate_24h", "duplicate_24h"]);
    const sixth = await submit({ phone_number: phone });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("flags a repeat from the same e-mail within 24 h, whatever its case, and not after", async () => {
    const email = `Repeat.${freshPhone()}@Example.com`;
    const reasons: (string | null)[] = [];
    const ids: number[] = [];
    for (const variant of [email, email.toLowerCase(), email.toUpperCase()]) {
      const response = await submit({ email: variant });
      expect(response.status).toBe(200);
      ids.push(Number(response.body.data?.response_data?.enquiry_id));
      reasons.push(await spamReason(response));
    }
    expect(reasons).toEqual([null, "duplicate_email_24h", "duplicate_email_24h"]);
    // Only the first reaches sales.
    const notified = await api.database.db
      .selectFrom("notifications")
      .select("lead_id")
      .where("lead_kind", "=", "enquiry")
      .where("lead_id", "in", ids)
      .execute();
    expect(notified.map((n) => Number(n.lead_id))).toEqual([ids[0]]);
    api.clock.advance(24 * 60 * 60 * 1000);
    expect(await spamReason(await submit({ email }))).toBeNull();
  });

  it("refuses cross-site posts, unknown content types and oversized bodies", async () => {
    const crossSite = await api.post(CREATE, enquiry(), { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("vary")).toMatch(/Sec-Fetch-Site/);
    const foreignOrigin = await api.post(CREATE, enquiry(), { headers: { origin: "https://evil.example" } });
    expect(foreignOrigin.status).toBe(403);
    const text = await fetch(`${api.url}${CREATE}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hi",
    });
    expect(text.status).toBe(415);
    const huge = await api.post(CREATE, enquiry({ name: "x".repeat(70_000) }));
    expect(huge.status).toBe(413);
    const form = new FormData();
    form.append("name", "x".repeat(17 * 1024));
    const bigField = await fetch(`${api.url}${CREATE}`, { method: "POST", body: form });
    expect(bigField.status).toBe(413);
  });

  it("reads JSON bodies as UTF-8 only, refuses compressed or broken ones, and caps streamed ones", async () => {
    const send = (body: BodyInit, headers: Record<string, string>) =>
      fetch(`${api.url}${CREATE}`, { method: "POST", headers, body });
    const json = JSON.stringify({ ...enquiry(), form_token: api.formToken() });
    expect((await send(json, { "content-type": "application/json; charset=latin1" })).status).toBe(415);
    expect(
      (await send(json, { "content-type": "application/json", "content-encoding": "gzip" })).status,
    ).toBe(415);
    const broken = await send("{", { "content-type": "application/json" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ status: 400, message: "The request could not be read." });
    // A byte-order mark is read past; the fields arrive as sent (the answer is a validation one, not 400 unreadable).
    const withMark = await send(`\uFEFF${JSON.stringify({ name: "" })}`, {
      "content-type": "application/json; charset=UTF-8",
    });
    expect(withMark.status).toBe(400);
    expect(((await withMark.json()) as { errors?: Record<string, string> }).errors?.name).toBeDefined();
    // Without a Content-Length (chunked), the cap applies to what actually arrives.
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(4096)));
        controller.close();
      },
    });
    const streamed = await fetch(`${api.url}${CREATE}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("never logs a full phone number or e-mail address", () => {
    const joined = api.logs.join("\n");
    expect(joined).toContain("lead stored");
    expect(joined).not.toMatch(/[6-9]\d{9}/);
    expect(joined).not.toMatch(/asha\.\d{10}@example\.com/);
  });
});

describe.each(dialects)("per-IP enquiry limit on %s", (dialect) => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi(dialect, { LEAD_LIMIT_IP_10MIN: 5, LEAD_LIMIT_IP_DAY: 20 });
  });
  afterAll(async () => api?.close());

  it("answers 429 with Retry-After after 5 leads in 10 minutes, and a forged X-Forwarded-For hop does not reset it", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await api.post(
        CREATE,
        { ...enquiry(), form_token: api.formToken() },
        { ip: "198.51.100.9" },
      );
      expect(response.status).toBe(200);
    }
    const limited = await api.post(
      CREATE,
      { ...enquiry(), form_token: api.formToken() },
      { ip: "1.2.3.4, 198.51.100.9" },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    api.clock.advance(10 * 60 * 1000 + 1);
    const later = await api.post(
      CREATE,
      { ...enquiry(), form_token: api.formToken() },
      { ip: "198.51.100.9" },
    );
    expect(later.status).toBe(200);
  });
});
