/**
 * What the OTP service answers: domain results only (STYLE.md 22). The API
 * (app/routes/api/lead-answers.ts) and the dealer form's no-JavaScript step turn them into their answers.
 */

/** Why no code was sent although the phone may apply: the visitor gets a token to apply unverified. */
export type NotSentReason = "provider_failed" | "address_limit" | "sms_budget";

export type OtpSendResult =
  | { ok: true; maskedPhone: string; expiresInSeconds: number; resendAfterSeconds: number }
  | { ok: false; reason: "invalid_phone"; message: string }
  /** Too many wrong codes; only a person lifts it (docs/decisions/107). */
  | { ok: false; reason: "locked" }
  /** This phone's own limits (docs/decisions/102). */
  | { ok: false; reason: "limited"; retryAfterMs: number }
  /** Send again with a solved bot check (docs/decisions/109). */
  | { ok: false; reason: "bot_check_required" }
  /**
   * No code was sent, for a reason that is not the visitor's doing: the answer carries a single-use
   * token that lets this phone's application be stored unverified (docs/decisions/108, 111).
   */
  | {
      ok: false;
      reason: "not_sent";
      why: NotSentReason;
      maskedPhone: string;
      unverifiedToken: string;
      retryAfterMs: number;
      resendAfterSeconds: number;
    };

export type OtpVerifyResult =
  | { ok: true; maskedPhone: string; verificationToken: string }
  | { ok: false; reason: "invalid_phone"; message: string }
  /** Wrong code, no live code, expired, used or out of tries: one answer, so none can be told apart. */
  | { ok: false; reason: "invalid_code" }
  | { ok: false; reason: "locked" }
  | { ok: false; reason: "limited"; retryAfterMs: number };
