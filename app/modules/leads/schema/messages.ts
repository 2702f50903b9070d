/**
 * The lead system's answers in words, one home for the API (server/api/lead-answers.ts) and the
 * forms' no-JavaScript steps, so a visitor reads the same sentence either way. Field validation
 * messages live with their schemas (enquiry-schema.ts, dealer-schema.ts).
 */
export const LEAD_MESSAGES = {
  enquiryStored: "Enquiry submitted successfully",
  applicationStored: "Application submitted successfully",
  callbackStored: "Call back request received",
  invalidFields: "Please correct the highlighted fields.",
  tooManyRequests: (seconds: number) => `Too many requests, please try again in ${seconds} seconds.`,
  tokenReused:
    "This form was already submitted with different details. Please reload the page and try again.",
  phoneNotVerified: "Please verify your mobile number with the OTP before submitting.",
  botCheckRequired:
    "An automatic check is needed before this form can be sent from your network. Please turn on JavaScript and try again.",
  unavailable: "An error occurred. Please try again.",
} as const;

export const OTP_API_MESSAGES = {
  sent: "OTP sent successfully",
  verified: "OTP verified",
  /** Seed 000 section 8, word for word; also every other failed check, so none can be told apart. */
  invalid: "Entered OTP is invalid, please try again.",
  tooMany: (seconds: number) => `Too many OTP requests, please try again in ${seconds} seconds.`,
  verifyTooMany: (seconds: number) =>
    `Too many codes were checked from your network, please try again in ${seconds} seconds.`,
  phoneLocked: "Too many wrong codes for this number. Please contact us to verify it.",
  botCheckRequired:
    "An automatic check is needed before more codes can be sent from your network. Please turn on JavaScript and try again.",
  /** No code was sent; the answer lets the visitor apply unverified (record 111). */
  notSent: {
    provider_failed: "The SMS could not be sent, please try again.",
    address_limit: "Too many codes were asked for from your network.",
    sms_budget: "Our SMS service is busy right now.",
  },
} as const;

/** The sentence for a refused OTP send or check, as the API and the no-JavaScript step both say it. */
export function otpRefusalMessage(
  result:
    | { reason: "invalid_phone"; message: string }
    | { reason: "locked" | "bot_check_required" | "invalid_code" }
    | { reason: "limited"; retryAfterMs: number }
    | { reason: "not_sent"; why: keyof typeof OTP_API_MESSAGES.notSent },
  step: "send" | "verify" = "send",
): string {
  switch (result.reason) {
    case "invalid_phone":
      return result.message;
    case "locked":
      return OTP_API_MESSAGES.phoneLocked;
    case "bot_check_required":
      return OTP_API_MESSAGES.botCheckRequired;
    case "invalid_code":
      return OTP_API_MESSAGES.invalid;
    case "limited": {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      return step === "verify" ? OTP_API_MESSAGES.verifyTooMany(seconds) : OTP_API_MESSAGES.tooMany(seconds);
    }
    case "not_sent":
      return OTP_API_MESSAGES.notSent[result.why];
  }
}
