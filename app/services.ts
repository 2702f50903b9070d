import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import type { DealerRequirementInputs } from "#app/modules/dealers/dealer-schema.ts";
import type { LeadResult, LeadSubmission } from "#app/modules/leads/intake/lead-result.ts";
import type { createEnquiryIntake } from "#app/modules/leads/intake/enquiry-intake.server.ts";
import type { ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";
import type { BotChallenge } from "#app/platform/bot-check/bot-check.ts";
import type { OtpSendResult, OtpVerifyResult } from "#app/modules/otp/otp-result.ts";
import type { SmsBudget } from "#app/platform/sms/sms-budget.server.ts";
import type { StaffSystem } from "#app/modules/staff/staff-system.server.ts";
import type { ContactClick } from "#app/modules/contact-clicks/record-click.server.ts";
import type { Logger } from "#app/platform/observability/logger.server.ts";
import type { HealthReport } from "#app/modules/maintenance/health.server.ts";

export type { LeadSubmission };

/**
 * The lead system as loaders, actions and the API see it (app/modules/leads/README.md). Each call
 * returns a domain result; the API's resource routes (app/routes/api/lead-answers.ts) and the route actions turn it into
 * their own answers, with the same validation and durability.
 */
export type LeadServices = {
  forms: {
    /** A fresh signed form token (idempotency key + render time) for a rendered form. */
    issueToken: () => string;
    /** A signed proof-of-work challenge for the bot check (docs/decisions/109). */
    issueBotChallenge: () => BotChallenge;
  };
  leads: {
    enquiryQuestions: () => Promise<ConceptStage[]>;
    /** Typed by its implementation, so "go to definition" reaches the intake (app/modules/leads/README.md). */
    submitEnquiry: ReturnType<typeof createEnquiryIntake>;
    /** "Request a call back" (docs/decisions/166). */
    submitCallback: (submission: LeadSubmission) => Promise<LeadResult>;
    /** The channels a forwarded lead is queued on (a lead released from the console goes the same way). */
    notificationChannels: readonly ("email" | "webhook")[];
  };
  dealers: {
    requirementInputs: () => Promise<DealerRequirementInputs>;
    submitApplication: (submission: LeadSubmission) => Promise<LeadResult>;
  };
  otp: {
    send: (submission: LeadSubmission) => Promise<OtpSendResult>;
    verify: (submission: LeadSubmission) => Promise<OtpVerifyResult>;
  };
};

/** What /api/health reports: ok, or degraded with the checks that failed (docs/decisions/111). */

/**
 * The services the server creates once at start-up and hands to loaders and actions through the request
 * context. Routes depend on this type only, so the client bundle never pulls in server code.
 */
export type Services = LeadServices & {
  /** The sales console's accounts, sign-in and sessions (app/modules/staff). */
  staff: StaffSystem;
  /**
   * The open database and the clock, for the console's modules (app/modules/leads/work, privacy,
   * dealers): a route passes them to the module function it calls and never builds a query itself.
   */
  db: Kysely<Database>;
  now: () => number;
  /** Where the server logs (the API's last-resort answers log here, without the request body). */
  logger: Logger;
  /** The SMS ceiling in force (SMS_BUDGET_HOUR / _DAY / _BLOCK_HOUR), for the dashboard's spend. */
  smsBudget: SmsBudget;
  checkHealth: () => Promise<HealthReport>;
  /**
   * Counts a hit of `bucket` (say `csp-ip:203.0.113.7`) in the database, shared by every instance, and
   * says whether it was within `windows`.
   */
  rateLimit: (
    bucket: string,
    windows: readonly { ms: number; max: number }[],
  ) => Promise<{ ok: true } | { ok: false; retryAfterMs: number }>;
  /** Clicks on our contact links (WhatsApp), counted by page within their limits (docs/decisions/193). */
  contactClicks: {
    record: (click: ContactClick, clientIp: string) => Promise<{ stored: boolean }>;
  };
};
