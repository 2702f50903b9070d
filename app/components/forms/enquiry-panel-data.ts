import type { Locale } from "#app/i18n/locales.ts";
import {
  fetchEnquiryQuestions,
  fetchFormToken,
  loadMessages,
} from "#app/modules/leads/client/lead-api-client.ts";
import type { ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";

export type PanelData =
  { state: "ready"; questions: ConceptStage[]; formToken: string } | { state: "failed"; message: string };

let pending: { locale: Locale; data: Promise<PanelData> } | undefined;

/**
 * The Enquire Now panel's questions and form token, asked for once per page as the panel opens, in
 * parallel with the form's code rather than after it (docs/decisions/197). A failed load is forgotten,
 * so trying again asks again.
 */
export function enquiryPanelData(locale: Locale): Promise<PanelData> {
  if (pending?.locale === locale) return pending.data;
  const data = Promise.all([fetchEnquiryQuestions(locale), fetchFormToken()]).then(
    ([questions, formToken]): PanelData => {
      if (!questions.ok) return { state: "failed", message: questions.message };
      if (!formToken) return { state: "failed", message: loadMessages(locale).fetchFailed };
      return { state: "ready", questions: questions.questions, formToken };
    },
  );
  pending = { locale, data };
  void data.then((loaded) => {
    if (loaded.state === "failed" && pending?.data === data) pending = undefined;
  });
  return data;
}
