import { Suspense } from "react";
import { Await, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/become-partner";
import { DealerForm } from "#app/components/forms/dealer-form.tsx";
import { FormAlert } from "#app/components/forms/form-parts.tsx";
import { keepFormWhenOffline } from "#app/components/forms/submit-outcome.ts";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import { loadDealerFormInBrowser } from "#app/routes/forms/dealer-form-client-load.ts";
import {
  loadDealerForm,
  submitDealerForm,
  type DealerActionData,
  type DealerFormLoad,
} from "#app/routes/forms/dealer-route.ts";
import formsStyles from "#app/components/forms/forms.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: bannerHeading("become-partner", locale),
    description: catalogueFor(locale).forms.dealer.description,
    path: "/become-partner",
    locale,
  });
};

/** First visit: the dealer form's dynamic fields and a form token, in the HTML (works without JavaScript). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDealerForm(context, localeFromPath(new URL(request.url).pathname));
}

/**
 * Arriving from another page of the site: the page shows at once with a spinner while the field list
 * loads from the API (docs/decisions/200, Forms), instead of waiting on the previous page.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { pending: loadDealerFormInBrowser(localeFromPath(new URL(request.url).pathname)) };
}

/** Every step of the application, with or without JavaScript: send the OTP, verify it, apply. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitDealerForm(request, context);
}

/** The form's script posts here too (fetchers): a post that never left keeps the form as typed. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormWhenOffline(serverAction);
}

/**
 * A step posted by the form's script does not load the page again: its field list stays, and a
 * reload here would put the spinner back in place of the form being filled.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export default function BecomePartner({ loaderData, actionData: answered }: Route.ComponentProps) {
  const text = useCatalogue().forms.dealer;
  // Only a plain post (no JavaScript) comes back as the page; the script's answers go to its fetchers.
  const actionData = answered && "values" in answered ? answered : undefined;
  return (
    <>
      <InnerBanner pageKey="become-partner" />
      <section className="section" aria-labelledby="partner-form-heading">
        <div className="container">
          <h2 id="partner-form-heading">{text.heading}</h2>
          {"pending" in loaderData ? (
            <Suspense fallback={<Spinner label={text.loading} />}>
              <Await resolve={loaderData.pending}>{(load) => <PartnerForm load={load} />}</Await>
            </Suspense>
          ) : (
            <PartnerForm load={loaderData} actionData={actionData} />
          )}
        </div>
      </section>
      <Stylesheet href={formsStyles} />
    </>
  );
}

function PartnerForm({
  load,
  actionData,
}: {
  load: DealerFormLoad;
  actionData?: DealerActionData | undefined;
}) {
  if (!load.ok) return <FormAlert tone="error">{load.message}</FormAlert>;
  return (
    <DealerForm
      inputs={load.inputs}
      formToken={actionData?.values.form_token || load.formToken}
      values={actionData?.values}
      errors={actionData?.errors}
      verification={actionData?.verification}
    />
  );
}
