import { useId, useMemo, useReducer, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SelectField, TextField } from "./form-fields.tsx";
import { ConsentNotice, ErrorSummary, FormAlert, FormProtectionFields } from "./form-parts.tsx";
import { LocationFields } from "./location-fields.tsx";
import { INTENTS, PhoneVerificationBox } from "./phone-verification-box.tsx";
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
  maskPhone,
  nextVerification,
  smsUnavailableFrom,
  type PhoneVerification,
  type VerificationEvent,
} from "#app/modules/dealers/phone-verification.ts";
import { LEAD_ENDPOINTS, sendOtp, submitLead, verifyOtp } from "#app/modules/leads/client/lead-api-client.ts";
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

function numberOf(data: Record<string, unknown> | undefined, key: string): number {
  const value = data?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * The dealer (partner) application (docs/decisions/200, Forms): three sections, validated on submit,
 * with the phone verified by OTP before Submit is enabled. Posts to the API with JavaScript, to the
 * /become-partner action without.
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
  const [otpBusy, setOtpBusy] = useState<"send" | "verify" | null>(null);
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

  async function onSend() {
    if (phoneError(phone, locale)) return;
    setOtpBusy("send");
    const outcome = await sendOtp(phone, locale);
    setOtpBusy(null);
    const now = Date.now();
    if (outcome.kind === "network") {
      dispatch({ type: "sendFailed", reason: text.otp.networkReason, now });
      return;
    }
    const data = outcome.body.data?.response_data;
    if (outcome.httpStatus === 200) {
      dispatch({
        type: "sent",
        phone,
        maskedPhone: typeof data?.phone_number === "string" ? data.phone_number : maskPhone(phone),
        resendAfterSeconds: numberOf(data, "resend_after_seconds"),
        now,
      });
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus(),
      );
      return;
    }
    // An answer without a message (a proxy's error page, say) still gets a reason in the page's language.
    const reason = outcome.body.errors?.phone_number || outcome.body.message || text.otp.serverReason;
    // When our SMS service failed, the answer's token lets the application be saved unverified
    // (docs/decisions/108).
    dispatch({
      type: "sendFailed",
      reason,
      retryAfterSeconds: numberOf(data, "retry_after_seconds"),
      now,
      smsUnavailable: smsUnavailableFrom(data, phone),
    });
  }

  async function onVerify() {
    if (verification.code.length === 0) {
      dispatch({ type: "verifyFailed", message: text.otp.invalidCode });
      return;
    }
    setOtpBusy("verify");
    const outcome = await verifyOtp(verification.phone, verification.code, locale);
    setOtpBusy(null);
    if (outcome.kind === "network") {
      dispatch({ type: "verifyFailed", message: text.common.notSent });
      return;
    }
    const token = outcome.body.data?.response_data?.verification_token;
    if (outcome.httpStatus === 200 && typeof token === "string") {
      dispatch({ type: "verified", token });
      return;
    }
    dispatch({ type: "verifyFailed", message: outcome.body.message || text.otp.invalidCode });
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
    setSubmitting(true);
    // A pin code of another state is asked about first (record 193); sending again keeps it.
    if (!(await pincodeQuestion.readyToSend())) {
      setSubmitting(false);
      focusPincode(formRef.current);
      return;
    }
    const outcome = await submitLead(LEAD_ENDPOINTS.dealerCreate, sent);
    setSubmitting(false);
    if (outcome.kind === "network") {
      setNotice(text.common.notSent);
      return;
    }
    const { httpStatus, body } = outcome;
    if (httpStatus === 400 && body.errors && Object.keys(body.errors).length > 0) {
      setErrors(body.errors);
      setSummaryShown(true);
      // A question answered by sending again (a pin code of another state) says what to carry.
      const confirm = body.data?.response_data?.confirm;
      if (confirm && typeof confirm === "object") setValues((current) => ({ ...current, ...confirm }));
      return;
    }
    if (httpStatus === 200) {
      rememberErrorMessage(undefined);
      void navigate(localizedPath(successPath, locale));
      return;
    }
    rememberErrorMessage(body.message);
    void navigate(localizedPath(errorPath, locale));
  }

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
      action={localizedPath("/become-partner", locale)}
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
          onSend={() => void onSend()}
          onVerify={() => void onVerify()}
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
        disabled={!canSubmit(verification) || submitting}
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
