import { site } from "#app/content/site.ts";

/**
 * What a form posts about its campaign (seed 000 sections 4 and 9): the `c_id` and `src` of its own
 * page's address (blank when absent), and the page's default campaign ('23', the landing page's '24').
 * The server fills blanks from the visit's landing (schema/attribution.ts), then from the default.
 */
export function campaignFromSearch(
  search: string | URLSearchParams,
  pageCampaign: string = site.campaign.default,
): { campaignId: string; source: string; pageCampaign: string } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return {
    campaignId: params.get("c_id")?.trim() ?? "",
    source: params.get("src")?.trim() ?? "",
    pageCampaign,
  };
}

/** The hidden input carrying the page's default campaign. */
export const PAGE_CAMPAIGN_FIELD = "page_campaign";
