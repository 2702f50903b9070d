/**
 * A control character in any field of any lead form gets that field's message, in the form's language,
 * and never reaches the database (PostgreSQL cannot store a NUL: docs/decisions/198). The fields are
 * read from the schemas themselves, so a field added later is checked too.
 */
import { describe, expect, it } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import {
  dealerFieldsFor,
  validateDealerApplication,
  type DealerRequirementInputs,
} from "#app/modules/dealers/dealer-schema.ts";
import { validDealerApplication } from "#tests/support/dealer-fixture.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { callbackSchemaFor, validateCallback } from "./callback-schema.ts";
import { enquiryFieldsFor, validateEnquiry, type ConceptStage } from "./enquiry-schema.ts";
import { hasControlCharacters, validationMessages } from "./field-rules.ts";

/** NUL, other C0, DEL, C1 (NEL) and the three that are only allowed in a multi-line box. */
const CONTROLS = ["\u0000", "\u0001", "\u001b", "\u007f", "\u0085", "\u009f", "\t", "\n", "\r"];

const stages: ConceptStage[] = [
  {
    ch_stage_id: 1,
    ch_stage_title: "Property Type",
    ch_sub: [{ ch_stage_id: 11, ch_stage_title: "Residential" }],
  },
  { ch_stage_id: 2, ch_stage_title: "Roof Area" },
];
const inputs: DealerRequirementInputs = {
  business_type: {
    dsri_id: 1,
    dsri_label_name: "Business Type",
    dsri_input_type: "select",
    options: ["Installer"],
  },
  gst_number: { dsri_id: 2, dsri_label_name: "GST Number", dsri_input_type: "text" },
};

/** Phone boxes read a number however it was spaced (docs/decisions/166): whitespace there is dropped, not refused. */
const PHONES = new Set(["phone_number", "phone"]);
const normalisedAway = (field: string, control: string) => PHONES.has(field) && /\s/.test(control);

/** The value with a control character in its middle (trimming never removes it). */
const spoiled = (value: string, control: string) => `${value.slice(0, 1)}${control}${value.slice(1) || "x"}`;

describe("control characters", () => {
  it("are found by the one helper, with tab and line breaks allowed only in a multi-line box", () => {
    for (const control of CONTROLS) {
      expect(hasControlCharacters(`a${control}b`)).toBe(true);
      expect(hasControlCharacters(`a${control}b`, { multiline: true })).toBe(
        !["\t", "\n", "\r"].includes(control),
      );
    }
    expect(hasControlCharacters("Asha Rao, ज्योति, జ్యోతి – ₹ 5 lakh")).toBe(false);
  });

  describe.each(LOCALES)("in %s", (locale) => {
    const M = validationMessages(locale);
    const enquiry = { ...validEnquiry(), enquiry_requirements: { 1: "Residential", 2: "1200 sq ft" } };
    const dealer = validDealerApplication("9123456789", {
      requirements: { business_type: "Installer", gst_number: "27AAAAA0000A1Z5" },
    });
    const callback = { name: "Asha Rao", phone_number: "9876543210", preferred_time: "tomorrow_morning" };

    it("are accepted nowhere", () => {
      expect(validateEnquiry(enquiry, stages, locale).ok).toBe(true);
      expect(validateDealerApplication(dealer, inputs, locale).ok).toBe(true);
      expect(validateCallback(callback, locale).ok).toBe(true);
      for (const control of CONTROLS) {
        for (const field of Object.keys(enquiryFieldsFor(locale))) {
          if (normalisedAway(field, control)) continue;
          const value = String((enquiry as Record<string, unknown>)[field] ?? "Web");
          const result = validateEnquiry({ ...enquiry, [field]: spoiled(value, control) }, stages, locale);
          expect(
            result.ok ? {} : result.errors,
            `enquiry ${field} ${JSON.stringify(control)}`,
          ).toHaveProperty([field]);
        }
        for (const id of ["1", "2"]) {
          const answers = { ...enquiry.enquiry_requirements, [id]: spoiled("Residential", control) };
          const result = validateEnquiry({ ...enquiry, enquiry_requirements: answers }, stages, locale);
          expect(result.ok ? {} : result.errors).toHaveProperty([`enquiry_requirements.${id}`]);
        }
        for (const field of Object.keys(dealerFieldsFor(locale))) {
          if (normalisedAway(field, control)) continue;
          const value = String((dealer as Record<string, unknown>)[field]);
          const result = validateDealerApplication(
            { ...dealer, [field]: spoiled(value, control) },
            inputs,
            locale,
          );
          expect(result.ok ? {} : result.errors, `dealer ${field} ${JSON.stringify(control)}`).toHaveProperty(
            [field],
          );
        }
        const gst = { business_type: "Installer", gst_number: spoiled("27AAAAA0000A1Z5", control) };
        const withGst = validateDealerApplication({ ...dealer, requirements: gst }, inputs, locale);
        expect(withGst.ok ? {} : withGst.errors).toHaveProperty(["requirements.gst_number"]);
        for (const field of Object.keys(callbackSchemaFor(locale).shape)) {
          if (normalisedAway(field, control)) continue;
          const value = String((callback as Record<string, unknown>)[field] ?? "Web");
          const result = validateCallback({ ...callback, [field]: spoiled(value, control) }, locale);
          expect(
            result.ok ? {} : result.errors,
            `callback ${field} ${JSON.stringify(control)}`,
          ).toHaveProperty([field]);
        }
      }
    });

    it("in a free-text field get that field's own message", () => {
      const names = M.fieldNames;
      const nul = "\u0000";
      const enquiryErrors = (values: Record<string, unknown>) => {
        const result = validateEnquiry({ ...enquiry, ...values }, stages, locale);
        return result.ok ? {} : result.errors;
      };
      expect(enquiryErrors({ name: `Asha${nul}` }).name).toBe(M.enquiry.invalidCharacters(names.name));
      expect(enquiryErrors({ city: `Kochi${nul}` }).city).toBe(M.enquiry.invalidCharacters(names.city));
      expect(
        enquiryErrors({ enquiry_requirements: { 1: "Residential", 2: `12${nul}00` } })[
          "enquiry_requirements.2"
        ],
      ).toMatch(M.enquiry.invalidCharacters(""));
      const dealerErrors = (values: Record<string, unknown>) => {
        const result = validateDealerApplication({ ...dealer, ...values }, inputs, locale);
        return result.ok ? {} : result.errors;
      };
      expect(dealerErrors({ first_name: `Ravi${nul}` }).first_name).toBe(
        M.dealer.invalidCharacters(names.firstName),
      );
      expect(dealerErrors({ last_name: `Ku${nul}mar` }).last_name).toBe(
        M.dealer.invalidCharacters(names.lastName),
      );
      expect(dealerErrors({ street: `1 MG${nul} Road` }).street).toBe(
        M.dealer.invalidCharacters(names.address),
      );
      const callbackResult = validateCallback({ ...callback, name: `Asha${nul}` }, locale);
      expect(callbackResult.ok ? {} : callbackResult.errors).toEqual({
        name: M.enquiry.invalidCharacters(names.name),
      });
    });
  });
});
