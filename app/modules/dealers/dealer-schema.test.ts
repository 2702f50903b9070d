import { describe, expect, it } from "vitest";
import {
  DEALER_MESSAGES as M,
  phoneError,
  validateDealerApplication,
  type DealerRequirementInputs,
} from "./dealer-schema.ts";
import { validDealerApplication } from "#tests/support/dealer-fixture.ts";
import { fieldCases } from "#tests/support/field-cases.ts";

const inputs: DealerRequirementInputs = {
  business_type: {
    dsri_id: 1,
    dsri_label_name: "Business Type",
    dsri_input_type: "select",
    options: ["Retailer", "Installer"],
  },
  gst_number: { dsri_id: 2, dsri_label_name: "GST Number", dsri_input_type: "text" },
};

const valid = validDealerApplication("9123456789", {
  requirements: { business_type: "installer", gst_number: "27AAAAA0000A1Z5" },
});

function errorsOf(values: Record<string, unknown>) {
  const result = validateDealerApplication(values, inputs);
  return result.ok ? {} : result.errors;
}

describe("dealer schema", () => {
  it("accepts a valid application", () => {
    const result = validateDealerApplication(valid, inputs);
    expect(result.ok && result.value.requirements).toEqual({
      business_type: "Installer",
      gst_number: "27AAAAA0000A1Z5",
    });
  });

  it("reports every required message on an empty form (country defaults to India)", () => {
    expect(errorsOf({})).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      state: M.stateRequired,
      district: M.districtRequired,
      city: M.cityRequired,
      pincode: M.pincodeRequired,
      street: M.streetRequired,
      "requirements.business_type": "Business Type is required",
      "requirements.gst_number": "GST Number is required",
    });
  });

  it.each(
    fieldCases({
      phone: [
        ["912345678", M.phoneTenCharacters],
        ["91234abcde", M.phoneDigitsOnly],
      ],
      pincode: [["41100x", M.pincodeDigitsOnly]],
      country: [["Nepal", M.countryIndiaOnly]],
      email: [["ravi@", M.emailInvalid]],
    }),
  )("%s = %j gives %j", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it("disables Send OTP for an empty or wrong phone", () => {
    expect(phoneError("")).toBe(M.phoneRequired);
    expect(phoneError("9123456789")).toBeUndefined();
  });
});
