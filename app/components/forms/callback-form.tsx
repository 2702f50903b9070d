import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { SelectField, TextField } from "./form-fields.tsx";
import { ActionRouteReady, ConsentNotice, FormAlert, FormProtectionFields } from "./form-parts.tsx";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { fetchFormToken, solveBotCheck } from "#app/modules/leads/client/lead-api-client.ts";
import type { LeadFormAnswer } from "#app/routes/forms/enquiry-route.ts";
import { BOT_CHECK_FIELD, SENT_BY_SCRIPT_FIELD } from "#app/modules/leads/schema/form-protection.ts";
import { useOnChange } from "#app/components/ui/use-on-change.ts";
import {
  callbackChoices,
  todayClosesAtHour,
  validateCallback,
} from "#app/modules/leads/schema/callback-schema.ts";
import { CLOSES_AT_HOUR_ATTRIBUTE, HOLD_SUBMIT_ATTRIBUTE } from "#app/html/hydrate-on-use.ts";
import { PAGE_PATH_FIELD } from "#app/modules/http/page-path.ts";
import { campaignFromSearch, PAGE_CAMPAIGN_FIELD } from "#app/modules/leads/schema/campaign.ts";
import { normalisePhone, PHONE_BOX_MAX_LENGTH } from "#app/modules/leads/schema/field-rules.ts";

const noSubscription = () => () => undefined;
/** The time to offer choices at, to the minute (stable between renders within a minute). */
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/** Where a call-back request posts, with or without JavaScript (app/routes/request-callback.tsx). */
export const CALLBACK_PATH = "/request-callback";

/**
 * "Request a call back" (docs/decisions/166): two fields and a preferred time, sent through the same lead core
 * as every form, to /request-callback's action either way (docs/decisions/201). With JavaScript it posts
 * through a fetcher and thanks the visitor in place (they stay on the tariff page or the calculator), and
 * the thanks is brought into view and focused; without, the action answers with the success page or the
 * form again with its messages.
 * Today's times already past are never offered: a page rendered earlier (prerendered, or rendered once
 * for many visitors) marks each of today's times with the hour it closes, and the page's loader hides
 * the closed ones at load (app/html/hydrate-on-use.ts); the app prunes them when it takes over, and
 * the server refuses a time that has passed (docs/decisions/193).
 */
export function CallbackForm({
  formToken: givenToken = "",
  values: given = {},
  errors: givenErrors = {},
  headingLevel = 2,
  pagePath = "",
  renderedAt,
}: {
  /** 1 on its own page (/request-callback), 2 inside another page. */
  headingLevel?: 1 | 2;
  /** A server-rendered page's token; prerendered pages fetch one after loading. */
  formToken?: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** The page the visitor asked from, when the form is shown on another (/request-callback). */
  pagePath?: string;
  /** When a page rendered for this request was rendered: its times are pruned on the server too. */
  renderedAt?: number;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const formId = `callback-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const location = useLocation();
  const locale = useLocale();
  const forms = useCatalogue().forms;
  const words = forms.callback;
  const [formToken, setFormToken] = useState(givenToken);
  const [values, setValues] = useState<Record<string, string>>(given);
  const [errors, setErrors] = useState<Record<string, string>>(givenErrors);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })), {
    phone_number: normalisePhone,
  });
  const [state, setState] = useState<
    { kind: "idle" | "sending" } | { kind: "done"; when: string } | { kind: "failed"; message: string }
  >({ kind: "idle" });
  useEffect(() => {
    if (!givenToken) void fetchFormToken().then((token) => token && setFormToken(token));
  }, [givenToken]);

  // A page rendered for many visitors lists all six (epoch 0 is early morning in India), each of
  // today's marked with the hour it closes for the loader to hide; the app prunes by the minute.
  const now = useSyncExternalStore(noSubscription, currentMinute, () => renderedAt ?? 0);
  const choices = callbackChoices(now, locale).map((choice) => {
    const closesAt = todayClosesAtHour(choice.value);
    return closesAt === undefined
      ? choice
      : { ...choice, data: { [CLOSES_AT_HOUR_ATTRIBUTE]: String(closesAt) } };
  });
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const done = state.kind === "done";
  useEffect(() => {
    const thanks = thanksRef.current;
    if (!done || !thanks) return;
    // The thanks replaces a longer form: on a phone it would sit above the screen. Focus tells a
    // screen reader where the visitor now is; the scroll shows it, without motion if they asked so.
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    thanks.focus({ preventScroll: true });
    thanks.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  }, [done]);
  const { campaignId, source, pageCampaign } = campaignFromSearch(location.search);

  const fetcher = useFetcher<LeadFormAnswer>();
  const [engaged, setEngaged] = useState(false);
  // What was sent, for the second post when the server asks for the bot check.
  const sentRef = useRef<FormData | null>(null);
  const post = (body: FormData) =>
    void fetcher.submit(body, { method: "post", action: localizedPath(CALLBACK_PATH, locale) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "sending") return;
    const checked = validateCallback(values, locale, Date.now());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setState({ kind: "sending" });
    const sent = new FormData(event.currentTarget);
    sent.set(SENT_BY_SCRIPT_FIELD, "1");
    sentRef.current = sent;
    post(sent);
  }

  async function settle(answer: LeadFormAnswer) {
    if ("botCheckRequired" in answer) {
      // Many leads from this network (record 111): the check runs unseen and the same form goes again.
      const solution = await solveBotCheck();
      const sent = sentRef.current;
      if (solution && sent && !sent.has(BOT_CHECK_FIELD)) {
        sent.set(BOT_CHECK_FIELD, solution);
        return post(sent);
      }
      return setState({ kind: "failed", message: answer.message });
    }
    if ("notSent" in answer) return setState({ kind: "failed", message: forms.common.notSent });
    if ("errors" in answer) {
      setErrors(answer.errors);
      return setState({ kind: "idle" });
    }
    if ("refused" in answer) return setState({ kind: "failed", message: answer.refused });
    const when = choices.find((c) => c.value === values.preferred_time)?.label.toLowerCase() ?? words.soon;
    setState({ kind: "done", when });
  }

  // Each answer is handled once, as it arrives.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useOnChange(answer, () => {
    if (answer) void settle(answer);
  });

  if (state.kind === "done") {
    return (
      <section className="callback" aria-labelledby={`${formId}-title`}>
        <Heading id={`${formId}-title`} className="callback__title">
          {words.title}
        </Heading>
        <p
          ref={thanksRef}
          className="form-alert form-alert--success callback__thanks"
          role="status"
          tabIndex={-1}
        >
          {words.done(state.when)}
        </p>
      </section>
    );
  }

  return (
    <section className="callback" aria-labelledby={`${formId}-title`}>
      <Heading id={`${formId}-title`} className="callback__title">
        {words.title}
      </Heading>
      <p>{words.intro}</p>
      {/* Made ready once the visitor is in the form, not on every page that shows it. */}
      {engaged ? <ActionRouteReady action={localizedPath(CALLBACK_PATH, locale)} /> : null}
      <form
        onFocus={() => setEngaged(true)}
        ref={formRef}
        method="post"
        action={localizedPath(CALLBACK_PATH, locale)}
        noValidate
        className="lead-form callback__form"
        {...{ [HOLD_SUBMIT_ATTRIBUTE]: "" }}
        onSubmit={onSubmit}
      >
        <FormProtectionFields formToken={formToken} />
        <input type="hidden" name={PAGE_PATH_FIELD} value={pagePath || location.pathname} />
        <input type="hidden" name="campaign_id" value={campaignId} />
        <input type="hidden" name="source" value={source} />
        <input type="hidden" name={PAGE_CAMPAIGN_FIELD} value={pageCampaign} />
        <TextField
          formId={formId}
          name="name"
          label={forms.fields.name}
          autoComplete="name"
          maxLength={100}
          value={values.name ?? ""}
          error={errors.name}
          onValueChange={(v) => setValues((c) => ({ ...c, name: v }))}
        />
        <TextField
          formId={formId}
          name="phone_number"
          label={forms.fields.mobile}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={PHONE_BOX_MAX_LENGTH}
          hint={forms.common.phoneHint}
          value={values.phone_number ?? ""}
          error={errors.phone_number}
          clean={normalisePhone}
          onValueChange={(v) => setValues((c) => ({ ...c, phone_number: v }))}
        />
        <SelectField
          formId={formId}
          name="preferred_time"
          label={words.when}
          placeholder={words.chooseTime}
          options={choices}
          value={values.preferred_time ?? ""}
          error={errors.preferred_time}
          onValueChange={(v) => setValues((c) => ({ ...c, preferred_time: v }))}
        />
        <ConsentNotice form="callback" />
        {state.kind === "failed" ? <FormAlert tone="error">{state.message}</FormAlert> : null}
        <button type="submit" className="button button--primary" disabled={state.kind === "sending"}>
          {state.kind === "sending" ? words.sending : words.submit}
        </button>
      </form>
    </section>
  );
}
