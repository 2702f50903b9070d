/**
 * What the lead intake answers (STYLE.md 22): domain results only. The HTTP layer
 * (app/routes/api/lead-answers.ts) turns them into the API envelope (docs/decisions/200); a route action turns
 * them into a redirect or the form again.
 */
import type { Visit } from "#app/modules/leads/schema/attribution.ts";

export type LeadKind = "enquiry" | "dealer" | "callback";

/** A posted form as plain fields, who sent it, and whether that sender can run the bot check. */
export type LeadSubmission = {
  fields: Record<string, unknown>;
  clientIp: string;
  /**
   * `api`: the site's script posted it and can solve a bot check unseen when asked. `form`: a plain
   * form post (no JavaScript), which cannot, so a doubt is recorded on the lead instead of asked.
   */
  via: "api" | "form";
  /** Where the visit came from (the visit cookie): filed with the lead, and its campaign if the form had none. */
  visit?: Visit;
};

export type LeadResult =
  /** Stored now, or earlier by the same form (a replay answers the same id). */
  | { ok: true; id: number }
  | {
      ok: false;
      reason: "invalid";
      fieldErrors: Record<string, string>;
      /**
       * Hidden fields for the form to carry when it is sent again: a question the visitor may answer by
       * sending as it is (`pincode_confirmed`, docs/decisions/193).
       */
      confirm?: Record<string, string>;
    }
  /** This phone sent too many leads today. */
  | { ok: false; reason: "limited"; retryAfterMs: number }
  /** Many leads came from this address: send again with a solved bot check. */
  | { ok: false; reason: "bot_check_required" }
  /** The same form was sent before with other contents. */
  | { ok: false; reason: "token_reused" }
  /** Dealer application without a live verification token for its phone. */
  | { ok: false; reason: "phone_not_verified" };
