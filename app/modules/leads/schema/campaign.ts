import { site } from "#app/content/site.ts";
import { unlocalizedPath } from "#app/i18n/locales.ts";

/**
 * What a form posts about its campaign (docs/decisions/200, Forms): the `c_id` and `src` of its own
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

/**
 * The pages with a campaign of their own, by address in English (docs/decisions/200, Forms: the landing
 * page's '24').
 */
const PAGE_CAMPAIGNS: Readonly<Record<string, string>> = {
  "/integrated-solar-roof": site.campaign.landing,
};

/**
 * The campaign of the page at `path` (in any language) when the page has its own, else undefined. For a
 * form that does not know which page it is on (the shared call-back form posts only its `page_path`), the
 * server files the lead under its page's campaign as the page's own form would (docs/decisions/194).
 */
export function ownCampaignOfPage(path: string): string | undefined {
  const page = unlocalizedPath(path).replace(/(.)\/+$/, "$1");
  return Object.hasOwn(PAGE_CAMPAIGNS, page) ? PAGE_CAMPAIGNS[page] : undefined;
}
