/**
 * The enquiry form's rules and messages (docs/decisions/200, Forms), shared word for word by the form in the
 * browser and by the server (isomorphic: no server imports). Field names are the API's
 * (docs/decisions/200, JSON API), so the form can name its inputs after them and post them unchanged.
 */
import * as z from "zod/mini";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { findDistrict, findState, zonalNameOfState } from "#app/modules/geo/geography.ts";
import {
  answerField,
  CAMPAIGN_CHARSET,
  cityRules,
  defaultedField,
  districtRules,
  emailRules,
  fieldErrors,
  indianMobileRules,
  LIMITS,
  matches,
  maxLength,
  nameRules,
  perLocale,
  phoneField,
  pincodeRules,
  stateRules,
  textField,
  toAnswers,
  validationMessages,
} from "./field-rules.ts";

/** The English messages (docs/decisions/200, Forms); each language's: app/languages/<locale>/interface/forms.ts. */
export const ENQUIRY_MESSAGES = catalogueFor("en").forms.validation.enquiry;

/** The fixed category of every enquiry (docs/decisions/200, Forms). */
export const ENQUIRY_CATEGORY = "Item enquiry";

/**
 * A dynamic enquiry question (docs/decisions/200, Forms); with `ch_sub` it is a dropdown of those options.
 */
export type ConceptStage = {
  ch_stage_id: number;
  ch_stage_title: string;
  ch_sub?: { ch_stage_id: number; ch_stage_title: string }[];
};

/** A question's title in `locale`: the catalogue's translation by question id, else the stored English. */
export function stageTitle(stage: ConceptStage, locale: Locale = "en"): string {
  return catalogueFor(locale).forms.questions[String(stage.ch_stage_id)]?.title ?? stage.ch_stage_title;
}

/** An option's text in `locale` (shown only: the value posted and stored stays the English title). */
export function optionTitle(
  stage: ConceptStage,
  option: { ch_stage_id: number; ch_stage_title: string },
  locale: Locale = "en",
): string {
  const texts = catalogueFor(locale).forms.questions[String(stage.ch_stage_id)];
  return texts?.options?.[String(option.ch_stage_id)] ?? option.ch_stage_title;
}

function createEnquiryFields(locale: Locale) {
  const M = validationMessages(locale).enquiry;
  const names = validationMessages(locale).fieldNames;
  return {
    name: textField(nameRules(M, M.nameRequired, names.name)),
    email: textField(emailRules(M, names)),
    phone_number: phoneField(indianMobileRules(M, M.phoneTenDigits), M.phoneForeign),
    state: textField(stateRules(M, findState)),
    district: textField(districtRules(M)),
    city: textField(cityRules(M, names)),
    pincode: textField(pincodeRules(M)),
    campaign_id: defaultedField(site.campaign.default, [
      maxLength(LIMITS.campaign, M.tooLong(names.campaignId, LIMITS.campaign)),
      matches(CAMPAIGN_CHARSET, M.campaignInvalid),
    ]),
    source: defaultedField(site.defaultSource, [
      maxLength(LIMITS.campaign, M.tooLong(names.source, LIMITS.campaign)),
      matches(CAMPAIGN_CHARSET, M.sourceInvalid),
    ]),
  };
}

/** The enquiry's fixed fields, with their messages in `locale` (built once per language). */
export const enquiryFieldsFor = perLocale(createEnquiryFields);

export const enquiryFields = enquiryFieldsFor("en");

/** The answer a question accepts: typed text, or for a dropdown one option (by title or by id), stored as its title. */
function answerRule(stage: ConceptStage, locale: Locale) {
  const M = validationMessages(locale).enquiry;
  const title = stageTitle(stage, locale);
  const options = stage.ch_sub ?? [];
  return answerField({
    messages: {
      required: M.questionRequired(title),
      tooLong: M.tooLong(title, LIMITS.answer),
      unknown: M.optionUnknown(title),
      invalidCharacters: M.invalidCharacters(title),
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
export function createEnquirySchema(stages: readonly ConceptStage[], locale: Locale = "en") {
  const M = validationMessages(locale).enquiry;
  const answers = z.pipe(
    z.transform(toAnswers),
    z.object(Object.fromEntries(stages.map((s) => [String(s.ch_stage_id), answerRule(s, locale)]))),
  );
  const fields = z.object({ ...enquiryFieldsFor(locale), enquiry_requirements: answers });
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

// Building a schema costs far more than using one: keep one per question list and language.
const schemasByStages = new WeakMap<
  readonly ConceptStage[],
  (locale?: Locale) => ReturnType<typeof createEnquirySchema>
>();

function enquirySchemaFor(stages: readonly ConceptStage[], locale: Locale) {
  let schemaFor = schemasByStages.get(stages);
  if (!schemaFor) {
    schemaFor = perLocale((l) => createEnquirySchema(stages, l));
    schemasByStages.set(stages, schemaFor);
  }
  return schemaFor(locale);
}

/** Validates an enquiry; `errors` maps each failing input name to its one message, in `locale`. */
export function validateEnquiry(
  values: Record<string, unknown>,
  stages: readonly ConceptStage[],
  locale: Locale = "en",
): { ok: true; value: Enquiry } | { ok: false; errors: Record<string, string> } {
  const result = enquirySchemaFor(stages, locale).safeParse(enquiryPayloadFromForm(values));
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

// The phone and pin code boxes clean their input with these (docs/decisions/200, Forms).
export { normalisePhone, normalisePincode, PHONE_BOX_MAX_LENGTH } from "./field-rules.ts";
