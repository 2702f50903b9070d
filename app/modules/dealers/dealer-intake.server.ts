import { acceptedNoticeVersion, NOTICE_VERSION_FIELD } from "#app/content/consent-notice.ts";
import type { PhoneVerificationMethod } from "#app/platform/db/schema.ts";
import type { LeadFlag } from "#app/modules/leads/intake/lead-flags.ts";
import type { LeadResult, LeadSubmission } from "#app/modules/leads/intake/lead-result.ts";
import type { QuestionStore } from "#app/modules/leads/intake/questions.server.ts";
import { storeLead, type IntakeDeps } from "#app/modules/leads/intake/store-lead.server.ts";
import { askAboutPincode } from "#app/modules/leads/intake/pincode-question.server.ts";
import { answersJson } from "#app/modules/leads/lead-fields.ts";
import { LOCALE_FIELD, PHONE_TOKEN_FIELD, postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import type { PhoneVerifications } from "#app/modules/otp/phone-verification.server.ts";
import { validateDealerApplication } from "./dealer-schema.ts";

/** How a phone accepted without a code shows on the application, for sales to confirm by calling. */
const UNVERIFIED_FLAG = {
  sms_unavailable: "phone_unverified_sms_down",
  address_limit: "phone_unverified_busy_network",
  sms_budget: "phone_unverified_sms_budget",
} as const satisfies Record<Exclude<PhoneVerificationMethod, "otp">, LeadFlag>;

/** The dealer application: validate, then store it, spending the phone's verification token. */
export function createDealerIntake(
  deps: IntakeDeps,
  questions: QuestionStore,
  verifications: PhoneVerifications,
) {
  return async function submitApplication(submission: LeadSubmission): Promise<LeadResult> {
    const inputs = await questions.dealerInputs();
    // The page's language: the messages are in it, and the application keeps it (docs/decisions/180).
    const locale = postedLocale(submission.fields[LOCALE_FIELD]);
    const validation = validateDealerApplication(submission.fields, inputs, locale);
    if (!validation.ok) return { ok: false, reason: "invalid", fieldErrors: validation.errors };
    const v = validation.value;
    const pincode = askAboutPincode(v, submission.fields, locale);
    if (!pincode.ok) return pincode.result;
    return storeLead(deps, submission, {
      flags: pincode.flags,
      kind: "dealer",
      phone: v.phone,
      email: v.email,
      value: v,
      columns: {
        first_name: v.first_name,
        last_name: v.last_name,
        email: v.email,
        phone: v.phone,
        country: v.country,
        state: v.state,
        district: v.district,
        city: v.city,
        pincode: v.pincode,
        street: v.street,
        requirements_json: JSON.stringify(
          Object.entries(inputs).map(([key, input]) => ({
            id: key,
            title: input.dsri_label_name,
            answer: v.requirements[key] ?? "",
          })),
        ),
        phone_verified: 0,
        decision: "pending",
        notice_version: acceptedNoticeVersion(submission.fields[NOTICE_VERSION_FIELD]),
        locale,
        answers_json: answersJson("dealer", v),
      },
      // The verification token is spent in the transaction that stores the application (docs/decisions/102).
      guard: async (trx) => {
        const method = await verifications.consume(trx, submission.fields[PHONE_TOKEN_FIELD], v.phone);
        if (!method) return { ok: false, result: { ok: false, reason: "phone_not_verified" } };
        if (method === "otp") return { ok: true, flags: [], columns: { phone_verified: 1 } };
        return { ok: true, flags: [UNVERIFIED_FLAG[method]], columns: { phone_verified: 0 } };
      },
    });
  };
}
