/**
 * The dealer form's phone verification (docs/decisions/200, Forms) as a pure state machine, shared by the
 * browser and the no-JavaScript server step: unverified → code sent → verified. Any change to the
 * phone number returns to unverified, clears the code and drops the verification token.
 *
 * When our SMS service fails, the server's answer carries a token that lets the application be saved
 * unverified (docs/decisions/108): the form moves to `smsUnavailable`, where Submit works and Send OTP can
 * still be tried again.
 */
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The OTP box's words in English; each language's: app/languages/<locale>/interface/forms.ts (`otp`). */
export const OTP_MESSAGES = catalogueFor("en").forms.otp;

/** The OTP box's words in a language (the partner form's page language). */
export function otpMessages(locale: Locale = "en") {
  return catalogueFor(locale).forms.otp;
}

/** Posted with the form so the no-JavaScript step knows where the verification stood. */
export const OTP_FIELDS = {
  /** The phone the code went to, to tell a changed phone. */
  phone: "otp_phone",
  /** The stage shown, to tell a verified phone from an SMS-down one (the server still checks the token). */
  stage: "otp_stage",
} as const;

/**
 * The `smsUnavailable` part of a `sendFailed` event, read from a failed send's answer: present only
 * when the server could not send the SMS itself and gave a token for an unverified application
 * (docs/decisions/108).
 */
export function smsUnavailableFrom(
  data: Record<string, unknown> | undefined,
  phone: string,
): { phone: string; token: string; resendAfterSeconds: number } | undefined {
  const token = data?.verified === false ? data.verification_token : undefined;
  if (typeof token !== "string") return undefined;
  const wait = data?.resend_after_seconds;
  return { phone, token, resendAfterSeconds: typeof wait === "number" && Number.isFinite(wait) ? wait : 0 };
}

/** The stages in which the application may be submitted. */
export function canSubmit(state: PhoneVerification): boolean {
  return state.stage === "verified" || state.stage === "smsUnavailable";
}

export type PhoneVerification = {
  stage: "unverified" | "sent" | "verified" | "smsUnavailable";
  /** The phone the code was sent to, or that was verified. */
  phone: string;
  code: string;
  /** The server's proof of verification, posted with the application. */
  token: string;
  /** Epoch ms before which Resend stays disabled. */
  resendAt: number;
  error: string;
  info: string;
};

export const initialVerification: PhoneVerification = {
  stage: "unverified",
  phone: "",
  code: "",
  token: "",
  resendAt: 0,
  error: "",
  info: "",
};

export type VerificationEvent =
  | { type: "phoneChanged"; phone: string }
  | { type: "codeChanged"; code: string }
  | { type: "sent"; phone: string; maskedPhone: string; resendAfterSeconds: number; now: number }
  | {
      type: "sendFailed";
      reason: string;
      retryAfterSeconds?: number | undefined;
      now: number;
      /** Present when the server could not send the SMS itself: the phone it was for, and its token. */
      smsUnavailable?: { phone: string; token: string; resendAfterSeconds: number } | undefined;
    }
  | { type: "verified"; token: string }
  | { type: "verifyFailed"; message: string };

/** The next state; the sentences it sets (`info`, `error`) are in `locale`, the form's language. */
export function nextVerification(
  state: PhoneVerification,
  event: VerificationEvent,
  locale: Locale = "en",
): PhoneVerification {
  const otpText = otpMessages(locale);
  switch (event.type) {
    case "phoneChanged":
      // Same number (say, a blur that cleaned nothing): keep the progress.
      if (event.phone === state.phone || state.stage === "unverified") {
        return state.stage === "unverified" ? { ...state, error: "" } : state;
      }
      // A new number may get its code at once (the server's cooldown is per phone).
      return initialVerification;
    case "codeChanged":
      return { ...state, code: event.code.replace(/\D/g, "").slice(0, 6), error: "" };
    case "sent":
      return {
        ...state,
        stage: "sent",
        phone: event.phone,
        code: "",
        token: "",
        error: "",
        info: otpText.sent(event.maskedPhone),
        resendAt: event.now + event.resendAfterSeconds * 1000,
      };
    case "sendFailed":
      if (event.smsUnavailable) {
        return {
          ...initialVerification,
          stage: "smsUnavailable",
          phone: event.smsUnavailable.phone,
          token: event.smsUnavailable.token,
          error: otpText.sendFailed(event.reason),
          info: otpText.smsUnavailable,
          resendAt: event.now + event.smsUnavailable.resendAfterSeconds * 1000,
        };
      }
      return {
        ...state,
        error: otpText.sendFailed(event.reason),
        info: "",
        resendAt: event.retryAfterSeconds ? event.now + event.retryAfterSeconds * 1000 : state.resendAt,
      };
    case "verified":
      return { ...state, stage: "verified", token: event.token, error: "", info: "" };
    case "verifyFailed":
      return { ...state, code: "", error: event.message };
  }
}

/** Whole seconds left before a new code may be requested. */
export function resendSecondsLeft(state: PhoneVerification, now: number): number {
  return Math.max(0, Math.ceil((state.resendAt - now) / 1000));
}

/** Masks a phone as the server does in its answers (98xxxxxx10). */
export function maskPhone(phone: string): string {
  return phone.length === 10 ? `${phone.slice(0, 2)}xxxxxx${phone.slice(8)}` : phone;
}
