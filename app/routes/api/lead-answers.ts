import type { Locale } from "#app/i18n/locales.ts";
import type { LeadKind, LeadResult } from "#app/modules/leads/intake/lead-result.ts";
import { leadMessages, leadRefusalMessage, otpApiMessages } from "#app/modules/leads/schema/messages.ts";
import type { OtpSendResult, OtpVerifyResult } from "#app/modules/otp/otp-result.ts";
import { VERIFICATION_TOKEN_TTL_MS } from "#app/modules/otp/phone-verification.server.ts";
import { failure, retryLater, success, type ApiAnswer } from "./envelope.ts";

/** 423 Locked, not 429: waiting does not lift an OTP lock (only a person does), so no Retry-After. */
export const OTP_LOCKED_STATUS = 423;

/** Where the success answer puts the new lead's id (docs/decisions/200, JSON API). */
const ID_FIELD = { enquiry: "enquiry_id", dealer: "application_id", callback: "callback_id" } as const;
const STORED_MESSAGE = {
  enquiry: "enquiryStored",
  dealer: "applicationStored",
  callback: "callbackStored",
} as const;

/** A stored, refused or doubted lead, in the API envelope (docs/decisions/200), its words in `locale`. */
export function leadAnswer(kind: LeadKind, result: LeadResult, locale: Locale = "en"): ApiAnswer {
  const messages = leadMessages(locale);
  if (result.ok) {
    // One reading of the enquiry answer also carries `data.status` (docs/decisions/200, JSON API).
    return success(messages[STORED_MESSAGE[kind]], { [ID_FIELD[kind]]: result.id }, kind === "enquiry");
  }
  switch (result.reason) {
    case "invalid":
      // A question the visitor answers by sending again carries what to send (`confirm`, record 193).
      return failure(400, messages.invalidFields, {
        errors: result.fieldErrors,
        ...(result.confirm ? { data: { response_data: { confirm: result.confirm } } } : {}),
      });
    case "limited":
      return retryLater(429, result.retryAfterMs, messages.tooManyRequests);
    case "bot_check_required":
      return failure(403, leadRefusalMessage(result, locale), {
        data: { response_data: { bot_check_required: true } },
      });
    case "token_reused":
      return failure(422, leadRefusalMessage(result, locale));
    case "phone_not_verified":
      return failure(403, messages.phoneNotVerified, {
        errors: { phone: messages.phoneNotVerified },
      });
  }
}

/** Why no code went out, as an HTTP status: the visitor's network (429), our budget (503), our provider (502). */
const NOT_SENT_STATUS = { address_limit: 429, sms_budget: 503, provider_failed: 502 } as const;

export function otpSendAnswer(result: OtpSendResult, locale: Locale = "en"): ApiAnswer {
  const messages = otpApiMessages(locale);
  if (result.ok) {
    return success(messages.sent, {
      phone_number: result.maskedPhone,
      expires_in_seconds: result.expiresInSeconds,
      resend_after_seconds: result.resendAfterSeconds,
    });
  }
  switch (result.reason) {
    case "invalid_phone":
      return failure(400, result.message, { errors: { phone_number: result.message } });
    case "locked":
      return failure(OTP_LOCKED_STATUS, messages.phoneLocked);
    case "limited":
      return retryLater(429, result.retryAfterMs, messages.tooMany);
    case "bot_check_required":
      return failure(403, messages.botCheckRequired, {
        data: { response_data: { bot_check_required: true } },
      });
    case "not_sent": {
      // The token lets this phone's application be stored unverified (docs/decisions/108, 111).
      const responseData = {
        phone_number: result.maskedPhone,
        verified: false,
        verification_token: result.unverifiedToken,
        expires_in_seconds: VERIFICATION_TOKEN_TTL_MS / 1000,
        resend_after_seconds: result.resendAfterSeconds,
      };
      const status = NOT_SENT_STATUS[result.why];
      const message = messages.notSent[result.why];
      if (result.why === "provider_failed" || result.retryAfterMs <= 0) {
        return failure(status, message, { data: { response_data: responseData } });
      }
      return retryLater(status, result.retryAfterMs, () => message, responseData);
    }
  }
}

export function otpVerifyAnswer(result: OtpVerifyResult, locale: Locale = "en"): ApiAnswer {
  const messages = otpApiMessages(locale);
  if (result.ok) {
    return success(messages.verified, {
      phone_number: result.maskedPhone,
      verified: true,
      verification_token: result.verificationToken,
      expires_in_seconds: VERIFICATION_TOKEN_TTL_MS / 1000,
    });
  }
  switch (result.reason) {
    case "invalid_phone":
      return failure(400, result.message, { errors: { phone_number: result.message } });
    case "invalid_code":
      return failure(400, messages.invalid, { errors: { otp: messages.invalid } });
    case "locked":
      return failure(OTP_LOCKED_STATUS, messages.phoneLocked);
    case "limited":
      return retryLater(429, result.retryAfterMs, messages.verifyTooMany);
  }
}
