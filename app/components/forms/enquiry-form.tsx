import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { SelectField, TextField } from "./form-fields.tsx";
import { ConsentNotice, ErrorSummary, FormAlert, FormProtectionFields } from "./form-parts.tsx";
import { LocationFields } from "./location-fields.tsx";
import { focusFirstError, rememberErrorMessage } from "./submit-outcome.ts";
import { usePincodeFill } from "./use-pincode-fill.ts";
import { focusPincode, PINCODE_CONFIRMED_FIELD, usePincodeQuestion } from "./use-pincode-question.ts";
import { useHydrated } from "./use-hydrated.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import {
  normalisePhone,
  optionTitle,
  PHONE_BOX_MAX_LENGTH,
  stageTitle,
  validateEnquiry,
  type ConceptStage,
} from "#app/modules/leads/schema/enquiry-schema.ts";
import { fetchFormToken, solveBotCheck } from "#app/modules/leads/client/lead-api-client.ts";
import type { LeadFormAnswer } from "#app/routes/forms/enquiry-route.ts";
import { BOT_CHECK_FIELD, SENT_BY_SCRIPT_FIELD } from "#app/modules/leads/schema/form-protection.ts";
import { PAGE_CAMPAIGN_FIELD } from "#app/modules/leads/schema/campaign.ts";
import { PAGE_PATH_FIELD } from "#app/modules/http/page-path.ts";
import { HOLD_SUBMIT_ATTRIBUTE } from "#app/html/hydrate-on-use.ts";
import { zonalNameOfState } from "#app/modules/geo/geography.ts";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";
import { useOnChange } from "#app/components/ui/use-on-change.ts";

export type EnquiryFormProps = {
  questions: readonly ConceptStage[];
  formToken: string;
  /** Where the form posts without JavaScript: the route whose action handles it (its English path is fine). */
  action: string;
  /** The page address's c_id ("" when absent: the server then uses the visit's, or `pageCampaign`). */
  campaignId: string;
  /** The page's default campaign ('23', the landing page's '24'). */
  pageCampaign: string;
  source: string;
  /** The solar calculator's inputs, when the visitor came from its quote link. */
  estimate?: string | undefined;
  /** Outcome pages; the page's language is kept ("/success" on a Hindi page goes to "/hi/success"). */
  successPath: string;
  errorPath: string;
  /** What the visitor typed and the server's messages, when a no-JavaScript post came back with errors. */
  values?: Record<string, string> | undefined;
  errors?: Record<string, string> | undefined;
  /** The page the visitor came from, when not this one (a link's `from`); docs/decisions/193. */
  pagePath?: string | undefined;
  /** Called after a successful submit, before navigating (the panel closes itself). */
  onSubmitted?: () => void;
  submitLabel?: string;
};

const FIXED_FIELDS = ["name", "email", "phone_number", "state", "district", "city", "pincode"] as const;

export const answerName = (stage: ConceptStage) => `enquiry_requirements.${stage.ch_stage_id}`;

function emptyValues(questions: readonly ConceptStage[]): Record<string, string> {
  return Object.fromEntries([...FIXED_FIELDS, ...questions.map(answerName)].map((name) => [name, ""]));
}

/**
 * The enquiry form (docs/decisions/200, Forms): fixed fields, the dynamic questions, hidden campaign,
 * source and zone. It posts to `action`, the route's action, either way (docs/decisions/201): without
 * JavaScript as a plain form, with it through a fetcher, validating as the visitor goes.
 */
export function EnquiryForm({
  questions,
  formToken: initialToken,
  action,
  campaignId,
  pageCampaign,
  source,
  estimate,
  successPath,
  errorPath,
  values: initialValues,
  errors: serverErrors,
  onSubmitted,
  submitLabel,
  pagePath,
}: EnquiryFormProps) {
  const locale = useLocale();
  const text = useCatalogue().forms;
  const formId = useId().replace(/:/g, "");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(() => ({ ...emptyValues(questions), ...initialValues }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(Object.keys(serverErrors ?? {})));
  const [remoteErrors, setRemoteErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [formToken, setFormToken] = useState(initialToken);
  const [notice, setNotice] = useState<string>();
  useTypedBeforeHydration(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })), {
    phone_number: normalisePhone,
  });

  const order = useMemo(() => [...FIXED_FIELDS, ...questions.map(answerName)], [questions]);
  const validation = useMemo(() => validateEnquiry(values, questions, locale), [values, questions, locale]);
  const localErrors = validation.ok ? {} : validation.errors;
  // Shown: the browser's verdict on fields the visitor has left, else what the server said.
  const errors: Record<string, string> = {};
  for (const name of order) {
    const message = hydrated ? (touched.has(name) ? localErrors[name] : undefined) : remoteErrors[name];
    if (message) errors[name] = message;
  }
  const [summaryShown, setSummaryShown] = useState(Object.keys(serverErrors ?? {}).length > 0);

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRemoteErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const touch = (name: string) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const pincodeQuestion = usePincodeQuestion(values, setValues, locale);
  const onStateChange = (state: string) => {
    setValues((current) => ({ ...current, state, district: "" }));
    pincodeQuestion.askAbout(state);
  };
  const onBlurField = (name: string) => {
    touch(name);
    if (name === "pincode") pincodeQuestion.askAbout();
  };

  usePincodeFill(values.pincode ?? "", values.state ?? "", values.district ?? "", (state, district) =>
    setValues((current) => (current.state || current.district ? current : { ...current, state, district })),
  );

  const fetcher = useFetcher<LeadFormAnswer>();
  // What was sent, for the second post when the server asks for the bot check.
  const sentRef = useRef<FormData | null>(null);
  const post = (body: FormData) =>
    void fetcher.submit(body, { method: "post", action: localizedPath(action, locale).split("#")[0] });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setNotice(undefined);
    setTouched(new Set(order));
    if (!validation.ok) {
      setSummaryShown(true);
      requestAnimationFrame(() => focusFirstError(formRef.current, summaryRef.current));
      return;
    }
    setSummaryShown(false);
    // What is sent is read as the button is pressed: the re-render below puts state back into the inputs.
    const sent = new FormData(event.currentTarget);
    sent.set(SENT_BY_SCRIPT_FIELD, "1");
    setSubmitting(true);
    // A pin code of another state is asked about first (record 193); sending again keeps it.
    if (!(await pincodeQuestion.readyToSend())) {
      setSubmitting(false);
      focusPincode(formRef.current);
      return;
    }
    sentRef.current = sent;
    post(sent);
  }

  async function settle(answer: LeadFormAnswer) {
    if ("botCheckRequired" in answer) {
      // Many leads from this network (record 111): the check runs unseen and the same form is sent
      // again; its token makes the second post the same lead, never two.
      const solution = await solveBotCheck();
      const sent = sentRef.current;
      if (solution && sent && !sent.has(BOT_CHECK_FIELD)) {
        sent.set(BOT_CHECK_FIELD, solution);
        post(sent);
        return;
      }
      return leave(errorPath, answer.message);
    }
    if ("notSent" in answer) {
      setSubmitting(false);
      setNotice(text.common.notSent);
      return;
    }
    if ("errors" in answer) {
      // The server disagreed with a field: show its words there, as without JavaScript.
      setSubmitting(false);
      setRemoteErrors(answer.errors);
      // A question answered by sending again (a pin code of another state) says what to carry.
      const confirm = answer.confirm;
      if (confirm) setValues((current) => ({ ...current, ...confirm }));
      setTouched(new Set());
      setSummaryShown(true);
      return;
    }
    if ("stored" in answer) {
      // The form is reset for the next visitor of this page, with a fresh token (docs/decisions/160).
      setValues(emptyValues(questions));
      setTouched(new Set());
      void fetchFormToken().then((token) => token && setFormToken(token));
      return leave(successPath, undefined);
    }
    return leave(errorPath, answer.refused);
  }

  function leave(path: string, message: string | undefined) {
    rememberErrorMessage(message);
    onSubmitted?.();
    setSubmitting(false);
    void navigate(localizedPath(path, locale));
  }

  // Each answer is handled once, as it arrives.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnChange(answer, () => {
    if (answer) void settle(answer);
  });

  // Errors from the server (400) show until the field is edited, even after hydration.
  const shownErrors = { ...remoteErrors, ...errors };
  if (!shownErrors.pincode && pincodeQuestion.question) shownErrors.pincode = pincodeQuestion.question;
  for (const name of Object.keys(shownErrors)) if (!shownErrors[name]) delete shownErrors[name];

  const sending = submitting || fetcher.state !== "idle";
  const zonalName = zonalNameOfState(values.state ?? "");
  return (
    <form
      ref={formRef}
      method="post"
      action={localizedPath(action, locale)}
      noValidate
      className="lead-form"
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby={`${formId}-consent`}
      // Sent before the app is in charge, it waits for it: the messages show in place (record 193).
      {...{ [HOLD_SUBMIT_ATTRIBUTE]: "" }}
    >
      {summaryShown ? (
        <ErrorSummary ref={summaryRef} formId={formId} errors={shownErrors} order={order} />
      ) : null}
      <FormProtectionFields formToken={formToken} />
      <p className="form-consent">{text.common.allRequired}</p>
      <input type="hidden" name="campaign_id" value={campaignId} />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={PAGE_CAMPAIGN_FIELD} value={pageCampaign} />
      <input type="hidden" name="zonal_name" value={zonalName} />
      <input type="hidden" name={PINCODE_CONFIRMED_FIELD} value={values[PINCODE_CONFIRMED_FIELD] ?? ""} />
      {/* Where the lead was sent from: this page, or the one a link brought the visitor from. */}
      <input type="hidden" name={PAGE_PATH_FIELD} value={pagePath || location.pathname} />
      {estimate ? <input type="hidden" name="estimate" value={estimate} /> : null}
      <TextField
        formId={formId}
        name="name"
        label={text.fields.name}
        autoComplete="name"
        maxLength={100}
        value={values.name ?? ""}
        error={shownErrors.name}
        onValueChange={(v) => set("name", v)}
        onBlurValue={() => touch("name")}
      />
      <TextField
        formId={formId}
        name="email"
        label={text.fields.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={values.email ?? ""}
        error={shownErrors.email}
        onValueChange={(v) => set("email", v)}
        onBlurValue={() => touch("email")}
      />
      <TextField
        formId={formId}
        name="phone_number"
        label={text.fields.mobile}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={PHONE_BOX_MAX_LENGTH}
        hint={text.common.phoneHint}
        value={values.phone_number ?? ""}
        error={shownErrors.phone_number}
        clean={normalisePhone}
        onValueChange={(v) => set("phone_number", v)}
        onBlurValue={() => touch("phone_number")}
      />
      <LocationFields
        formId={formId}
        values={values}
        errors={shownErrors}
        onValueChange={set}
        onStateChange={onStateChange}
        onBlurField={onBlurField}
      />
      {questions.map((stage) => {
        const name = answerName(stage);
        const options = stage.ch_sub ?? [];
        const title = stageTitle(stage, locale);
        return options.length > 0 ? (
          <SelectField
            key={name}
            formId={formId}
            name={name}
            label={title}
            placeholder={text.common.selectOption(title)}
            // The value posted and stored stays the English option; only its label is translated.
            options={options.map((o) => ({ value: o.ch_stage_title, label: optionTitle(stage, o, locale) }))}
            value={values[name] ?? ""}
            error={shownErrors[name]}
            onValueChange={(v) => set(name, v)}
            onBlurValue={() => touch(name)}
          />
        ) : (
          <TextField
            key={name}
            formId={formId}
            name={name}
            label={title}
            placeholder={text.common.enterAnswer(title)}
            maxLength={1000}
            value={values[name] ?? ""}
            error={shownErrors[name]}
            onValueChange={(v) => set(name, v)}
            onBlurValue={() => touch(name)}
          />
        );
      })}
      <div id={`${formId}-consent`}>
        <ConsentNotice form="enquiry" />
      </div>
      {notice ? <FormAlert tone="error">{notice}</FormAlert> : null}
      <button type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? text.common.submitting : (submitLabel ?? text.common.submit)}
      </button>
    </form>
  );
}
