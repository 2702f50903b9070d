/**
 * The dealer (partner) application's rules and messages (seed 000 section 5), shared word for word by
 * the form and the server (isomorphic). Field names are the API's (seed 000 section 7).
 */
import * as z from "zod/mini";
import { findDistrict, findState } from "#app/modules/geo/geography.ts";
import {
  answerField,
  DIGITS_ONLY,
  EMAIL_PATTERN,
  EXTRA_MESSAGES,
  INDIAN_MOBILE,
  LIMITS,
  fieldErrors,
  matches,
  maxLength,
  required,
  phoneField,
  textField,
  defaultedField,
  toAnswers,
} from "#app/modules/leads/schema/field-rules.ts";

export const DEALER_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Mobile number is required",
  phoneTenCharacters: "Enter valid Mobile number!",
  phoneDigitsOnly: "Please enter numbers format only",
  countryRequired: "Country is required",
  countryIndiaOnly: "Partner applications are open in India only",
  stateRequired: "State is required",
  districtRequired: "District is required",
  cityRequired: "City is required",
  pincodeRequired: "Pin code is required",
  pincodeDigitsOnly: "Please enter numbers format only",
  streetRequired: "Address is required",
  fieldRequired: (fieldName: string) => `${fieldName} is required`,
  ...EXTRA_MESSAGES,
} as const;

/** The one country on offer (seed 000 section 9). */
export const DEALER_COUNTRY = "India";

/**
 * A dynamic dealer field (seed 000 section 3): 'select' renders a dropdown of `options`, any other type
 * a text box. The list arrives as an object keyed by field name.
 */
export type DealerRequirementInput = {
  dsri_id: number;
  dsri_label_name: string;
  dsri_input_type: string;
  options?: string[];
};
export type DealerRequirementInputs = Record<string, DealerRequirementInput>;

const M = DEALER_MESSAGES;

export const dealerFields = {
  first_name: textField([
    required(M.firstNameRequired),
    maxLength(LIMITS.name, M.tooLong("First name", LIMITS.name)),
  ]),
  last_name: textField([
    required(M.lastNameRequired),
    maxLength(LIMITS.name, M.tooLong("Last name", LIMITS.name)),
  ]),
  email: textField([
    required(M.emailRequired),
    maxLength(LIMITS.email, M.tooLong("Email", LIMITS.email)),
    matches(EMAIL_PATTERN, M.emailInvalid),
  ]),
  phone: phoneField([
    required(M.phoneRequired),
    matches(DIGITS_ONLY, M.phoneDigitsOnly),
    { test: (v) => v.length === 10, message: M.phoneTenCharacters },
    matches(INDIAN_MOBILE, M.phoneNotIndianMobile),
  ]),
  country: defaultedField(DEALER_COUNTRY, [
    { test: (v) => v.toLowerCase() === "india", message: M.countryIndiaOnly },
  ]),
  state: textField([required(M.stateRequired), { test: (v) => !!findState(v), message: M.stateUnknown }]),
  district: textField([required(M.districtRequired)]),
  city: textField([required(M.cityRequired), maxLength(LIMITS.city, M.tooLong("City", LIMITS.city))]),
  pincode: textField([
    required(M.pincodeRequired),
    matches(DIGITS_ONLY, M.pincodeDigitsOnly),
    { test: (v) => v.length === 6, message: M.pincodeSixDigits },
    { test: (v) => !v.startsWith("0"), message: M.pincodeLeadingZero },
  ]),
  street: textField([
    required(M.streetRequired),
    maxLength(LIMITS.street, M.tooLong("Address", LIMITS.street)),
  ]),
};

function answerRule(input: DealerRequirementInput) {
  const label = input.dsri_label_name;
  const options = input.dsri_input_type === "select" ? (input.options ?? []) : [];
  return answerField({
    messages: {
      required: M.fieldRequired(label),
      tooLong: M.tooLong(label, LIMITS.answer),
      unknown: M.optionUnknown(label),
    },
    canonical:
      options.length > 0
        ? (value) => options.find((o) => o.toLowerCase() === value.toLowerCase())
        : undefined,
  });
}

/**
 * The dealer application's schema for this field list. Output: clean values, country 'India', state
 * and district in their listed spelling, and `requirements` keyed by field name.
 */
export function createDealerSchema(inputs: DealerRequirementInputs) {
  const requirements = z.pipe(
    z.transform(toAnswers),
    z.object(Object.fromEntries(Object.entries(inputs).map(([key, input]) => [key, answerRule(input)]))),
  );
  const fields = z.object({ ...dealerFields, requirements });
  return z.pipe(
    fields.check(
      z.superRefine((value, ctx) => {
        if (value.district && findState(value.state) && !findDistrict(value.state, value.district)) {
          ctx.addIssue({ code: "custom", path: ["district"], message: M.districtUnknown });
        }
      }),
    ),
    z.transform((value: z.output<typeof fields>) => ({
      ...value,
      country: DEALER_COUNTRY,
      state: findState(value.state)?.state_name ?? value.state,
      district: findDistrict(value.state, value.district)?.district_name ?? value.district,
      requirements: value.requirements as Record<string, string>,
    })),
  );
}

export type DealerApplicationInput = z.input<ReturnType<typeof createDealerSchema>>;
export type DealerApplication = z.output<ReturnType<typeof createDealerSchema>>;

/** Turns flat form values into the API payload: `requirements.<field>` entries become one object. */
export function dealerPayloadFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const answers: Record<string, unknown> = toAnswers(values.requirements);
  for (const [key, value] of Object.entries(values)) {
    const match = /^requirements\.(.+)$/.exec(key);
    if (match?.[1]) answers[match[1]] = value;
    else if (key !== "requirements") payload[key] = value;
  }
  payload.requirements = answers;
  return payload;
}

// Building a schema costs far more than using one: keep one per field list.
const schemaCache = new WeakMap<DealerRequirementInputs, ReturnType<typeof createDealerSchema>>();

/** Validates an application; `errors` maps each failing input name to its one message. */
export function validateDealerApplication(
  values: Record<string, unknown>,
  inputs: DealerRequirementInputs,
): { ok: true; value: DealerApplication } | { ok: false; errors: Record<string, string> } {
  let schema = schemaCache.get(inputs);
  if (!schema) schemaCache.set(inputs, (schema = createDealerSchema(inputs)));
  const result = schema.safeParse(dealerPayloadFromForm(values));
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** Send OTP stays disabled while the phone is empty or has an error (seed 000 section 5). */
export function phoneError(phone: string): string | undefined {
  const result = dealerFields.phone.safeParse(phone);
  return result.success ? undefined : result.error.issues[0]?.message;
}

// The phone and pin code boxes clean their input with these (seed 000 section 5).
export {
  normalisePhone,
  normalisePincode,
  PHONE_BOX_MAX_LENGTH,
} from "#app/modules/leads/schema/field-rules.ts";
