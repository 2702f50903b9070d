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
import { afterPost } from "#app/modules/leads/intake/enquiry-route.ts";
import { postedFormLocale } from "#app/modules/leads/schema/form-protection.ts";
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
 * The no-JavaScript post of every "Request a call back" form (docs/decisions/166): the success page, or this
 * page with the form, what was typed and the messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = requestFrom(context, "leads");
  const fields = await postedText(request);
  // The form's language: its messages, the lead's record of it, and the outcome page.
  const locale = postedFormLocale(request, fields);
  const visit = visitFromCookieHeader(request.headers.get("Cookie"));
  const result = await services.leads.submitCallback({ fields, clientIp, via: "form", visit });
  if (result.ok) return redirect(afterPost("/success", locale));
  if (result.reason === "invalid")
    return data({ values: fields, errors: result.fieldErrors }, { status: 400 });
  return redirect(afterPost("/error", locale));
}

/**
 * A post that came back with messages keeps the page it was sent from (never this one): the lead
 * records that page, and a link leads back to it (docs/decisions/193).
 */
export default function RequestCallback({ loaderData, actionData }: Route.ComponentProps) {
  const words = useCatalogue().forms.callback;
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
