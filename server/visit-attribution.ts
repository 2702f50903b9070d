import type { RequestHandler } from "express";
import {
  encodeVisit,
  touchFromSearch,
  visitFromCookieHeader,
  VISIT_COOKIE,
  withTouch,
} from "#app/modules/leads/schema/attribution.ts";

/**
 * A page opened from a campaign link (`?c_id=77&src=fb&utm_campaign=x`) remembers the campaign for the
 * rest of the visit, in a cookie that ends with the browser session (docs/decisions/166): every enquiry of
 * the visit, from any page, with or without JavaScript, is filed under it (schema/attribution.ts). It runs
 * before the prerendered pages, so their static HTML needs nothing of its own. The cookie holds
 * campaign tags only, nothing about the person.
 */
export function visitAttribution(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || req.path.startsWith("/api/") || req.path.startsWith("/_build/"))
      return next();
    const query = req.originalUrl.split("?")[1];
    const touch = query ? touchFromSearch(query) : undefined;
    if (touch) {
      const visit = withTouch(visitFromCookieHeader(req.headers.cookie), touch);
      res.append(
        "Set-Cookie",
        `${VISIT_COOKIE}=${encodeVisit(visit)}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      );
    }
    next();
  };
}
