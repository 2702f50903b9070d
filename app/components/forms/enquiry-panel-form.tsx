import { useCallback, useEffect, useState } from "react";
import { EnquiryForm } from "./enquiry-form.tsx";
import formsStyles from "./forms.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ActionRouteReady, FormAlert } from "./form-parts.tsx";
import { campaignFromSearch } from "#app/modules/leads/schema/campaign.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { enquiryPanelData, type PanelData } from "./enquiry-panel-data.ts";

type Loaded = { state: "loading" } | PanelData;

/** The route whose action the panel posts to, with or without JavaScript (in the page's language). */
const PANEL_ACTION = "/contact";

/**
 * The enquiry form inside the Enquire Now panel. Most pages are prerendered, so the questions and the
 * form token are fetched from the API the first time the panel opens (never on page load), as the
 * panel opens, beside this code (enquiry-panel-data.ts). It posts to the contact page's action
 * (docs/decisions/201), made ready as the panel opens (`ActionRouteReady`).
 */
export function EnquiryPanelForm({ onSubmitted }: { onSubmitted: () => void }) {
  return (
    <>
      <Stylesheet href={formsStyles} />
      <ActionRouteReady action={localizedPath(PANEL_ACTION, useLocale())} />
      <PanelFormContent onSubmitted={onSubmitted} />
    </>
  );
}

function PanelFormContent({ onSubmitted }: { onSubmitted: () => void }) {
  // Mounted the first time the panel opens (app/components/layout/enquire-now.tsx), so loading starts now.
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const locale = useLocale();
  const text = useCatalogue().forms;
  const load = useCallback(() => void enquiryPanelData(locale).then(setLoaded), [locale]);
  useEffect(load, [load]);

  if (loaded.state === "ready") {
    const { campaignId, source, pageCampaign } = campaignFromSearch(window.location.search);
    return (
      <EnquiryForm
        questions={loaded.questions}
        formToken={loaded.formToken}
        // The form keeps the page's language on these (localizedPath).
        action={PANEL_ACTION}
        campaignId={campaignId}
        source={source}
        pageCampaign={pageCampaign}
        successPath="/success"
        errorPath="/error"
        onSubmitted={onSubmitted}
      />
    );
  }
  if (loaded.state === "failed") {
    return (
      <>
        <FormAlert tone="error">{loaded.message}</FormAlert>
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            setLoaded({ state: "loading" });
            load();
          }}
        >
          {text.common.tryAgain}
        </button>
      </>
    );
  }
  return <Spinner label={text.enquiry.loading} />;
}
