/**
 * Property test (docs/decisions/100): at least 1,000 generated requests per lead endpoint (JSON, URL-encoded
 * and multipart bodies, malformed multipart, huge fields, wrong types, arbitrary bytes and content types)
 * never get a 5xx, and every answer is the JSON envelope with `status` equal to the HTTP status.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);

const FIELD_NAMES = [
  "name",
  "email",
  "phone_number",
  "phone",
  "first_name",
  "last_name",
  "country",
  "state",
  "district",
  "city",
  "pincode",
  "street",
  "category",
  "campaign_id",
  "source",
  "zonal_name",
  "enquiry_requirements",
  "enquiry_requirements.1",
  "requirements",
  "requirements.business_type",
  "otp",
  "form_token",
  "hp_reference",
  "phone_verification_token",
  "__proto__",
  "constructor",
];

const plausible = fc.constantFrom(
  "",
  " ",
  "9876543210",
  "98765432100",
  "5876543210",
  "500003",
  "050003",
  "Telangana",
  "Hyderabad",
  "Pune",
  "India",
  "asha@example.com",
  "123456",
  "{}",
  '{"1":"Residential","2":"x","3":"y","4":"z"}',
  "[1,2]",
  "null",
  "\u0000",
  "<script>alert(1)</script>",
  "' or 1=1 --",
);

const huge = fc.integer({ min: 1_000, max: 120_000 }).map((n) => "x".repeat(n));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: plausible },
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  },
);

const VALID_ENQUIRY = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone_number: "9876543210",
  state: "Telangana",
  district: "Hyderabad",
  city: "Secunderabad",
  pincode: "500003",
  enquiry_requirements: '{"1":"Residential","2":"Inroof Solar","3":"Up to 500 sq ft","4":"Just exploring"}',
};

const randomFields = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 20 })),
  anyValue,
  { maxKeys: 14 },
);
/** Random fields, or a valid enquiry with a few fields replaced (to reach the storing path). */
const fieldsArb = fc.oneof(
  randomFields,
  fc
    .dictionary(fc.constantFrom(...Object.keys(VALID_ENQUIRY)), anyValue, { maxKeys: 3 })
    .map((overrides) => ({ ...VALID_ENQUIRY, ...overrides }) as Record<string, unknown>),
);

type Generated = { contentType?: string; body: Uint8Array | string };

const text = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

const jsonRequest = fc.oneof(
  fieldsArb.map((fields): Generated => ({ contentType: "application/json", body: JSON.stringify(fields) })),
  fc
    .jsonValue()
    .map((value): Generated => ({ contentType: "application/json", body: JSON.stringify(value) ?? "" })),
  fc.string({ maxLength: 200 }).map((body): Generated => ({ contentType: "application/json", body })),
);

const urlencodedRequest = fieldsArb.map((fields): Generated => ({
  contentType: "application/x-www-form-urlencoded",
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, text(v)])).toString(),
}));

/** Multipart bodies, well-formed or broken in the ways a robot or a flaky network breaks them. */
const multipartRequest = fc
  .record({
    fields: fieldsArb,
    boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,-./:=?]{1,70}$/),
    headerBoundary: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    file: fc.option(fc.uint8Array({ maxLength: 2000 }), { nil: undefined }),
    extraParts: fc.integer({ min: 0, max: 130 }),
    cut: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
    noise: fc.option(fc.uint8Array({ maxLength: 100 }), { nil: undefined }),
  })
  .map(({ fields, boundary, headerBoundary, file, extraParts, cut, noise }): Generated => {
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "")}"\r\n\r\n${text(value)}\r\n`,
    );
    for (let i = 0; i < extraParts; i++) {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="extra${i}"\r\n\r\nv\r\n`);
    }
    let body = Buffer.from(`${parts.join("")}`);
    if (file) {
      body = Buffer.concat([
        body,
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(file),
        Buffer.from("\r\n"),
      ]);
    }
    body = Buffer.concat([body, Buffer.from(`--${boundary}--\r\n`)]);
    if (cut !== undefined) body = body.subarray(0, Math.min(cut, body.length));
    if (noise) body = Buffer.concat([body, Buffer.from(noise)]);
    return {
      contentType: `multipart/form-data; boundary=${headerBoundary ?? boundary}`,
      body: new Uint8Array(body),
    };
  });

const rawRequest = fc.record({
  contentType: fc.option(
    fc.constantFrom(
      "text/plain",
      "application/xml",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "application/json; charset=latin-7",
      "application/x-www-form-urlencoded; charset=utf-16",
      "image/png",
    ),
    { nil: undefined },
  ),
  body: fc.uint8Array({ maxLength: 3000 }),
});

const anyRequest: fc.Arbitrary<Generated> = fc.oneof(
  jsonRequest,
  urlencodedRequest,
  multipartRequest,
  rawRequest,
);

const ENDPOINTS = [
  "/api/arka/enquiries/create",
  "/api/arka/dealers/subscription/create",
  "/api/communication/sms/send/otp",
  "/api/communication/sms/verify/otp",
];

describe("lead API under generated requests (SQLite)", () => {
  let api: LeadApi;
  beforeAll(async () => {
    api = await startLeadApi("sqlite", { OTP_LIMIT_IP_HOUR: 1_000_000 });
  });
  afterAll(async () => api?.close());

  it.each(ENDPOINTS)(`never answers 5xx: ${RUNS} requests to %s`, { timeout: 120_000 }, async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(anyRequest, fc.boolean(), async (request, withToken) => {
        let body = request.body;
        // Half the JSON bodies carry a real form token, so the storing path is exercised too.
        if (
          withToken &&
          request.contentType === "application/json" &&
          typeof body === "string" &&
          body.startsWith("{")
        ) {
          try {
            body = JSON.stringify({ ...(JSON.parse(body) as object), form_token: api.formToken() });
          } catch {
            // not an object: send as generated
          }
        }
        const response = await fetch(`${api.url}${endpoint}`, {
          method: "POST",
          headers: request.contentType ? { "content-type": request.contentType } : {},
          body: typeof body === "string" ? body : new Uint8Array(body),
        });
        const answer = (await response.json()) as { status?: number };
        expect(response.status).toBeLessThan(500);
        expect(answer.status).toBe(response.status);
      }),
      { numRuns: RUNS },
    );
  });
});
