/**
 * Loader and action halves shared by the pages that render the enquiry form on the server (/contact,
 * /integrated-solar-roof). They reach the lead system through the request context's services, so
 * a visitor without JavaScript gets the same rules, messages and storage as the API.
 */
import { postedText } from "#app/modules/http/posted-form.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { localeFromPath, localizedPath, type Locale } from "#app/i18n/locales.ts";
import type { LeadResult } from "#app/modules/leads/intake/lead-result.ts";
import { visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import { campaignFromSearch } from "#app/modules/leads/schema/campaign.ts";
import type { ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";
import { loadMessages } from "#app/modules/leads/client/lead-api-client.ts";
import { postedFormLocale, SENT_BY_SCRIPT_FIELD } from "#app/modules/leads/schema/form-protection.ts";
import { leadRefusalMessage } from "#app/modules/leads/schema/messages.ts";
import { requestFrom } from "#app/request-context.ts";
import { FROM_PAGE_PARAM, sitePagePath } from "#app/modules/http/page-path.ts";

export type EnquiryFormLoad =
  | {
      ok: true;
      questions: ConceptStage[];
      formToken: string;
      /** The page address's own c_id / src ("" when absent) and the page's default campaign. */
      campaignId: string;
      source: string;
      pageCampaign: string;
      /**
       * The solar calculator's inputs when the visitor came from its quote link (docs/decisions/143), else
       * "".
       */
      estimate: string;
      /**
       * The page the visitor came from when a link brought them here to enquire (Enquire Now without
       * JavaScript: `/contact?from=/about`), else "" (the form's own page). docs/decisions/193.
       */
      pagePath: string;
    }
  | { ok: false; message: string };

/**
 * The calculator's quote link is `/contact?estimate=<calculator query>#leave-a-message` (docs/decisions/143).
 * The form carries that query in a hidden `estimate` field so the lead can be stored with it; the server
 * recomputes the figures from it rather than trusting any. Capped like the calculator's own parser.
 */
export const ESTIMATE_FIELD = "estimate";
export function calculatorEstimateParam(params: URLSearchParams): string {
  const value = params.get(ESTIMATE_FIELD)?.trim() ?? "";
  return value.length <= 300 ? value : "";
}

/**
 * What a lead form's action answers its script (`SENT_BY_SCRIPT_FIELD`), which is never redirected: the
 * lead was stored, the fields were refused (with what to carry when sending again), the bot check is
 * wanted, or the sentence for the error page (docs/decisions/201). `notSent` is the page's
 * `clientAction` saying the post never left the browser.
 */
export type LeadFormAnswer =
  | { stored: true }
  | { errors: Record<string, string>; confirm?: Record<string, string> }
  | { botCheckRequired: true; message: string }
  | { refused: string }
  | { notSent: true };

/** The intake's result as the form's script reads it, with its HTTP status. */
export function leadFormAnswer(result: LeadResult, locale: Locale) {
  if (result.ok) return data<LeadFormAnswer>({ stored: true });
  if (result.reason === "invalid") {
    const confirm = result.confirm ? { confirm: result.confirm } : {};
    return data<LeadFormAnswer>({ errors: result.fieldErrors, ...confirm }, { status: 400 });
  }
  const message = leadRefusalMessage(result, locale);
  return result.reason === "bot_check_required"
    ? data<LeadFormAnswer>({ botCheckRequired: true, message }, { status: 403 })
    : data<LeadFormAnswer>({ refused: message }, { status: 422 });
}

/** What a plain post that failed validation gets back: the typed values and the messages. */
export type EnquiryActionData =
  { values: Record<string, string>; errors: Record<string, string> } | LeadFormAnswer;

export async function loadEnquiryForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  defaultCampaign?: string,
): Promise<EnquiryFormLoad> {
  const { services } = requestFrom(context, "leads");
  const messages = loadMessages(localeFromPath(new URL(request.url).pathname));
  const { campaignId, source, pageCampaign } = campaignFromSearch(
    new URL(request.url).searchParams,
    defaultCampaign,
  );
  let questions: ConceptStage[];
  try {
    questions = await services.leads.enquiryQuestions();
  } catch {
    return { ok: false, message: messages.fetchFailed };
  }
  if (questions.length === 0) return { ok: false, message: messages.noStages };
  return {
    ok: true,
    questions,
    formToken: services.forms.issueToken(),
    campaignId,
    source,
    pageCampaign,
    estimate: calculatorEstimateParam(new URL(request.url).searchParams),
    pagePath: sitePagePath(new URL(request.url).searchParams.get(FROM_PAGE_PARAM)),
  };
}

/**
 * The outcome page after a no-JavaScript post, in the form's language. The form's action carries a
 * fragment (#leave-a-message) so errors scroll into view; browsers keep that fragment across a redirect
 * unless the new address has its own, so the outcome page names its main region instead.
 */
export function afterPost(path: string, locale: Locale = "en"): string {
  return `${localizedPath(path, locale)}#main`;
}

/**
 * The enquiry form's one door, with or without JavaScript (docs/decisions/201): stored → the success
 * page; invalid → the form again with the messages beside the fields; anything else → the error page
 * (docs/decisions/160). The form's script gets the same outcomes as data (`LeadFormAnswer`).
 */
export async function submitEnquiryForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  outcome: { successPath: string; errorPath: string },
) {
  const { services, clientIp } = requestFrom(context, "leads");
  const fields = await postedText(request);
  const locale = postedFormLocale(request, fields);
  const visit = visitFromCookieHeader(request.headers.get("Cookie"));
  const byScript = fields[SENT_BY_SCRIPT_FIELD] === "1";
  // The script can run the bot check when asked, as the API's callers can; a plain post cannot.
  const via = byScript ? "api" : "form";
  const result = await services.leads.submitEnquiry({ fields, clientIp, via, visit });
  if (byScript) return leadFormAnswer(result, locale);
  if (result.ok) return redirect(afterPost(outcome.successPath, locale));
  if (result.reason === "invalid") {
    return data<EnquiryActionData>(
      { values: { ...fields, ...result.confirm }, errors: result.fieldErrors },
      { status: 400 },
    );
  }
  return redirect(afterPost(outcome.errorPath, locale));
}
