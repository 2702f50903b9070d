/**
 * The dealer (partner) application's rules and messages (docs/decisions/200, Forms), shared word for word by
 * the form and the server (isomorphic). Field names are the API's (docs/decisions/200, JSON API).
 */
import * as z from "zod/mini";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { findDistrict, findState } from "#app/modules/geo/geography.ts";
import {
  answerField,
  cityRules,
  defaultedField,
  districtRules,
  emailRules,
  fieldErrors,
  LIMITS,
  maxLength,
  nameRules,
  perLocale,
  plainText,
  pincodeRules,
  required,
  stateRules,
  textField,
  toAnswers,
  validationMessages,
} from "#app/modules/leads/schema/field-rules.ts";
import type {
  DealerRequirementInput,
  DealerRequirementInputs,
} from "#app/modules/leads/schema/dealer-questions.ts";
import { verifiedPhoneFieldFor } from "#app/modules/otp/phone-field.ts";

export { phoneError } from "#app/modules/otp/phone-field.ts";

export type { DealerRequirementInput, DealerRequirementInputs };

/** The English messages (docs/decisions/200, Forms); each language's: app/languages/<locale>/interface/forms.ts. */
export const DEALER_MESSAGES = catalogueFor("en").forms.validation.dealer;

/** The one country on offer (docs/decisions/200, Forms). */
export const DEALER_COUNTRY = "India";

/** A stored field's label in `locale`: the catalogue's translation by field key, else the stored English. */
export function dealerInputLabel(key: string, input: DealerRequirementInput, locale: Locale = "en"): string {
  return catalogueFor(locale).forms.dealerInputs[key]?.label ?? input.dsri_label_name;
}

/** A stored option's text in `locale` (shown only: the value posted and stored stays the English). */
export function dealerOptionLabel(key: string, option: string, locale: Locale = "en"): string {
  return catalogueFor(locale).forms.dealerInputs[key]?.options?.[option] ?? option;
}

function createDealerFields(locale: Locale) {
  const M = validationMessages(locale).dealer;
  const names = validationMessages(locale).fieldNames;
  return {
    first_name: textField(nameRules(M, M.firstNameRequired, names.firstName)),
    last_name: textField(nameRules(M, M.lastNameRequired, names.lastName)),
    email: textField(emailRules(M, names)),
    phone: verifiedPhoneFieldFor(locale),
    country: defaultedField(DEALER_COUNTRY, [
      { test: (v) => v.toLowerCase() === "india", message: M.countryIndiaOnly },
    ]),
    state: textField(stateRules(M, findState)),
    district: textField(districtRules(M)),
    city: textField(cityRules(M, names)),
    pincode: textField(pincodeRules(M)),
    street: textField([
      required(M.streetRequired),
      maxLength(LIMITS.street, M.tooLong(names.address, LIMITS.street)),
      plainText(M.invalidCharacters(names.address)),
    ]),
  };
}

/** The application's fixed fields, with their messages in `locale` (built once per language). */
export const dealerFieldsFor = perLocale(createDealerFields);

export const dealerFields = dealerFieldsFor("en");

function answerRule(key: string, input: DealerRequirementInput, locale: Locale) {
  const M = validationMessages(locale).dealer;
  const label = dealerInputLabel(key, input, locale);
  const options = input.dsri_input_type === "select" ? (input.options ?? []) : [];
  return answerField({
    messages: {
      required: M.fieldRequired(label),
      tooLong: M.tooLong(label, LIMITS.answer),
      unknown: M.optionUnknown(label),
      invalidCharacters: M.invalidCharacters(label),
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
export function createDealerSchema(inputs: DealerRequirementInputs, locale: Locale = "en") {
  const M = validationMessages(locale).dealer;
  const requirements = z.pipe(
    z.transform(toAnswers),
    z.object(
      Object.fromEntries(Object.entries(inputs).map(([key, input]) => [key, answerRule(key, input, locale)])),
    ),
  );
  const fields = z.object({ ...dealerFieldsFor(locale), requirements });
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

// Building a schema costs far more than using one: keep one per field list and language.
const schemasByInputs = new WeakMap<
  DealerRequirementInputs,
  (locale?: Locale) => ReturnType<typeof createDealerSchema>
>();

function dealerSchemaFor(inputs: DealerRequirementInputs, locale: Locale) {
  let schemaFor = schemasByInputs.get(inputs);
  if (!schemaFor) {
    schemaFor = perLocale((l) => createDealerSchema(inputs, l));
    schemasByInputs.set(inputs, schemaFor);
  }
  return schemaFor(locale);
}

/** Validates an application; `errors` maps each failing input name to its one message, in `locale`. */
export function validateDealerApplication(
  values: Record<string, unknown>,
  inputs: DealerRequirementInputs,
  locale: Locale = "en",
): { ok: true; value: DealerApplication } | { ok: false; errors: Record<string, string> } {
  const result = dealerSchemaFor(inputs, locale).safeParse(dealerPayloadFromForm(values));
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

// The phone and pin code boxes clean their input with these (docs/decisions/200, Forms).
export {
  normalisePhone,
  normalisePincode,
  PHONE_BOX_MAX_LENGTH,
} from "#app/modules/leads/schema/field-rules.ts";
