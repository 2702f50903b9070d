import { failure, type ApiResult } from "#app/modules/leads/api-result.ts";
import { PHONE_TOKEN_FIELD } from "#app/modules/leads/form-protection.ts";
import {
  runLeadPipeline,
  type LeadSpec,
  type LeadSubmission,
  type PipelineDeps,
} from "#app/modules/leads/lead-pipeline.server.ts";
import type { QuestionStore } from "#app/modules/leads/questions.server.ts";
import type { PhoneVerificationMethod } from "#app/db/schema.ts";
import type { PhoneVerifications } from "#app/modules/otp/phone-verification.server.ts";
import { validateDealerApplication, type DealerApplication } from "./dealer-schema.ts";

export const DEALER_SUCCESS = "Application submitted successfully";
export const PHONE_NOT_VERIFIED = "Please verify your mobile number with the OTP before submitting.";

export function createDealerIntake(
  deps: PipelineDeps,
  questions: QuestionStore,
  verifications: PhoneVerifications,
) {
  return async function submitApplication(submission: LeadSubmission): Promise<ApiResult> {
    const inputs = await questions.dealerInputs();
    // Set by the guard: an 'sms_unavailable' token stores the application as phone unverified (DUR-6).
    let verifiedBy: PhoneVerificationMethod = "otp";
    const spec: LeadSpec<DealerApplication> = {
      kind: "dealer",
      table: "dealer_applications",
      successMessage: DEALER_SUCCESS,
      idField: "application_id",
      dataStatus: false,
      validate: async (fields) => validateDealerApplication(fields, inputs),
      phoneOf: (v) => v.phone,
      emailOf: (v) => v.email,
      // The verification token is spent in the same transaction that stores the application (OTP-8).
      guard: async (trx, v, fields) => {
        const method = await verifications.consume(trx, fields[PHONE_TOKEN_FIELD], v.phone);
        if (!method) return failure(403, PHONE_NOT_VERIFIED, { errors: { phone: PHONE_NOT_VERIFIED } });
        verifiedBy = method;
        return null;
      },
      row: (v, _fields, common) => ({
        ...common,
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
        phone_verified: verifiedBy === "otp" ? 1 : 0,
      }),
    };
    return runLeadPipeline(deps, spec, submission);
  };
}
