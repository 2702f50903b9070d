import { LoadedEnquiryForm } from "#app/components/forms/loaded-enquiry-form.tsx";
import type { EnquiryActionData, EnquiryFormLoad } from "#app/routes/forms/enquiry-route.ts";
import formsStyles from "#app/components/forms/forms.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/** Where the landing page's form sends visitors (docs/decisions/200, Routes). */
export const LANDING_OUTCOMES = {
  successPath: "/integrated-solar-roof/success",
  errorPath: "/integrated-solar-roof/error",
} as const;

/** The anchor the floating 'Get A Quote' button scrolls to. */
export const QUOTE_FORM_ID = "get-a-quote";

/**
 * The landing page's 'Get A Quote' form: the enquiry form with the landing campaign id ('24' unless
 * the link carries c_id), posting to the landing page itself without JavaScript. Render it inside
 * `<div id="get-a-quote">`, with the landing route's loader and action data.
 */
export function QuoteFormSlot({
  load,
  actionData,
}: {
  load: EnquiryFormLoad;
  actionData?: EnquiryActionData | undefined;
}) {
  const label = useCatalogue().forms.enquiry.getAQuote;
  return (
    <section className="section quote-form" aria-labelledby="get-a-quote-heading">
      <div className="container">
        <h2 id="get-a-quote-heading">{label}</h2>
        <LoadedEnquiryForm
          load={load}
          actionData={actionData}
          action={`/integrated-solar-roof#${QUOTE_FORM_ID}`}
          submitLabel={label}
          {...LANDING_OUTCOMES}
        />
      </div>
      <Stylesheet href={formsStyles} />
    </section>
  );
}
