import { useEffect, useState } from "react";
import { fieldIds, FieldError } from "./form-fields.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import {
  OTP_FIELDS,
  resendSecondsLeft,
  type PhoneVerification,
} from "#app/modules/dealers/phone-verification.ts";
import { PHONE_TOKEN_FIELD } from "#app/modules/leads/schema/form-protection.ts";

export const OTP_CODE_FIELD = "otp";
export const INTENT_FIELD = "intent";
export const INTENTS = { sendOtp: "send-otp", verifyOtp: "verify-otp", submit: "submit" } as const;

/** Ticks once a second while a resend cooldown runs, and reports the seconds left. */
function useSecondsLeft(verification: PhoneVerification): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (verification.resendAt <= Date.now()) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [verification.resendAt]);
  return hydrated ? resendSecondsLeft(verification, now) : 0;
}

/**
 * Send OTP / code entry / Verified (docs/decisions/200, Forms). Its buttons are real submit buttons with an
 * `intent`, so without JavaScript each step is a server round trip; with it, the form's handlers
 * intercept them and call the API. Its own words come from the page language's catalogue
 * (`forms.otp`); the sentences in `verification` (`info`, `error`) were written in that language by
 * the state machine or the server.
 */
export function PhoneVerificationBox({
  formId,
  verification,
  phoneInvalid,
  busy,
  onCodeChange,
  onSend,
  onVerify,
}: {
  formId: string;
  verification: PhoneVerification;
  /** True while the phone is empty or has an error: Send OTP stays disabled (with JavaScript). */
  phoneInvalid: boolean;
  busy: "send" | "verify" | null;
  onCodeChange: (code: string) => void;
  onSend: () => void;
  onVerify: () => void;
}) {
  const hydrated = useHydrated();
  const text = useCatalogue().forms.otp;
  const secondsLeft = useSecondsLeft(verification);
  const ids = fieldIds(formId, OTP_CODE_FIELD);
  const statusId = `${formId}-otp-status`;
  const { stage } = verification;

  return (
    <div className="otp-box">
      <input type="hidden" name={PHONE_TOKEN_FIELD} value={verification.token} />
      <input type="hidden" name={OTP_FIELDS.phone} value={verification.phone} />
      <input type="hidden" name={OTP_FIELDS.stage} value={stage} />
      {stage === "verified" ? (
        <p className="otp-box__verified" role="status">
          <Icon name="check" size={20} />
          {text.verified}
        </p>
      ) : (
        <>
          {stage === "sent" ? (
            <div className="form-field">
              <label htmlFor={ids.control} className="form-field__label">
                {text.codeLabel}
              </label>
              <input
                id={ids.control}
                name={OTP_CODE_FIELD}
                className="form-field__control"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                value={verification.code}
                aria-invalid={verification.error ? true : undefined}
                aria-describedby={[statusId, verification.error ? ids.error : ""].filter(Boolean).join(" ")}
                onChange={(event) => onCodeChange(event.target.value)}
                onKeyDown={(event) => {
                  // Enter in the code box verifies, rather than submitting the application.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    onVerify();
                  }
                }}
              />
              <FieldError id={ids.error} error={verification.error} />
            </div>
          ) : null}
          {stage !== "sent" && verification.error ? (
            <p className="form-field__error" role="alert">
              {verification.error}
            </p>
          ) : null}
          <p id={statusId} className="otp-box__status" role="status">
            {stage === "sent" || stage === "smsUnavailable" ? verification.info : text.intro}
            {secondsLeft > 0 ? text.waitBeforeResend(secondsLeft) : ""}
          </p>
          <div className="otp-box__actions">
            {stage === "sent" ? (
              <button
                type="submit"
                name="intent"
                value={INTENTS.verifyOtp}
                formNoValidate
                className="button button--primary"
                disabled={busy !== null}
                onClick={(event) => {
                  event.preventDefault();
                  onVerify();
                }}
              >
                {busy === "verify" ? text.verifying : text.verify}
              </button>
            ) : null}
            <button
              type="submit"
              name="intent"
              value={INTENTS.sendOtp}
              formNoValidate
              className={`button ${stage === "unverified" ? "button--primary" : "button--outline"}`}
              // Without JavaScript the server checks the phone; with it, the button waits for a valid one.
              disabled={hydrated && (phoneInvalid || busy !== null || secondsLeft > 0)}
              onClick={(event) => {
                event.preventDefault();
                onSend();
              }}
            >
              {busy === "send"
                ? text.sending
                : stage === "sent"
                  ? secondsLeft > 0
                    ? text.resendIn(secondsLeft)
                    : text.resend
                  : stage === "smsUnavailable"
                    ? secondsLeft > 0
                      ? text.retryIn(secondsLeft)
                      : text.retry
                    : text.send}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
