import type { NextFunction, Request, Response } from "express";

export const CROSS_SITE_MESSAGE = "Cross-site requests are not accepted.";

/**
 * Refuses cross-site POSTs (docs/decisions/105): `Sec-Fetch-Site: cross-site` is refused; without that
 * header, an `Origin` must be the site's own or one of `allowedOrigins`. Requests with neither header
 * (server-to-server tools) pass: they cannot carry a visitor's cookies or be forged by a page.
 */
export function sameOriginPosts(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((o) => o.trim().replace(/\/$/, "")).filter(Boolean));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    res.append("Vary", "Sec-Fetch-Site, Origin");
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    const refused =
      site === "cross-site" || (!site && origin !== undefined && origin !== own && !allowed.has(origin));
    if (!refused) return next();
    res.status(403).json({ status: 403, message: CROSS_SITE_MESSAGE });
  };
}
