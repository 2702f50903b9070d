import { useId, useMemo, useReducer, useRef, useState, type FormEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { SelectField, TextField } from "./form-fields.tsx";
import { ConsentNotice, ErrorSummary, FormAlert, FormProtectionFields } from "./form-parts.tsx";
import { LocationFields } from "./location-fields.tsx";
import { INTENT_FIELD, INTENTS, OTP_CODE_FIELD, PhoneVerificationBox } from "./phone-verification-box.tsx";
import { focusFirstError, rememberErrorMessage } from "./submit-outcome.ts";
import { usePincodeFill } from "./use-pincode-fill.ts";
import { focusPincode, PINCODE_CONFIRMED_FIELD, usePincodeQuestion } from "./use-pincode-question.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import {
  DEALER_COUNTRY,
  dealerInputLabel,
  dealerOptionLabel,
  normalisePhone,
  PHONE_BOX_MAX_LENGTH,
  phoneError,
  validateDealerApplication,
  type DealerRequirementInputs,
} from "#app/modules/dealers/dealer-schema.ts";
import {
  canSubmit,
  initialVerification,
  nextVerification,
  OTP_FIELDS,
  type PhoneVerification,
  type VerificationEvent,
} from "#app/modules/dealers/phone-verification.ts";
import { solveBotCheck } from "#app/modules/leads/client/lead-api-client.ts";
import type { DealerScriptAnswer } from "#app/routes/forms/dealer-route.ts";
import {
  BOT_CHECK_FIELD,
  LOCALE_FIELD,
  SENT_BY_SCRIPT_FIELD,
} from "#app/modules/leads/schema/form-protection.ts";
import { useOnChange } from "#app/components/ui/use-on-change.ts";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

const PERSONAL = ["first_name", "last_name", "email", "phone"] as const;
const ADDRESS = ["country", "state", "district", "city", "pincode", "street"] as const;

export const requirementName = (key: string) => `requirements.${key}`;

export type DealerFormProps = {
  inputs: DealerRequirementInputs;
  formToken: string;
  values?: Record<string, string> | undefined;
  errors?: Record<string, string> | undefined;
  verification?: PhoneVerification | undefined;
  /** Outcome pages; the page's language is kept ("/success" on a Hindi page goes to "/hi/success"). */
  successPath?: string;
  errorPath?: string;
};

function emptyValues(inputs: DealerRequirementInputs): Record<string, string> {
  const names = [...PERSONAL, ...ADDRESS, ...Object.keys(inputs).map(requirementName)];
  return { ...Object.fromEntries(names.map((n) => [n, ""])), country: DEALER_COUNTRY };
}

/**
 * The dealer (partner) application (docs/decisions/200, Forms): three sections, validated on submit,
 * with the phone verified by OTP before Submit is enabled. Every step (send the code, check it, apply)
 * posts to the /become-partner action, without JavaScript as a plain form, with it through a fetcher
 * (docs/decisions/201).
 */
export function DealerForm({
  inputs,
  formToken,
  values: initialValues,
  errors: serverErrors,
  verification: initialVerificationState,
  successPath = "/success",
  errorPath = "/error",
}: DealerFormProps) {
  const formId = useId().replace(/:/g, "");
  const navigate = useNavigate();
  const locale = useLocale();
  const text = useCatalogue().forms;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(() => ({ ...emptyValues(inputs), ...initialValues }));
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [summaryShown, setSummaryShown] = useState(Object.keys(serverErrors ?? {}).length > 0);
  // The box's sentences (code sent, send failed) are written in the page's language.
  const [verification, dispatch] = useReducer(
    (state: PhoneVerification, event: VerificationEvent) => nextVerification(state, event, locale),
    initialVerificationState ?? initialVerification,
  );
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string>();
  useTypedBeforeHydration(
    formRef,
    values,
    (typed) => {
      setValues((current) => ({ ...current, ...typed }));
      if (typed.phone !== undefined) dispatch({ type: "phoneChanged", phone: typed.phone });
    },
    { phone: normalisePhone },
  );

  const requirementKeys = Object.keys(inputs);
  const order = useMemo(
    () => [...PERSONAL, ...ADDRESS, ...Object.keys(inputs).map(requirementName)],
    [inputs],
  );

  // Validation runs on submit, not on change (docs/decisions/200, Forms); editing a field clears its message.
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const phoneEdited = useRef(false);
  const setPhone = (phone: string) => {
    phoneEdited.current = true;
    set("phone", phone);
    dispatch({ type: "phoneChanged", phone });
  };
  // The one check before Submit: leaving an edited phone box says why Send OTP is unavailable.
  const checkPhone = (phone: string) => {
    if (!phoneEdited.current) return;
    const message = phoneError(phone, locale);
    setErrors((current) => {
      const { phone: _old, ...rest } = current;
      return message ? { ...rest, phone: message } : rest;
    });
  };

  usePincodeFill(values.pincode ?? "", values.state ?? "", values.district ?? "", (state, district) =>
    setValues((current) => (current.state || current.district ? current : { ...current, state, district })),
  );

  const pincodeQuestion = usePincodeQuestion(values, setValues, locale);
  const shownErrors =
    !errors.pincode && pincodeQuestion.question ? { ...errors, pincode: pincodeQuestion.question } : errors;

  const phone = values.phone ?? "";

  // One fetcher per step, so each answer is read by the step that asked; all post to the one action.
  const sendFetcher = useFetcher<DealerScriptAnswer>();
  const verifyFetcher = useFetcher<DealerScriptAnswer>();
  const applyFetcher = useFetcher<DealerScriptAnswer>();
  type StepFetcher = typeof sendFetcher;
  const fetchers = { send: sendFetcher, verify: verifyFetcher, apply: applyFetcher };
  type Step = keyof typeof fetchers;
  const action = localizedPath("/become-partner", locale);
  // What each step sent, for the second post when the server asks for the bot check.
  const sentRef = useRef(new Map<Step, FormData>());
  const post = (step: Step, body: FormData) => {
    sentRef.current.set(step, body);
    void fetchers[step].submit(body, { method: "post", action });
  };
  /** Many requests from this network (docs/decisions/109, 111): the check runs unseen and the step goes again. */
  async function retriedWithBotCheck(step: Step): Promise<boolean> {
    const solution = await solveBotCheck();
    const sent = sentRef.current.get(step);
    if (!solution || !sent || sent.has(BOT_CHECK_FIELD)) return false;
    sent.set(BOT_CHECK_FIELD, solution);
    post(step, sent);
    return true;
  }
  const stepBody = (intent: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, [INTENT_FIELD]: intent, [LOCALE_FIELD]: locale }))
      body.set(name, value);
    body.set(SENT_BY_SCRIPT_FIELD, "1");
    return body;
  };
  const otpBusy = sendFetcher.state !== "idle" ? "send" : verifyFetcher.state !== "idle" ? "verify" : null;

  function onSend() {
    if (phoneError(phone, locale)) return;
    post("send", stepBody(INTENTS.sendOtp, { phone }));
  }

  async function settleSend(answer: DealerScriptAnswer) {
    const now = Date.now();
    if ("botCheckRequired" in answer) {
      if (await retriedWithBotCheck("send")) return;
      dispatch({ type: "sendFailed", reason: answer.message, now });
      return;
    }
    if ("sent" in answer) {
      const sentTo = sentRef.current.get("send")?.get("phone");
      dispatch({
        type: "sent",
        phone: typeof sentTo === "string" ? sentTo : phone,
        maskedPhone: answer.sent.maskedPhone,
        resendAfterSeconds: answer.sent.resendAfterSeconds,
        now,
      });
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus(),
      );
      return;
    }
    if ("sendFailed" in answer) {
      // When our SMS service failed, the answer's token lets the application be saved unverified
      // (docs/decisions/108).
      dispatch({ type: "sendFailed", now, ...answer.sendFailed });
      return;
    }
    // The post never left the browser, or an answer this step does not know.
    dispatch({
      type: "sendFailed",
      reason: "notSent" in answer ? text.otp.networkReason : text.otp.serverReason,
      now,
    });
  }

  function onVerify() {
    if (verification.code.length === 0) {
      dispatch({ type: "verifyFailed", message: text.otp.invalidCode });
      return;
    }
    post(
      "verify",
      stepBody(INTENTS.verifyOtp, {
        phone: verification.phone,
        [OTP_FIELDS.phone]: verification.phone,
        [OTP_CODE_FIELD]: verification.code,
      }),
    );
  }

  function settleVerify(answer: DealerScriptAnswer) {
    if ("verified" in answer) dispatch({ type: "verified", token: answer.verified });
    else if ("verifyFailed" in answer) dispatch({ type: "verifyFailed", message: answer.verifyFailed });
    else if ("notSent" in answer) dispatch({ type: "verifyFailed", message: text.common.notSent });
    else dispatch({ type: "verifyFailed", message: text.otp.invalidCode });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(undefined);
    const validation = validateDealerApplication(values, inputs, locale);
    if (!validation.ok) {
      setErrors(validation.errors);
      setSummaryShown(true);
      requestAnimationFrame(() => focusFirstError(formRef.current, summaryRef.current));
      return;
    }
    if (!canSubmit(verification)) return;
    setErrors({});
    setSummaryShown(false);
    // What is sent is read as the button is pressed: the re-render below puts state back into the inputs.
    const sent = new FormData(event.currentTarget);
    sent.set(INTENT_FIELD, INTENTS.submit);
    sent.set(SENT_BY_SCRIPT_FIELD, "1");
    setSubmitting(true);
    // A pin code of another state is asked about first (record 193); sending again keeps it.
    if (!(await pincodeQuestion.readyToSend())) {
      setSubmitting(false);
      focusPincode(formRef.current);
      return;
    }
    post("apply", sent);
  }

  async function settleApply(answer: DealerScriptAnswer) {
    if ("botCheckRequired" in answer) {
      if (await retriedWithBotCheck("apply")) return;
      return leave(errorPath, answer.message);
    }
    if ("notSent" in answer) {
      setSubmitting(false);
      setNotice(text.common.notSent);
      return;
    }
    if ("errors" in answer) {
      setSubmitting(false);
      setErrors(answer.errors);
      setSummaryShown(true);
      // A question answered by sending again (a pin code of another state) says what to carry.
      const confirm = answer.confirm;
      if (confirm) setValues((current) => ({ ...current, ...confirm }));
      return;
    }
    if ("stored" in answer) return leave(successPath, undefined);
    return leave(errorPath, "refused" in answer ? answer.refused : undefined);
  }

  function leave(path: string, message: string | undefined) {
    rememberErrorMessage(message);
    setSubmitting(false);
    void navigate(localizedPath(path, locale));
  }

  // Each answer is handled once, as it arrives.
  const answerOf = (fetcher: StepFetcher) => (fetcher.state === "idle" ? fetcher.data : undefined);
  const sendAnswer = answerOf(sendFetcher);
  const verifyAnswer = answerOf(verifyFetcher);
  const applyAnswer = answerOf(applyFetcher);
  useOnChange(sendAnswer, () => {
    if (sendAnswer) void settleSend(sendAnswer);
  });
  useOnChange(verifyAnswer, () => {
    if (verifyAnswer) settleVerify(verifyAnswer);
  });
  useOnChange(applyAnswer, () => {
    if (applyAnswer) void settleApply(applyAnswer);
  });

  const textBox = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      formId={formId}
      name={name}
      label={label}
      value={values[name] ?? ""}
      error={errors[name]}
      onValueChange={(v) => set(name, v)}
      {...extra}
    />
  );

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      className="lead-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      {summaryShown ? <ErrorSummary ref={summaryRef} formId={formId} errors={errors} order={order} /> : null}
      <FormProtectionFields formToken={formToken} />
      <p className="form-consent">{text.common.allRequired}</p>
      <fieldset>
        <legend>{text.dealer.personal}</legend>
        <div className="lead-form__row">
          {textBox("first_name", text.fields.firstName, { autoComplete: "given-name", maxLength: 100 })}
          {textBox("last_name", text.fields.lastName, { autoComplete: "family-name", maxLength: 100 })}
        </div>
        {textBox("email", text.fields.email, {
          type: "email",
          autoComplete: "email",
          inputMode: "email",
          maxLength: 254,
        })}
        <TextField
          formId={formId}
          name="phone"
          label={text.fields.mobile}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={PHONE_BOX_MAX_LENGTH}
          hint={text.common.phoneHint}
          value={phone}
          error={errors.phone}
          clean={normalisePhone}
          onValueChange={setPhone}
          onBlurValue={checkPhone}
        />
        <PhoneVerificationBox
          formId={formId}
          verification={verification}
          phoneInvalid={Boolean(phoneError(phone, locale))}
          busy={otpBusy}
          onCodeChange={(code) => dispatch({ type: "codeChanged", code })}
          onSend={onSend}
          onVerify={onVerify}
        />
      </fieldset>
      <fieldset>
        <legend>{text.dealer.address}</legend>
        <SelectField
          formId={formId}
          name="country"
          label={text.fields.country}
          placeholder={text.fields.selectCountry}
          autoComplete="country-name"
          options={[{ value: DEALER_COUNTRY, label: text.fields.india }]}
          value={values.country ?? DEALER_COUNTRY}
          error={errors.country}
          onValueChange={(v) => set("country", v)}
        />
        <LocationFields
          formId={formId}
          values={values}
          errors={shownErrors}
          onValueChange={set}
          onStateChange={(state) => {
            set("state", state);
            set("district", "");
            pincodeQuestion.askAbout(state);
          }}
          onBlurField={(name) => {
            if (name === "pincode") pincodeQuestion.askAbout();
          }}
        />
        <input type="hidden" name={PINCODE_CONFIRMED_FIELD} value={values[PINCODE_CONFIRMED_FIELD] ?? ""} />
        {textBox("street", text.fields.address, { autoComplete: "street-address", maxLength: 500 })}
      </fieldset>
      {requirementKeys.length > 0 ? (
        <fieldset>
          <legend>{text.dealer.other}</legend>
          {requirementKeys.map((key) => {
            const input = inputs[key];
            if (!input) return null;
            const name = requirementName(key);
            const options = input.dsri_input_type === "select" ? (input.options ?? []) : null;
            const label = dealerInputLabel(key, input, locale);
            return options ? (
              <SelectField
                key={name}
                formId={formId}
                name={name}
                label={label}
                placeholder={text.common.selectOption(label)}
                // The value posted and stored stays the English option; only its label is translated.
                options={options.map((o) => ({ value: o, label: dealerOptionLabel(key, o, locale) }))}
                value={values[name] ?? ""}
                error={errors[name]}
                onValueChange={(v) => set(name, v)}
              />
            ) : (
              <TextField
                key={name}
                formId={formId}
                name={name}
                label={label}
                maxLength={1000}
                value={values[name] ?? ""}
                error={errors[name]}
                onValueChange={(v) => set(name, v)}
              />
            );
          })}
        </fieldset>
      ) : null}
      <ConsentNotice form="dealer" />
      {notice ? <FormAlert tone="error">{notice}</FormAlert> : null}
      <button
        type="submit"
        name="intent"
        value={INTENTS.submit}
        className="button button--primary lead-form__submit"
        disabled={!canSubmit(verification) || submitting || applyFetcher.state !== "idle"}
        aria-describedby={canSubmit(verification) ? undefined : `${formId}-submit-hint`}
      >
        {submitting ? text.common.submitting : text.common.submit}
      </button>
      {!canSubmit(verification) ? (
        <p id={`${formId}-submit-hint`} className="form-consent">
          {text.dealer.submitHint}
        </p>
      ) : null}
    </form>
  );
}
