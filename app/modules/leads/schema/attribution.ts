import { site } from "#app/content/site.ts";

/**
 * Where a visit came from (docs/decisions/166): the campaign parameters of the address a visitor landed on,
 * kept for the whole visit so an enquiry sent three pages later still carries them. The first and
 * the latest landing of the visit are both stored with the lead.
 */
export const ATTRIBUTION_PARAMS = [
  "c_id",
  "src",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
] as const;

export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];
export type Touch = Partial<Record<AttributionParam, string>>;
export type Visit = { first?: Touch; last?: Touch };

/** Campaign values are ids and tags; anything else (or over 200 characters) is not kept. */
const SAFE_VALUE = /^[A-Za-z0-9_.~+-]{1,200}$/;

/** The campaign parameters of an address, or undefined when it carries none worth keeping. */
export function touchFromSearch(search: string | URLSearchParams): Touch | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const touch: Touch = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && SAFE_VALUE.test(value)) touch[name] = value;
  }
  return Object.keys(touch).length > 0 ? touch : undefined;
}

/** A visit after landing on an address with `touch`: the first landing stays, the latest replaces. */
export function withTouch(visit: Visit, touch: Touch): Visit {
  return { first: visit.first ?? touch, last: touch };
}

/** The visit cookie's name (set by server/visit-attribution.ts on landing, read with each lead). */
export const VISIT_COOKIE = "arka_visit";

export function encodeVisit(visit: Visit): string {
  return encodeURIComponent(JSON.stringify(visit));
}

/** The visit a cookie value describes; junk reads as no visit (never an error: it is only a hint). */
export function decodeVisit(value: string | undefined): Visit {
  if (!value) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as { first?: unknown; last?: unknown };
    const clean = (touch: unknown): Touch | undefined =>
      touch && typeof touch === "object"
        ? touchFromSearch(new URLSearchParams(touch as Record<string, string>))
        : undefined;
    const first = clean(parsed.first);
    const last = clean(parsed.last);
    return { ...(first ? { first } : {}), ...(last ? { last } : {}) };
  } catch {
    return {};
  }
}

/** The visit cookie's value in a Cookie header. */
export function visitFromCookieHeader(header: string | null | undefined): Visit {
  const match = new RegExp(`(?:^|;\\s*)${VISIT_COOKIE}=([^;]*)`).exec(header ?? "");
  return decodeVisit(match?.[1]);
}

/**
 * The campaign id and source a lead is filed under (docs/decisions/200, Forms): what the form posted
 * (its page's own `c_id` / `src`), else the visit's latest landing, else the page's default campaign
 * ('23', the landing page's '24') and 'website'. The defaults apply only when the visit had none.
 */
export function resolveCampaign(
  posted: { campaignId: string; source: string; pageCampaign: string },
  visit: Visit,
): { campaignId: string; source: string } {
  return {
    campaignId: posted.campaignId || visit.last?.c_id || posted.pageCampaign || site.campaign.default,
    source: posted.source || visit.last?.src || site.defaultSource,
  };
}
