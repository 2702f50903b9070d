import type { RequestHandler } from "express";
import { site } from "#app/content/site.ts";
import { whatsappHref } from "#app/content/whatsapp.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { clickPageName } from "#app/modules/contact-clicks/click-page-name.server.ts";
import { clickTouch } from "#app/modules/contact-clicks/contact-click-link.ts";
import { FROM_PAGE_PARAM, sitePagePath } from "#app/modules/http/page-path.ts";
import { touchFromSearch, visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import { consoleLogger, type Logger } from "#app/platform/observability/logger.server.ts";
import type { Services } from "#app/services.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * GET /go/whatsapp?from=<page path> (docs/decisions/193): counts a click on a page's WhatsApp link, then
 * sends the visitor on (302) to our chat with the greeting that names the page, in its language. It
 * only ever sends to wa.me with the site's number (nothing in the address chooses where), sets no
 * cookie, and stores no address, phone or cookie: the page, its language, its campaign tags, the time.
 * A click past the flood limits, or one the database could not take, is still sent on, uncounted.
 * HEAD (link checkers, previews) is answered the same way and counted never.
 */
export function whatsappClickRedirect(services: Services, logger: Logger = consoleLogger): RequestHandler {
  return async (req, res) => {
    const query = req.originalUrl.split("?")[1] ?? "";
    const pagePath = sitePagePath(new URLSearchParams(query).get(FROM_PAGE_PARAM));
    const locale = localeFromPath(pagePath || "/");
    if (req.method === "GET") {
      // The page's own tags, else the visit's latest landing (read, never set, here).
      const touch = clickTouch(touchFromSearch(query) ?? visitFromCookieHeader(req.headers.cookie).last);
      try {
        await services.contactClicks.record({ channel: "whatsapp", pagePath, locale, touch }, req.ip ?? "");
      } catch (error) {
        logger.error("contact click not counted", { error: String(error), page: pagePath });
      }
    }
    res.setHeader("Cache-Control", CACHE_CONTROL.api);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.redirect(302, whatsappHref(clickPageName(pagePath || "/"), site.whatsapp, locale));
  };
}
