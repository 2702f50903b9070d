import { acceptedNoticeVersion, NOTICE_VERSION_FIELD } from "#app/content/consent-notice.ts";
import { PAGE_PATH_FIELD, sitePagePath } from "#app/modules/http/page-path.ts";
import { resolveCampaign } from "#app/modules/leads/schema/attribution.ts";
import { callbackWhen, validateCallback } from "#app/modules/leads/schema/callback-schema.ts";
import { ownCampaignOfPage, PAGE_CAMPAIGN_FIELD } from "#app/modules/leads/schema/campaign.ts";
import { toText } from "#app/modules/leads/schema/field-rules.ts";
import { LOCALE_FIELD, postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import { answersJson } from "#app/modules/leads/lead-fields.ts";
import type { LeadResult, LeadSubmission } from "./lead-result.ts";
import { storeLead, type IntakeDeps } from "./store-lead.server.ts";

/** "Request a call back": validate, then store through the same core as every lead (record 111). */
export function createCallbackIntake(deps: IntakeDeps) {
  return async function submitCallback(submission: LeadSubmission): Promise<LeadResult> {
    const { fields } = submission;
    const locale = postedLocale(fields[LOCALE_FIELD]);
    // One clock for the request: whether today's time is still open, and which day "today" is.
    const now = deps.now();
    const page = sitePagePath(fields[PAGE_PATH_FIELD]);
    const campaign = resolveCampaign(
      {
        campaignId: toText(fields.campaign_id),
        source: toText(fields.source),
        // The form is the same on every page: a page with its own campaign (the landing page) is known by its path.
        pageCampaign: ownCampaignOfPage(page) ?? toText(fields[PAGE_CAMPAIGN_FIELD]),
      },
      submission.visit ?? {},
    );
    const validation = validateCallback(
      {
        ...fields,
        campaign_id: campaign.campaignId,
        source: campaign.source,
      },
      locale,
      now,
    );
    if (!validation.ok) return { ok: false, reason: "invalid", fieldErrors: validation.errors };
    const v = validation.value;
    const when = callbackWhen(v.preferred_time, now);
    return storeLead(deps, submission, {
      kind: "callback",
      phone: v.phone_number,
      value: v,
      columns: {
        name: v.name,
        phone: v.phone_number,
        preferred_date: when.date,
        preferred_slot: when.slot,
        page_path: page,
        campaign_id: v.campaign_id,
        source: v.source,
        notice_version: acceptedNoticeVersion(fields[NOTICE_VERSION_FIELD]),
        locale,
        answers_json: answersJson("callback", v),
      },
    });
  };
}
