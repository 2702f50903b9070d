import { EnquiryForm } from "./enquiry-form.tsx";
import { FormAlert } from "./form-parts.tsx";
import type { EnquiryActionData, EnquiryFormLoad } from "#app/routes/forms/enquiry-route.ts";

/**
 * The enquiry form of a server-rendered page (contact, landing): the loader's questions and token,
 * and after a no-JavaScript post that failed validation, what was typed and the messages. A failed
 * load shows the catalogue's message instead (docs/decisions/200, Errors).
 */
export function LoadedEnquiryForm({
  load,
  actionData,
  action,
  successPath,
  errorPath,
  onSubmitted,
  submitLabel,
}: {
  load: EnquiryFormLoad;
  actionData?: EnquiryActionData | undefined;
  action: string;
  successPath: string;
  errorPath: string;
  onSubmitted?: () => void;
  submitLabel?: string;
}) {
  if (!load.ok) return <FormAlert tone="error">{load.message}</FormAlert>;
  // Only a plain post's answer reaches the page (a script's goes to its fetcher): the form again.
  const returned = actionData && "values" in actionData ? actionData : undefined;
  const posted = returned?.values;
  return (
    <EnquiryForm
      questions={load.questions}
      // A post that came back with errors keeps its token: the visitor's first render time still counts.
      formToken={posted?.form_token || load.formToken}
      action={action}
      campaignId={posted?.campaign_id ?? load.campaignId}
      source={posted?.source ?? load.source}
      pageCampaign={load.pageCampaign}
      estimate={posted?.estimate ?? load.estimate}
      pagePath={posted?.page_path || load.pagePath}
      successPath={successPath}
      errorPath={errorPath}
      values={posted}
      errors={returned?.errors}
      onSubmitted={onSubmitted}
      {...(submitLabel ? { submitLabel } : {})}
    />
  );
}
