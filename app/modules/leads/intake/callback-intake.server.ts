import { acceptedNoticeVersion, NOTICE_VERSION_FIELD } from "#app/content/consent-notice.ts";
import { resolveCampaign } from "#app/modules/leads/schema/attribution.ts";
import { callbackWhen, validateCallback } from "#app/modules/leads/schema/callback-schema.ts";
import { ownCampaignOfPage, PAGE_CAMPAIGN_FIELD } from "#app/modules/leads/schema/campaign.ts";
import { toText } from "#app/modules/leads/schema/field-rules.ts";
import { LOCALE_FIELD, postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import type { LeadResult, LeadSubmission } from "./lead-result.ts";
import { storeLead, type IntakeDeps } from "./store-lead.server.ts";

/** The page a request was made on: a site path only, kept short (it is shown to sales). */
function pagePath(value: unknown): string {
  const path = toText(value);
  return /^\/[A-Za-z0-9/_.-]{0,200}$/.test(path) ? path : "";
}

/** "Request a call back": validate, then store through the same core as every lead (record 111). */
export function createCallbackIntake(deps: IntakeDeps) {
  return async function submitCallback(submission: LeadSubmission): Promise<LeadResult> {
    const { fields } = submission;
    const locale = postedLocale(fields[LOCALE_FIELD]);
    const page = pagePath(fields.page_path);
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
    );
    if (!validation.ok) return { ok: false, reason: "invalid", fieldErrors: validation.errors };
    const v = validation.value;
    const when = callbackWhen(v.preferred_time, deps.now());
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
      },
    });
  };
}
