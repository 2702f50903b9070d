import { data, redirect } from "react-router";
import type { Route } from "./+types/request-callback";
import { CallbackForm, CALLBACK_TEXT } from "#app/components/forms/callback-form.tsx";
import formsStyles from "#app/components/forms/forms.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { site } from "#app/content/site.ts";
import { afterPost } from "#app/modules/leads/intake/enquiry-route.ts";
import { postedText } from "#app/modules/http/posted-form.ts";
import { visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import { requestContext } from "#app/request-context.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${CALLBACK_TEXT.title} | ${site.product}` },
  // A step of a form, not a page to find: the forms live on the contact, calculator and tariff pages.
  { name: "robots", content: "noindex" },
];

function servicesOf(context: Route.LoaderArgs["context"]) {
  const ctx = context.get(requestContext);
  if (!ctx) throw data({ message: "The lead service is not available" }, { status: 503 });
  return ctx;
}

export function loader({ context }: Route.LoaderArgs) {
  return { formToken: servicesOf(context).services.forms.issueToken() };
}

/**
 * The no-JavaScript post of every "Request a call back" form (issue 13): the success page, or this
 * page with the form, what was typed and the messages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = servicesOf(context);
  const fields = await postedText(request);
  const visit = visitFromCookieHeader(request.headers.get("Cookie"));
  const result = await services.leads.submitCallback({ fields, clientIp, via: "form", visit });
  if (result.ok) return redirect(afterPost("/success"));
  if (result.reason === "invalid")
    return data({ values: fields, errors: result.fieldErrors }, { status: 400 });
  return redirect(afterPost("/error"));
}

export default function RequestCallback({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="section container callback-page">
      <Stylesheet href={formsStyles} />
      <CallbackForm
        headingLevel={1}
        formToken={actionData?.values.form_token || loaderData.formToken}
        values={actionData?.values}
        errors={actionData?.errors}
      />
    </section>
  );
}
