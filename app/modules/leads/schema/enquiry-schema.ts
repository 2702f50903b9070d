/**
 * The enquiry form's rules and messages (seed 000 section 5), shared word for word by the form in the
 * browser and by the server (isomorphic: no server imports). Field names are the API's (seed 000
 * section 7), so the form can name its inputs after them and post them unchanged.
 */
import * as z from "zod/mini";
import { site } from "#app/content/site.ts";
import { findDistrict, findState, zonalNameOfState } from "#app/modules/geo/geography.ts";
import {
  answerField,
  CAMPAIGN_CHARSET,
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
} from "./field-rules.ts";

export const ENQUIRY_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Mobile number is required",
  phoneDigitsOnly: "Please enter numbers format only",
  phoneTenDigits: "Only 10 digit numbers are allowed",
  stateRequired: "State is required",
  districtRequired: "District is required",
  cityRequired: "City is required",
  pincodeRequired: "Pin code required",
  pincodeDigitsOnly: "Please enter numbers format only",
  questionRequired: (title: string) => `${title} is required`,
  ...EXTRA_MESSAGES,
} as const;

/** The fixed category of every enquiry (seed 000 section 9). */
export const ENQUIRY_CATEGORY = "Item enquiry";

/** A dynamic enquiry question (seed 000 section 3); with `ch_sub` it is a dropdown of those options. */
export type ConceptStage = {
  ch_stage_id: number;
  ch_stage_title: string;
  ch_sub?: { ch_stage_id: number; ch_stage_title: string }[];
};

const M = ENQUIRY_MESSAGES;

export const enquiryFields = {
  name: textField([required(M.nameRequired), maxLength(LIMITS.name, M.tooLong("Name", LIMITS.name))]),
  email: textField([
    required(M.emailRequired),
    maxLength(LIMITS.email, M.tooLong("Email", LIMITS.email)),
    matches(EMAIL_PATTERN, M.emailInvalid),
  ]),
  phone_number: phoneField([
    required(M.phoneRequired),
    matches(DIGITS_ONLY, M.phoneDigitsOnly),
    { test: (v) => v.length === 10, message: M.phoneTenDigits },
    matches(INDIAN_MOBILE, M.phoneNotIndianMobile),
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
  campaign_id: defaultedField(site.campaign.default, [
    maxLength(LIMITS.campaign, M.tooLong("Campaign id", LIMITS.campaign)),
    matches(CAMPAIGN_CHARSET, M.campaignInvalid),
  ]),
  source: defaultedField(site.defaultSource, [
    maxLength(LIMITS.campaign, M.tooLong("Source", LIMITS.campaign)),
    matches(CAMPAIGN_CHARSET, M.sourceInvalid),
  ]),
};

/** The answer a question accepts: typed text, or for a dropdown one option (by title or by id), stored as its title. */
function answerRule(stage: ConceptStage) {
  const title = stage.ch_stage_title;
  const options = stage.ch_sub ?? [];
  return answerField({
    messages: {
      required: M.questionRequired(title),
      tooLong: M.tooLong(title, LIMITS.answer),
      unknown: M.optionUnknown(title),
    },
    canonical: options.length > 0 ? (value) => matchOption(options, value)?.ch_stage_title : undefined,
  });
}

function matchOption(options: NonNullable<ConceptStage["ch_sub"]>, value: string) {
  const wanted = value.toLowerCase();
  return options.find((o) => o.ch_stage_title.toLowerCase() === wanted || String(o.ch_stage_id) === value);
}

/**
 * The enquiry payload's schema for this list of questions. Input: the API fields (strings, or the
 * answers as an object or its JSON text); output: clean values with the category fixed, campaign and
 * source defaulted, state and district in their listed spelling, zonal_name taken from the state, and
 * each answer keyed by its question id.
 */
export function createEnquirySchema(stages: readonly ConceptStage[]) {
  const answers = z.pipe(
    z.transform(toAnswers),
    z.object(Object.fromEntries(stages.map((s) => [String(s.ch_stage_id), answerRule(s)]))),
  );
  const fields = z.object({ ...enquiryFields, enquiry_requirements: answers });
  return z.pipe(
    fields.check(
      z.superRefine((value, ctx) => {
        if (value.district && findState(value.state) && !findDistrict(value.state, value.district)) {
          ctx.addIssue({ code: "custom", path: ["district"], message: M.districtUnknown });
        }
      }),
    ),
    z.transform((value: z.output<typeof fields>) => {
      const state = findState(value.state);
      return {
        ...value,
        state: state?.state_name ?? value.state,
        district: findDistrict(value.state, value.district)?.district_name ?? value.district,
        category: ENQUIRY_CATEGORY,
        zonal_name: zonalNameOfState(value.state),
        enquiry_requirements: value.enquiry_requirements as Record<string, string>,
      };
    }),
  );
}

export type EnquiryInput = z.input<ReturnType<typeof createEnquirySchema>>;
export type Enquiry = z.output<ReturnType<typeof createEnquirySchema>>;

/**
 * The form's values, by input name: the API's field names, with one `enquiry_requirements.<id>` entry
 * per question. Hidden fields (campaign_id, source, zonal_name) travel too.
 */
export type EnquiryFormValues = Record<string, string>;

/** Turns flat form values into the API payload: `enquiry_requirements.<id>` entries become one object. */
export function enquiryPayloadFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const answers: Record<string, unknown> = toAnswers(values.enquiry_requirements);
  for (const [key, value] of Object.entries(values)) {
    const match = /^enquiry_requirements\.(.+)$/.exec(key);
    if (match?.[1]) answers[match[1]] = value;
    else if (key !== "enquiry_requirements") payload[key] = value;
  }
  payload.enquiry_requirements = answers;
  return payload;
}

// Building a schema costs far more than using one: keep one per question list.
const schemaCache = new WeakMap<readonly ConceptStage[], ReturnType<typeof createEnquirySchema>>();

/** Validates an enquiry; `errors` maps each failing input name to its one message. */
export function validateEnquiry(
  values: Record<string, unknown>,
  stages: readonly ConceptStage[],
): { ok: true; value: Enquiry } | { ok: false; errors: Record<string, string> } {
  let schema = schemaCache.get(stages);
  if (!schema) schemaCache.set(stages, (schema = createEnquirySchema(stages)));
  const result = schema.safeParse(enquiryPayloadFromForm(values));
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

// The phone and pin code boxes clean their input with these (seed 000 section 5).
export { normalisePhone, normalisePincode, PHONE_BOX_MAX_LENGTH } from "./field-rules.ts";
