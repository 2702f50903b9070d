import { describe, expect, it } from "vitest";
import { ENQUIRY_MESSAGES as M, validateEnquiry, type ConceptStage } from "./enquiry-schema.ts";
import { EXTRA_MESSAGES, normalisePhone, normalisePincode } from "./field-rules.ts";
import { fieldCases } from "#tests/support/field-cases.ts";

const stages: ConceptStage[] = [
  {
    ch_stage_id: 1,
    ch_stage_title: "Property Type",
    ch_sub: [
      { ch_stage_id: 11, ch_stage_title: "Residential" },
      { ch_stage_id: 12, ch_stage_title: "Industrial" },
    ],
  },
  { ch_stage_id: 2, ch_stage_title: "Roof Area" },
];

const valid = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone_number: "9876543210",
  state: "telangana",
  district: "hyderabad",
  city: "Secunderabad",
  pincode: "500003",
  enquiry_requirements: JSON.stringify({ 1: "12", 2: "1200 sq ft" }),
};

function errorsOf(values: Record<string, unknown>) {
  const result = validateEnquiry(values, stages);
  return result.ok ? {} : result.errors;
}

describe("enquiry schema", () => {
  it("accepts a valid enquiry and fills the derived fields", () => {
    const result = validateEnquiry(valid, stages);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      state: "Telangana",
      district: "Hyderabad",
      category: "Item enquiry",
      campaign_id: "23",
      source: "website",
      zonal_name: "South",
      enquiry_requirements: { 1: "Industrial", 2: "1200 sq ft" },
    });
  });

  it("stores a state written as a Hindi or Telugu page names it by its English name (docs/decisions/192)", () => {
    for (const state of ["तेलंगाना", "తెలంగాణ"]) {
      const result = validateEnquiry({ ...valid, state }, stages);
      expect(result.ok && result.value).toMatchObject({
        state: "Telangana",
        district: "Hyderabad",
        zonal_name: "South",
      });
    }
    expect(errorsOf({ ...valid, state: "तेलंगाना", district: "Pune" }).district).toBe(M.districtUnknown);
  });

  it("reports every required message on an empty form", () => {
    expect(errorsOf({})).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      phone_number: M.phoneRequired,
      state: M.stateRequired,
      district: M.districtRequired,
      city: M.cityRequired,
      pincode: M.pincodeRequired,
      "enquiry_requirements.1": "Property Type is required",
      "enquiry_requirements.2": "Roof Area is required",
    });
  });

  it.each(
    fieldCases({
      email: [
        ["asha@example", M.emailInvalid],
        ["asha@example.company", M.emailInvalid],
      ],
      phone_number: [
        ["98765abcde", M.phoneDigitsOnly],
        ["987654321", M.phoneTenDigits],
        ["5876543210", M.phoneNotIndianMobile],
      ],
      pincode: [
        ["5000a3", M.pincodeDigitsOnly],
        ["50003", M.pincodeSixDigits],
        ["050003", M.pincodeLeadingZero],
      ],
      state: [["Atlantis", M.stateUnknown]],
      district: [["Pune", M.districtUnknown]],
      name: [["x".repeat(101), "Name must be at most 100 characters"]],
      campaign_id: [["<script>", M.campaignInvalid]],
    }),
  )("%s = %j gives %j", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it("refuses an option that is not offered and accepts flat answer fields", () => {
    expect(
      errorsOf({ ...valid, enquiry_requirements: { 1: "Castle", 2: "x" } })["enquiry_requirements.1"],
    ).toBe("Please choose a Property Type from the list");
    const flat = {
      ...valid,
      enquiry_requirements: undefined,
      "enquiry_requirements.1": "Residential",
      "enquiry_requirements.2": "9",
    };
    expect(validateEnquiry(flat, stages).ok).toBe(true);
  });

  it.each([
    "+91 98765 43210",
    "09876543210",
    "98765-43210",
    "(+91) 9876543210",
    "0091 98765 43210",
    "919876543210",
  ])("reads %j as the mobile number 9876543210, in the box and on the server", (typed) => {
    expect(normalisePhone(typed)).toBe("9876543210");
    const result = validateEnquiry({ ...valid, phone_number: typed }, stages);
    expect(result.ok && result.value.phone_number).toBe("9876543210");
  });

  it("refuses a foreign number with its own message, and keeps the specification's other messages", () => {
    expect(normalisePhone("+1 415 555 0100")).toBe("+14155550100");
    const foreign = validateEnquiry({ ...valid, phone_number: "+1 415 555 0100" }, stages);
    expect(!foreign.ok && foreign.errors.phone_number).toBe(EXTRA_MESSAGES.phoneForeign);
    const short = validateEnquiry({ ...valid, phone_number: "98765" }, stages);
    expect(!short.ok && short.errors.phone_number).toBe(M.phoneTenDigits);
    const letters = validateEnquiry({ ...valid, phone_number: "98765abcde" }, stages);
    expect(!letters.ok && letters.errors.phone_number).toBe(M.phoneDigitsOnly);
  });

  it("keeps a number being typed with a prefix long enough to recognise it", () => {
    expect(normalisePhone("91987654321")).toBe("91987654321");
    expect(normalisePhone("919876543210")).toBe("9876543210");
    expect(normalisePhone("+91")).toBe("");
    expect(normalisePhone("98765432109")).toBe("9876543210");
    expect(normalisePincode("500 003x9")).toBe("500003");
  });
});
