import { useEffect, useState } from "react";
import { EnquiryForm } from "./enquiry-form.tsx";
import { FormAlert, Spinner } from "./form-parts.tsx";
import { campaignFromSearch } from "#app/modules/leads/campaign.ts";
import { fetchEnquiryQuestions, fetchFormToken, ENQUIRY_LOAD_MESSAGES } from "#app/modules/leads/lead-api-client.ts";
import type { ConceptStage } from "#app/modules/leads/enquiry-schema.ts";

type Loaded =
  | { state: "idle" | "loading" }
  | { state: "ready"; questions: ConceptStage[]; formToken: string }
  | { state: "failed"; message: string };

/**
 * The enquiry form inside the Enquire Now panel. Most pages are prerendered, so the questions and the
 * form token are fetched from the API the first time the panel opens (never on page load).
 */
export function EnquiryPanelForm({ active, onSubmitted }: { active: boolean; onSubmitted: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active || loaded.state === "ready" || loaded.state === "loading") return;
    if (loaded.state === "failed" && attempt === 0) return;
    setLoaded({ state: "loading" });
    void Promise.all([fetchEnquiryQuestions(), fetchFormToken()]).then(([questions, formToken]) => {
      if (!questions.ok) setLoaded({ state: "failed", message: questions.message });
      else if (!formToken) setLoaded({ state: "failed", message: ENQUIRY_LOAD_MESSAGES.fetchFailed });
      else setLoaded({ state: "ready", questions: questions.questions, formToken });
    });
    // Loading again only on open or on "Try again", not when the state itself changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, attempt]);

  if (loaded.state === "ready") {
    const { campaignId, source } = campaignFromSearch(window.location.search);
    return (
      <EnquiryForm
        questions={loaded.questions}
        formToken={loaded.formToken}
        action="/contact"
        campaignId={campaignId}
        source={source}
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
        <button type="button" className="button button--outline" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </>
    );
  }
  return <Spinner label="Loading the enquiry form" />;
}
