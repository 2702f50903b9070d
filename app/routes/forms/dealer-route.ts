/**
 * Loader and action of /become-partner: the application's one door, with or without JavaScript
 * (docs/decisions/201). The posted `intent` says which step (send the code, check it, submit). Without
 * JavaScript the page comes back with what was typed and where the phone verification stands; the
 * form's script (`SENT_BY_SCRIPT_FIELD`) gets each step's outcome as data (`DealerScriptAnswer`).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import type { DealerRequirementInputs } from "#app/modules/dealers/dealer-schema.ts";
import { phoneError } from "#app/modules/dealers/dealer-schema.ts";
import { visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import { nationalMobile } from "#app/modules/leads/schema/field-rules.ts";
import {
  OTP_FIELDS,
  otpMessages,
  initialVerification,
  maskPhone,
  nextVerification,
  type PhoneVerification,
} from "#app/modules/dealers/phone-verification.ts";
import { afterPost, leadFormAnswer, type LeadFormAnswer } from "#app/routes/forms/enquiry-route.ts";
import { postedText } from "#app/modules/http/posted-form.ts";
import { dealerLoadFailure } from "#app/modules/leads/client/lead-api-client.ts";
import {
  LOCALE_FIELD,
  PHONE_TOKEN_FIELD,
  postedFormLocale,
  SENT_BY_SCRIPT_FIELD,
} from "#app/modules/leads/schema/form-protection.ts";
import type { OtpSendResult, OtpVerifyResult } from "#app/modules/otp/otp-result.ts";
import { leadMessages, otpRefusalMessage } from "#app/modules/leads/schema/messages.ts";
import { requestFrom } from "#app/request-context.ts";

export type DealerFormLoad =
  { ok: true; inputs: DealerRequirementInputs; formToken: string } | { ok: false; message: string };

export type DealerActionData = {
  values: Record<string, string>;
  errors: Record<string, string>;
  verification: PhoneVerification;
};

/**
 * What the action answers the form's script, never a redirect: the code was sent (or could not be,
 * with the reason and, when our SMS failed, the token to apply unverified), the code was right (its
 * token) or wrong, the bot check is wanted, or the application's outcome as for every lead form.
 */
export type DealerScriptAnswer =
  | { sent: { maskedPhone: string; resendAfterSeconds: number } }
  | {
      sendFailed: {
        reason: string;
        retryAfterSeconds: number;
        smsUnavailable?: { phone: string; token: string; resendAfterSeconds: number } | undefined;
      };
    }
  | { verified: string }
  | { verifyFailed: string }
  | LeadFormAnswer;

function sendAnswer(result: OtpSendResult, phone: string, locale: Locale) {
  if (result.ok) {
    const { maskedPhone, resendAfterSeconds } = result;
    return data<DealerScriptAnswer>({ sent: { maskedPhone, resendAfterSeconds } });
  }
  const reason = otpRefusalMessage(result, "send", locale);
  if (result.reason === "bot_check_required")
    return data<DealerScriptAnswer>({ botCheckRequired: true, message: reason }, { status: 403 });
  const retryAfterMs = result.reason === "limited" || result.reason === "not_sent" ? result.retryAfterMs : 0;
  const smsUnavailable =
    result.reason === "not_sent"
      ? { phone, token: result.unverifiedToken, resendAfterSeconds: result.resendAfterSeconds }
      : undefined;
  return data<DealerScriptAnswer>(
    { sendFailed: { reason, retryAfterSeconds: Math.ceil(retryAfterMs / 1000), smsUnavailable } },
    { status: result.reason === "invalid_phone" ? 400 : 200 },
  );
}

function verifyAnswer(result: OtpVerifyResult, locale: Locale) {
  if (result.ok) return data<DealerScriptAnswer>({ verified: result.verificationToken });
  return data<DealerScriptAnswer>(
    { verifyFailed: otpRefusalMessage(result, "verify", locale) },
    { status: 400 },
  );
}

export async function loadDealerForm(
  context: Readonly<RouterContextProvider>,
  locale: Locale = "en",
): Promise<DealerFormLoad> {
  const { services } = requestFrom(context, "leads");
  try {
    const inputs = await services.dealers.requirementInputs();
    return { ok: true, inputs, formToken: services.forms.issueToken() };
  } catch (error) {
    return { ok: false, message: dealerLoadFailure(locale, error) };
  }
}

/** Where the posted form says the verification stands; a changed phone is back to unverified. */
function postedVerification(values: Record<string, string>, locale: Locale): PhoneVerification {
  const otpText = otpMessages(locale);
  const phone = nationalMobile(values.phone ?? "");
  const otpPhone = values[OTP_FIELDS.phone] ?? "";
  if (!otpPhone || otpPhone !== phone) return initialVerification;
  const token = values[PHONE_TOKEN_FIELD] ?? "";
  if (!token) return { ...initialVerification, stage: "sent", phone, info: otpText.sent(maskPhone(phone)) };
  // The stage is only what the page showed; the server still checks the token when the form is submitted.
  return values[OTP_FIELDS.stage] === "smsUnavailable"
    ? { ...initialVerification, stage: "smsUnavailable", phone, token, info: otpText.smsUnavailable }
    : { ...initialVerification, stage: "verified", phone, token };
}

function withoutSecrets(values: Record<string, string>): Record<string, string> {
  const { otp: _code, intent: _intent, ...rest } = values;
  return rest;
}

export async function submitDealerForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, clientIp } = requestFrom(context, "leads");
  const posted = await postedText(request);
  // The phone as the visitor meant it ("+91 98765 43210" is 9876543210), shown back that way.
  const values: Record<string, string> = { ...posted, phone: nationalMobile(posted.phone ?? "") };
  // Every sentence of every step is in the form's language (docs/decisions/180).
  const locale = postedFormLocale(request, values);
  const otpText = otpMessages(locale);
  const intent = values.intent ?? "submit";
  const verification = postedVerification(values, locale);
  const answer = (v: PhoneVerification, errors: Record<string, string> = {}, status = 200) =>
    data<DealerActionData>({ values: withoutSecrets(values), errors, verification: v }, { status });
  const phone = values.phone ?? "";
  // The script can run the bot check when asked, as the API's callers can; a plain post cannot.
  const byScript = values[SENT_BY_SCRIPT_FIELD] === "1";
  const via = byScript ? "api" : "form";

  if (byScript && intent === "send-otp") {
    const result = await services.otp.send({ fields: { ...values, phone_number: phone }, clientIp, via });
    return sendAnswer(result, phone, locale);
  }
  if (byScript && intent === "verify-otp") {
    // The code is checked for the phone it was sent to, as the box shows it.
    const otpPhone = nationalMobile(values[OTP_FIELDS.phone] || phone);
    const fields = { ...values, phone_number: otpPhone };
    return verifyAnswer(await services.otp.verify({ fields, clientIp, via }), locale);
  }

  if (intent === "send-otp") {
    const invalid = phoneError(phone, locale);
    if (invalid) return answer(initialVerification, { phone: invalid }, 400);
    const result = await services.otp.send({
      fields: { phone_number: phone, [LOCALE_FIELD]: locale },
      clientIp,
      via: "form",
    });
    if (result.ok) {
      const wait = result.resendAfterSeconds;
      return answer({
        ...initialVerification,
        stage: "sent",
        phone,
        info: `${otpText.sent(result.maskedPhone)}${wait ? otpText.resendAfter(wait) : ""}`,
      });
    }
    // When no code could be sent for a reason not the visitor's, the token lets them apply unverified.
    const next = nextVerification(
      verification,
      {
        type: "sendFailed",
        reason: otpRefusalMessage(result, "send", locale),
        retryAfterSeconds: result.reason === "limited" ? Math.ceil(result.retryAfterMs / 1000) : 0,
        now: Date.now(),
        smsUnavailable:
          result.reason === "not_sent"
            ? { phone, token: result.unverifiedToken, resendAfterSeconds: result.resendAfterSeconds }
            : undefined,
      },
      locale,
    );
    return answer(next, {}, result.reason === "invalid_phone" ? 400 : 200);
  }

  if (intent === "verify-otp") {
    if (verification.stage !== "sent") return answer(initialVerification);
    const result = await services.otp.verify({
      fields: { phone_number: phone, otp: values.otp ?? "", [LOCALE_FIELD]: locale },
      clientIp,
      via: "form",
    });
    if (result.ok)
      return answer({ ...initialVerification, stage: "verified", phone, token: result.verificationToken });
    return answer({ ...verification, error: otpRefusalMessage(result, "verify", locale) }, {}, 400);
  }

  const visit = visitFromCookieHeader(request.headers.get("Cookie"));
  const result = await services.dealers.submitApplication({ fields: values, clientIp, via, visit });
  if (byScript) return leadFormAnswer(result, locale);
  if (result.ok) return redirect(afterPost("/success", locale));
  if (result.reason === "invalid") {
    // A question to answer by sending again (a pin code of another state) carries its confirmation.
    Object.assign(values, result.confirm);
    return answer(verification, result.fieldErrors, 400);
  }
  if (result.reason === "phone_not_verified" && verification.stage !== "verified") {
    // The phone was changed after verifying (or never verified): back to the OTP step, nothing lost.
    return answer({ ...initialVerification, error: leadMessages(locale).phoneNotVerified }, {}, 403);
  }
  return redirect(afterPost("/error", locale));
}
