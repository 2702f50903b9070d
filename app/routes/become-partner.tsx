import { useNavigation } from "react-router";
import type { Route } from "./+types/become-partner";
import { DealerForm } from "#app/components/forms/dealer-form.tsx";
import { FormAlert, Spinner } from "#app/components/forms/form-parts.tsx";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";
import { loadDealerForm, submitDealerForm } from "#app/modules/dealers/dealer-route.ts";
import "#app/components/forms/forms.css";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: bannerHeading("become-partner"),
    description: "Apply to become an Arka integrated solar roof dealer or partner.",
    path: "/become-partner",
  });

/** The dealer form's dynamic fields and a form token, rendered into the page (works without JavaScript). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadDealerForm(context);
}

/** The no-JavaScript steps: send the OTP, verify it, submit the application. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitDealerForm(request, context);
}

export default function BecomePartner({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Arriving from another page, the field list is still loading: the spinner of seed 000 section 4.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/become-partner";
  return (
    <>
      <InnerBanner pageKey="become-partner" />
      <section className="section" aria-labelledby="partner-form-heading">
        <div className="container">
          <h2 id="partner-form-heading">Partner application</h2>
          {loading ? (
            <Spinner label="Loading the application form" />
          ) : loaderData.ok ? (
            <DealerForm
              inputs={loaderData.inputs}
              formToken={actionData?.values.form_token || loaderData.formToken}
              values={actionData?.values}
              errors={actionData?.errors}
              verification={actionData?.verification}
            />
          ) : (
            <FormAlert tone="error">{loaderData.message}</FormAlert>
          )}
        </div>
      </section>
    </>
  );
}
