import { useCallback, useEffect, useState } from "react";
import { EnquiryForm } from "./enquiry-form.tsx";
import formsStyles from "./forms.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { FormAlert } from "./form-parts.tsx";
import { campaignFromSearch } from "#app/modules/leads/schema/campaign.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import {
  fetchEnquiryQuestions,
  fetchFormToken,
  loadMessages,
} from "#app/modules/leads/client/lead-api-client.ts";
import type { ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";

type Loaded =
  | { state: "loading" }
  | { state: "ready"; questions: ConceptStage[]; formToken: string }
  | { state: "failed"; message: string };

/**
 * The enquiry form inside the Enquire Now panel. Most pages are prerendered, so the questions and the
 * form token are fetched from the API the first time the panel opens (never on page load).
 */
export function EnquiryPanelForm({ onSubmitted }: { onSubmitted: () => void }) {
  return (
    <>
      <Stylesheet href={formsStyles} />
      <PanelFormContent onSubmitted={onSubmitted} />
    </>
  );
}

function PanelFormContent({ onSubmitted }: { onSubmitted: () => void }) {
  // Mounted the first time the panel opens (app/components/layout/enquire-now.tsx), so loading starts now.
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const locale = useLocale();
  const text = useCatalogue().forms;
  const load = useCallback(() => {
    void Promise.all([fetchEnquiryQuestions(locale), fetchFormToken()]).then(([questions, formToken]) => {
      if (!questions.ok) setLoaded({ state: "failed", message: questions.message });
      else if (!formToken) setLoaded({ state: "failed", message: loadMessages(locale).fetchFailed });
      else setLoaded({ state: "ready", questions: questions.questions, formToken });
    });
  }, [locale]);
  useEffect(load, [load]);

  if (loaded.state === "ready") {
    const { campaignId, source, pageCampaign } = campaignFromSearch(window.location.search);
    return (
      <EnquiryForm
        questions={loaded.questions}
        formToken={loaded.formToken}
        // The form keeps the page's language on these (localizedPath).
        action="/contact"
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
