/**
 * Loader and action of /become-partner. Without JavaScript the whole application, OTP included, runs
 * as server round trips: the posted `intent` says which step (send the code, check it, submit), and
 * the page comes back with what was typed and where the phone verification stands.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { DealerRequirementInputs } from "./dealer-schema.ts";
import { phoneError } from "./dealer-schema.ts";
import {
  OTP_FIELDS,
  OTP_MESSAGES,
  initialVerification,
  maskPhone,
  nextVerification,
  smsUnavailableFrom,
  type PhoneVerification,
} from "./phone-verification.ts";
import { afterPost, postedText } from "#app/modules/leads/enquiry-route.ts";
import { DEALER_LOAD_FALLBACK } from "#app/modules/leads/lead-api-client.ts";
import { PHONE_TOKEN_FIELD } from "#app/modules/leads/form-protection.ts";
import { requestContext } from "#app/request-context.ts";

export type DealerFormLoad =
  { ok: true; inputs: DealerRequirementInputs; formToken: string } | { ok: false; message: string };

export type DealerActionData = {
  values: Record<string, string>;
  errors: Record<string, string>;
  verification: PhoneVerification;
};

function contextOf(context: Readonly<RouterContextProvider>) {
  const ctx = context.get(requestContext);
  if (!ctx) throw new Response("The lead service is not available", { status: 503 });
  return ctx;
}

export async function loadDealerForm(context: Readonly<RouterContextProvider>): Promise<DealerFormLoad> {
  const { services } = contextOf(context);
  try {
    const inputs = await services.dealers.requirementInputs();
    return { ok: true, inputs, formToken: services.forms.issueToken() };
  } catch (error) {
    // The catalogue: the server's message, or the error's text, or the fallback (seed 000 section 8).
    return {
      ok: false,
      message: error instanceof Error && error.message ? error.message : DEALER_LOAD_FALLBACK,
    };
  }
}

/** Where the posted form says the verification stands; a changed phone is back to unverified. */
function postedVerification(values: Record<string, string>): PhoneVerification {
  const phone = values.phone?.trim() ?? "";
  const otpPhone = values[OTP_FIELDS.phone] ?? "";
  if (!otpPhone || otpPhone !== phone) return initialVerification;
  const token = values[PHONE_TOKEN_FIELD] ?? "";
  if (!token)
    return { ...initialVerification, stage: "sent", phone, info: OTP_MESSAGES.sent(maskPhone(phone)) };
  // The stage is only what the page showed; the server still checks the token when the form is submitted.
  return values[OTP_FIELDS.stage] === "smsUnavailable"
    ? { ...initialVerification, stage: "smsUnavailable", phone, token, info: OTP_MESSAGES.smsUnavailable }
    : { ...initialVerification, stage: "verified", phone, token };
}

function withoutSecrets(values: Record<string, string>): Record<string, string> {
  const { otp: _code, intent: _intent, ...rest } = values;
  return rest;
}

function seconds(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

export async function submitDealerForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, clientIp } = contextOf(context);
  const values = postedText(await request.formData());
  const intent = values.intent ?? "submit";
  const verification = postedVerification(values);
  const answer = (v: PhoneVerification, errors: Record<string, string> = {}, status = 200) =>
    data<DealerActionData>({ values: withoutSecrets(values), errors, verification: v }, { status });
  const phone = values.phone?.trim() ?? "";

  if (intent === "send-otp") {
    const invalid = phoneError(phone);
    if (invalid) return answer(initialVerification, { phone: invalid }, 400);
    const result = await services.otp.send({ fields: { phone_number: phone }, clientIp });
    const info = result.body.data?.response_data ?? {};
    if (result.httpStatus === 200) {
      const wait = seconds(info.resend_after_seconds);
      const masked = typeof info.phone_number === "string" ? info.phone_number : maskPhone(phone);
      return answer({
        ...initialVerification,
        stage: "sent",
        phone,
        info: `${OTP_MESSAGES.sent(masked)}${wait ? ` You can ask for a new code after ${wait} s.` : ""}`,
      });
    }
    const reason = result.body.errors?.phone_number ?? result.body.message;
    // When our SMS service failed, the answer's token lets the application be saved unverified (DUR-6).
    const next = nextVerification(verification, {
      type: "sendFailed",
      reason,
      retryAfterSeconds: seconds(info.retry_after_seconds),
      now: Date.now(),
      smsUnavailable: smsUnavailableFrom(info, phone),
    });
    return answer(next, {}, result.httpStatus);
  }

  if (intent === "verify-otp") {
    if (verification.stage !== "sent") return answer(initialVerification);
    const result = await services.otp.verify({
      fields: { phone_number: phone, otp: values.otp ?? "" },
      clientIp,
    });
    const token = result.body.data?.response_data?.verification_token;
    if (result.httpStatus === 200 && typeof token === "string") {
      return answer({ ...initialVerification, stage: "verified", phone, token });
    }
    return answer({ ...verification, error: result.body.message || OTP_MESSAGES.invalidCode }, {}, 400);
  }

  const result = await services.dealers.submitApplication({ fields: values, clientIp });
  if (result.httpStatus === 200) return redirect(afterPost("/success"));
  if (result.httpStatus === 400 && result.body.errors) return answer(verification, result.body.errors, 400);
  if (result.httpStatus === 403 && verification.stage !== "verified") {
    // The phone was changed after verifying (or never verified): back to the OTP step, nothing lost.
    return answer({ ...initialVerification, error: result.body.message }, {}, 403);
  }
  return redirect(afterPost("/error"));
}
