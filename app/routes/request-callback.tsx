import { data, redirect } from "react-router";
import type { Route } from "./+types/request-callback";
import { CALLBACK_PATH, CallbackForm } from "#app/components/forms/callback-form.tsx";
import { pageNameFor } from "#app/content/page-names.ts";
import { unlocalizedPath } from "#app/i18n/locales.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import { PAGE_PATH_FIELD, sitePagePath } from "#app/modules/http/page-path.ts";
import formsStyles from "#app/components/forms/forms.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { pageMeta } from "#app/content/meta.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { afterPost, leadFormAnswer } from "#app/routes/forms/enquiry-route.ts";
import { postedFormLocale, SENT_BY_SCRIPT_FIELD } from "#app/modules/leads/schema/form-protection.ts";
import { keepFormWhenOffline } from "#app/components/forms/submit-outcome.ts";
import { postedText } from "#app/modules/http/posted-form.ts";
import { visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import { requestFrom } from "#app/request-context.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const text = catalogueFor(locale).forms.callback;
  return [
    ...pageMeta({ title: text.title, description: text.intro, path: "/request-callback", locale }),
    // A step of a form, not a page to find: the forms live on the contact, calculator and tariff pages.
    { name: "robots", content: "noindex" },
  ];
};

export function loader({ context }: Route.LoaderArgs) {
  const { services } = requestFrom(context, "leads");
  // Rendered for this request: today's times already over are left out here too.
  return { formToken: services.forms.issueToken(), renderedAt: services.now() };
}

/**
 * Every "Request a call back" form posts here, with or without JavaScript (docs/decisions/201): a plain
 * post gets the success page, or this page with the form, what was typed and the messages; the form's
 * script gets the outcome as data and thanks the visitor in place.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = requestFrom(context, "leads");
  const fields = await postedText(request);
  // The form's language: its messages, the lead's record of it, and the outcome page.
  const locale = postedFormLocale(request, fields);
  const visit = visitFromCookieHeader(request.headers.get("Cookie"));
  const byScript = fields[SENT_BY_SCRIPT_FIELD] === "1";
  const result = await services.leads.submitCallback({
    fields,
    clientIp,
    via: byScript ? "api" : "form",
    visit,
  });
  if (byScript) return leadFormAnswer(result, locale);
  if (result.ok) return redirect(afterPost("/success", locale));
  if (result.reason === "invalid")
    return data({ values: fields, errors: result.fieldErrors }, { status: 400 });
  return redirect(afterPost("/error", locale));
}

/**
 * A post that came back with messages keeps the page it was sent from (never this one): the lead
 * records that page, and a link leads back to it (docs/decisions/193).
 */
/** The form's script posts here too (a fetcher): a post that never left keeps the form as typed. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenOffline(serverAction);
}

export default function RequestCallback({ loaderData, actionData: answered }: Route.ComponentProps) {
  const words = useCatalogue().forms.callback;
  // Only a plain post's answer reaches the page (a script's goes to its fetcher): the form again.
  const actionData = answered && "values" in answered ? answered : undefined;
  const fromPage = sitePagePath(actionData?.values[PAGE_PATH_FIELD]);
  const backTo = fromPage && unlocalizedPath(fromPage) !== CALLBACK_PATH ? fromPage : "";
  return (
    <section className="section container callback-page">
      <Stylesheet href={formsStyles} />
      {backTo ? (
        <p className="callback__back">
          <a href={backTo}>{words.backTo(pageNameFor(backTo))}</a>
        </p>
      ) : null}
      <CallbackForm
        headingLevel={1}
        formToken={actionData?.values.form_token || loaderData.formToken}
        values={actionData?.values}
        errors={actionData?.errors}
        pagePath={backTo}
        renderedAt={loaderData.renderedAt}
      />
    </section>
  );
}
