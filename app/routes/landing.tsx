import type { Route } from "./+types/landing";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
// --- lead form (issue 4): loader/action + QuoteFormSlot + GetAQuoteButton ---
import { GetAQuoteButton } from "#app/components/sections/get-a-quote-button.tsx";
import { LANDING_OUTCOMES, QUOTE_FORM_ID, QuoteFormSlot } from "#app/components/sections/quote-form-slot.tsx";
import { loadEnquiryForm, submitEnquiryForm } from "#app/modules/leads/enquiry-route.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${site.product} Integrated Solar Roof`,
    description: `Get a quote for the ${site.product} integrated solar roof: a roof and a power plant in one.`,
    path: "/integrated-solar-roof",
  });

// --- lead form (issue 4) ---
/** The quote form's questions and token; the landing campaign id unless the link carries c_id. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEnquiryForm(request, context, site.campaign.landing);
}

/** The quote form's no-JavaScript post. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitEnquiryForm(request, context, LANDING_OUTCOMES);
}
// --- end lead form ---

export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <div className="home-intro">
        <div className="container">
          <h1 className="home-intro__heading">{site.product} Integrated Solar Roof</h1>
        </div>
      </div>
      <ComingSoon what="Our integrated solar roof page" />
      {/* --- lead form (issue 4) --- */}
      <div id={QUOTE_FORM_ID}>
        <QuoteFormSlot load={loaderData} actionData={actionData} />
      </div>
      <GetAQuoteButton />
      {/* --- end lead form --- */}
    </>
  );
}
