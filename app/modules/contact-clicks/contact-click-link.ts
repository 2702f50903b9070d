/**
 * Our contact links go through the site (docs/decisions/193): `/go/whatsapp?from=/hi/solar-panels/Kerala`
 * counts the click for its page and sends the visitor on to our WhatsApp chat, greeting from that page.
 * Isomorphic: the link is built in the page, read on the server (server/contact-click-redirect.ts).
 */
import { FROM_PAGE_PARAM, sitePagePath } from "#app/modules/http/page-path.ts";
import { ATTRIBUTION_PARAMS, touchFromSearch, type Touch } from "#app/modules/leads/schema/attribution.ts";

/** Where our counted contact links live: disallowed in robots.txt, answered noindex. */
export const CONTACT_CLICKS_PREFIX = "/go/";

/** The address a WhatsApp link points at. */
export const WHATSAPP_CLICK_PATH = `${CONTACT_CLICKS_PREFIX}whatsapp`;

/**
 * The campaign tags a click keeps: the campaign and its source, not the click ids (gclid, fbclid),
 * which name one browser and would make the click row personal data.
 */
export const CLICK_CAMPAIGN_PARAMS = ATTRIBUTION_PARAMS.filter(
  (name) => name !== "gclid" && name !== "fbclid",
);

/** The page's campaign tags a click keeps, or undefined. */
export function clickTouch(touch: Touch | undefined): Touch | undefined {
  if (!touch) return undefined;
  const kept: Touch = {};
  for (const name of CLICK_CAMPAIGN_PARAMS) if (touch[name]) kept[name] = touch[name];
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The WhatsApp link of a page: its path and the campaign tags of its address (a campaign link's
 * `?c_id=55&utm_source=news`), so a click is counted for the page and the campaign that brought the
 * visitor. Without the tags in the address the server reads the visit's (schema/attribution.ts).
 */
export function whatsappClickHref(pagePath: string, search = ""): string {
  const params = new URLSearchParams();
  params.set(FROM_PAGE_PARAM, sitePagePath(pagePath) || "/");
  const touch = clickTouch(touchFromSearch(search));
  for (const [name, value] of Object.entries(touch ?? {})) params.set(name, value);
  return `${WHATSAPP_CLICK_PATH}?${params.toString().replace(/%2F/g, "/")}`;
}
