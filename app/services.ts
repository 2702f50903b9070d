import type { DealerRequirementInputs } from "#app/modules/dealers/dealer-schema.ts";
import type { ApiResult } from "#app/modules/leads/api-result.ts";
import type { BotChallenge } from "#app/modules/otp/bot-check.ts";
import type { ConceptStage } from "#app/modules/leads/enquiry-schema.ts";

/** A posted form, as plain fields (`Object.fromEntries(formData)`), and who sent it. */
export type LeadSubmission = { fields: Record<string, unknown>; clientIp: string };

/**
 * The lead system as loaders and actions see it (app/modules/leads/README.md). Every call gives the
 * same answer, with the same validation and durability, as the matching API endpoint.
 */
export type LeadServices = {
  forms: {
    /** A fresh signed form token (idempotency key + render time) for a rendered form. */
    issueToken: () => string;
    /** A signed proof-of-work challenge for the bot check before OTP sends (checklist OTP-11). */
    issueBotChallenge: () => BotChallenge;
  };
  leads: {
    enquiryQuestions: () => Promise<ConceptStage[]>;
    submitEnquiry: (submission: LeadSubmission) => Promise<ApiResult>;
  };
  dealers: {
    requirementInputs: () => Promise<DealerRequirementInputs>;
    submitApplication: (submission: LeadSubmission) => Promise<ApiResult>;
  };
  otp: {
    send: (submission: LeadSubmission) => Promise<ApiResult>;
    verify: (submission: LeadSubmission) => Promise<ApiResult>;
  };
};

/**
 * The services the server creates once at start-up and hands to loaders and actions through the request
 * context. Routes depend on this type only, so the client bundle never pulls in server code.
 */
export type Services = LeadServices & {
  /** Answers true when the database accepts a query (used by the health endpoint). */
  checkDatabase: () => Promise<boolean>;
};
