import { describe, expect, it } from "vitest";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALES } from "#app/i18n/locales.ts";
import { phoneError, validateDealerApplication } from "#app/modules/dealers/dealer-schema.ts";
import { nextVerification, initialVerification } from "#app/modules/dealers/phone-verification.ts";
import { callbackChoices, validateCallback } from "./callback-schema.ts";
import { optionTitle, stageTitle, validateEnquiry, type ConceptStage } from "./enquiry-schema.ts";
import { perLocale } from "./field-rules.ts";
import { postedLocale } from "./form-protection.ts";
import { otpRefusalMessage } from "./messages.ts";

// The seeded questions' ids (app/platform/db/migrations/0101-seed-lead-questions.ts).
const stages: ConceptStage[] = [
  {
    ch_stage_id: 1,
    ch_stage_title: "Property Type",
    ch_sub: [
      { ch_stage_id: 101, ch_stage_title: "Residential" },
      { ch_stage_id: 102, ch_stage_title: "Commercial" },
    ],
  },
  // A question added later, with no translation yet: its stored English title is shown.
  { ch_stage_id: 9, ch_stage_title: "Roof Colour" },
];

const dealerInputs = {
  showroom_available: {
    dsri_id: 4,
    dsri_label_name: "Showroom Available",
    dsri_input_type: "select",
    options: ["Yes", "No"],
  },
};

function errorsOf(result: { ok: true } | { ok: false; errors: Record<string, string> }) {
  return result.ok ? {} : result.errors;
}

describe("validation in the form's language", () => {
  it("answers the specification's English word for word by default and for 'en'", () => {
    for (const errors of [
      errorsOf(validateEnquiry({}, stages)),
      errorsOf(validateEnquiry({}, stages, "en")),
    ]) {
      expect(errors).toEqual({
        name: "Name is required",
        email: "Email is required",
        phone_number: "Mobile number is required",
        state: "State is required",
        district: "District is required",
        city: "City is required",
        pincode: "Pin code required",
        "enquiry_requirements.1": "Property Type is required",
        "enquiry_requirements.9": "Roof Colour is required",
      });
    }
    expect(errorsOf(validateDealerApplication({}, dealerInputs, "en"))).toMatchObject({
      first_name: "First name is required",
      last_name: "Last name is required",
      phone: "Mobile number is required",
      pincode: "Pin code is required",
      street: "Address is required",
      "requirements.showroom_available": "Showroom Available is required",
    });
    expect(
      errorsOf(validateEnquiry({ phone_number: "12345", pincode: "012345" }, stages, "en")),
    ).toMatchObject({
      phone_number: "Only 10 digit numbers are allowed",
      pincode: "Pin code cannot start with 0",
    });
  });

  it("answers an enquiry in Hindi and in Telugu, with the questions' translated titles", () => {
    const hi = errorsOf(validateEnquiry({}, stages, "hi"));
    expect(hi).toMatchObject({
      name: "नाम भरना ज़रूरी है",
      pincode: "पिन कोड भरना ज़रूरी है",
      "enquiry_requirements.1": "संपत्ति का प्रकार बताना ज़रूरी है",
      "enquiry_requirements.9": "Roof Colour बताना ज़रूरी है",
    });
    const te = errorsOf(validateEnquiry({}, stages, "te"));
    expect(te).toMatchObject({
      name: "పేరు తప్పనిసరి",
      pincode: "పిన్ కోడ్ తప్పనిసరి",
      "enquiry_requirements.1": "ఆస్తి రకం తప్పనిసరి",
    });
    for (const locale of ["hi", "te"] as const) {
      const M = catalogueFor(locale).forms.validation.enquiry;
      expect(errorsOf(validateEnquiry({}, stages, locale))).toMatchObject({
        name: M.nameRequired,
        email: M.emailRequired,
        phone_number: M.phoneRequired,
        pincode: M.pincodeRequired,
      });
      expect(
        errorsOf(validateEnquiry({ phone_number: "+44 7911 123456", name: "x".repeat(101) }, stages, locale)),
      ).toMatchObject({
        phone_number: M.phoneForeign,
        name: M.tooLong(catalogueFor(locale).forms.validation.fieldNames.name, 100),
      });
    }
  });

  it("answers a partner application in Hindi and in Telugu", () => {
    expect(errorsOf(validateDealerApplication({}, dealerInputs, "hi"))).toMatchObject({
      first_name: "पहला नाम भरना ज़रूरी है",
      pincode: "पिन कोड भरना ज़रूरी है",
      "requirements.showroom_available": "शोरूम की उपलब्धता बताना ज़रूरी है",
    });
    expect(errorsOf(validateDealerApplication({}, dealerInputs, "te"))).toMatchObject({
      first_name: "మొదటి పేరు తప్పనిసరి",
      pincode: "పిన్ కోడ్ తప్పనిసరి",
      "requirements.showroom_available": "షోరూమ్ లభ్యత తప్పనిసరి",
    });
    expect(phoneError("12345", "hi")).toBe(catalogueFor("hi").forms.validation.dealer.phoneTenCharacters);
    expect(phoneError("12345")).toBe("Enter valid Mobile number!");
  });

  it("keeps the stored values English whatever the language", () => {
    const values = {
      name: "आशा राव",
      email: "asha@example.com",
      phone_number: "9876543210",
      state: "Telangana",
      district: "Hyderabad",
      city: "Secunderabad",
      pincode: "500003",
      "enquiry_requirements.1": "Residential",
      "enquiry_requirements.9": "Red",
    };
    const result = validateEnquiry(values, stages, "te");
    expect(result.ok && result.value.enquiry_requirements).toEqual({ 1: "Residential", 9: "Red" });
    expect(stageTitle(stages[0]!, "hi")).toBe("संपत्ति का प्रकार");
    expect(optionTitle(stages[0]!, stages[0]!.ch_sub![0]!, "te")).toBe("గృహ");
    expect(optionTitle(stages[0]!, stages[0]!.ch_sub![0]!)).toBe("Residential");
    expect(stageTitle(stages[1]!, "te")).toBe("Roof Colour");
  });

  it("answers a call-back request, its times and the OTP steps in the form's language", () => {
    expect(errorsOf(validateCallback({}))).toMatchObject({
      name: "Name is required",
      preferred_time: "Please choose when we should call",
    });
    expect(errorsOf(validateCallback({}, "hi"))).toMatchObject({
      name: "नाम भरना ज़रूरी है",
      preferred_time: catalogueFor("hi").forms.validation.callback.slotRequired,
    });
    expect(callbackChoices(0, "en")[0]?.label).toBe("Today, morning (9 am to 12 noon)");
    expect(callbackChoices(0, "te")[0]?.label).toBe("ఈరోజు, ఉదయం (9 నుండి మధ్యాహ్నం 12 వరకు)");
    const sent = nextVerification(
      initialVerification,
      { type: "sent", phone: "9876543210", maskedPhone: "98xxxxxx10", resendAfterSeconds: 30, now: 0 },
      "hi",
    );
    expect(sent.info).toBe(catalogueFor("hi").forms.otp.sent("98xxxxxx10"));
    expect(otpRefusalMessage({ reason: "invalid_code" }, "verify", "te")).toBe(
      catalogueFor("te").forms.otpApi.invalid,
    );
    expect(otpRefusalMessage({ reason: "invalid_code" }, "verify")).toBe(
      "Entered OTP is invalid, please try again.",
    );
  });

  it("reads the posted language, English when missing or unknown", () => {
    expect(LOCALES.map((l) => postedLocale(l))).toEqual(["en", "hi", "te"]);
    for (const junk of [undefined, "", "fr", "HI", 7, ["hi"]]) expect(postedLocale(junk)).toBe("en");
  });

  it("builds a language's rules once, keyed by its catalogue", () => {
    const built: string[] = [];
    const forLocale = perLocale((locale) => {
      built.push(locale);
      return { locale };
    });
    expect(forLocale()).toBe(forLocale("en"));
    expect(forLocale("hi")).toBe(forLocale("hi"));
    expect(forLocale("hi")).not.toBe(forLocale("te"));
    expect(built).toEqual(["en", "hi", "te"]);
  });
});
