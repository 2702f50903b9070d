import { acceptedNoticeVersion, NOTICE_VERSION_FIELD } from "#app/content/consent-notice.ts";
import { leadEstimateFromParam } from "#app/modules/calculator/estimate-summary.server.ts";
import { PAGE_PATH_FIELD, sitePagePath } from "#app/modules/http/page-path.ts";
import { resolveCampaign } from "#app/modules/leads/schema/attribution.ts";
import { PAGE_CAMPAIGN_FIELD } from "#app/modules/leads/schema/campaign.ts";
import { validateEnquiry, type ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";
import { toText } from "#app/modules/leads/schema/field-rules.ts";
import { LOCALE_FIELD, postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import type { LeadResult, LeadSubmission } from "./lead-result.ts";
import { answersJson } from "#app/modules/leads/lead-fields.ts";
import { askAboutPincode } from "./pincode-question.server.ts";
import type { QuestionStore } from "./questions.server.ts";
import { storeLead, type IntakeDeps } from "./store-lead.server.ts";

/** Answers as asked: each question's id and title at the time, beside the answer (docs/decisions/100). */
export function answersAsAsked(stages: readonly ConceptStage[], answers: Record<string, string>) {
  return stages.map((s) => ({
    id: s.ch_stage_id,
    title: s.ch_stage_title,
    answer: answers[String(s.ch_stage_id)] ?? "",
  }));
}

/** The enquiry and landing-page quote forms: validate against today's questions, then store. */
export function createEnquiryIntake(deps: IntakeDeps, questions: QuestionStore) {
  return async function submitEnquiry(submission: LeadSubmission): Promise<LeadResult> {
    const stages = await questions.enquiryStages();
    const { fields } = submission;
    // The page's language: the messages are in it, and the lead keeps it (docs/decisions/180).
    const locale = postedLocale(fields[LOCALE_FIELD]);
    // A blank campaign is the visit's (a campaign link three pages ago), else the page's default.
    const campaign = resolveCampaign(
      {
        campaignId: toText(fields.campaign_id),
        source: toText(fields.source),
        pageCampaign: toText(fields[PAGE_CAMPAIGN_FIELD]),
      },
      submission.visit ?? {},
    );
    const validation = validateEnquiry(
      { ...fields, campaign_id: campaign.campaignId, source: campaign.source },
      stages,
      locale,
    );
    if (!validation.ok) return { ok: false, reason: "invalid", fieldErrors: validation.errors };
    const v = validation.value;
    const pincode = askAboutPincode(v, fields, locale);
    if (!pincode.ok) return pincode.result;
    return storeLead(deps, submission, {
      kind: "enquiry",
      phone: v.phone_number,
      email: v.email,
      value: v,
      flags: pincode.flags,
      columns: {
        name: v.name,
        email: v.email,
        phone: v.phone_number,
        state: v.state,
        district: v.district,
        city: v.city,
        pincode: v.pincode,
        category: v.category,
        campaign_id: v.campaign_id,
        source: v.source,
        zonal_name: v.zonal_name,
        requirements_json: JSON.stringify(answersAsAsked(stages, v.enquiry_requirements)),
        calculator_estimate: attachedEstimate(submission.fields),
        notice_version: acceptedNoticeVersion(submission.fields[NOTICE_VERSION_FIELD]),
        locale,
        page_path: sitePagePath(fields[PAGE_PATH_FIELD]),
        answers_json: answersJson("enquiry", v),
      },
    });
  };
}

/**
 * The calculator estimate posted in the optional `estimate` field (the calculator's query string),
 * recomputed here so a visitor cannot put figures of their own into a lead. Null when absent or junk.
 */
function attachedEstimate(fields: Record<string, unknown>): string | null {
  const param = typeof fields.estimate === "string" ? fields.estimate.slice(0, 1000) : null;
  const summary = leadEstimateFromParam(param);
  return summary ? JSON.stringify({ path: summary.path, text: summary.text, data: summary.data }) : null;
}
