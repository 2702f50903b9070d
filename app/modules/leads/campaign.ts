import { site } from "#app/content/site.ts";

/**
 * The campaign id and source a form sends (seed 000 sections 4 and 9): the `c_id` and `src` query
 * parameters, or the page's default campaign ('23', the landing page's '24') and 'website' when
 * absent or blank.
 */
export function campaignFromSearch(
  search: string | URLSearchParams,
  defaultCampaign: string = site.campaign.default,
): { campaignId: string; source: string } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return {
    campaignId: params.get("c_id")?.trim() || defaultCampaign,
    source: params.get("src")?.trim() || site.defaultSource,
  };
}
