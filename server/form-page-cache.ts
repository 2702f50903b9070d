import type { RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { FORM_TOKEN_PLACEHOLDER, PRERENDER_NONCE, routerContextFor } from "#app/request-context.ts";
import type { Services } from "#app/services.ts";
import { serverRenderedPaths } from "#app/content/prerender-paths.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * The form pages (docs/decisions/172), in every language: the same for every visitor but for the form token.
 */
export const FORM_PAGE_PATHS: ReadonlySet<string> = new Set(serverRenderedPaths);

/** As long as the question lists the forms show are cached (app/modules/leads/intake/questions.server.ts). */
export const FORM_PAGE_TTL_MS = 30_000;

/** The origin the shared pages are rendered under, like the build's prerendering. */
const RENDER_ORIGIN = "http://localhost";

type Rendered = { at: number; html: Promise<string | undefined> };

/**
 * Serves the form pages as fast as the prerendered ones (docs/decisions/172-form-pages-rendered-once.md).
 * Each is rendered once per FORM_PAGE_TTL_MS by React Router with the placeholder nonce and a
 * placeholder form token, kept in memory, and sent with this response's nonce and a fresh token, like
 * server/prerendered-pages.ts does for pages rendered at build time. Rendering here rather than at build
 * time keeps the question lists, which live in the database, current. A page asked for with a query
 * (a campaign link, a shared calculator estimate) is rendered for that request, as before.
 */
export function formPageCache({
  build,
  services,
}: {
  build: ServerBuild;
  services: Services;
}): RequestHandler {
  const now = () => services.now();
  const handle = createRequestHandler(build, "production");
  const onceRendered: Services = {
    ...services,
    forms: { ...services.forms, issueToken: () => FORM_TOKEN_PLACEHOLDER },
  };
  const cache = new Map<string, Rendered>();

  async function render(url: URL): Promise<string | undefined> {
    const context = routerContextFor({ nonce: PRERENDER_NONCE, services: onceRendered, clientIp: "" });
    const response = await handle(new Request(url), context);
    // Only a page that rendered as it should is shared; anything else is rendered per request.
    return response.status === 200 ? response.text() : undefined;
  }

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) return next();
    const path = req.path.replace(/\/+$/, "") || "/";
    if (!FORM_PAGE_PATHS.has(path)) return next();
    try {
      let entry = cache.get(path);
      if (!entry || now() - entry.at > FORM_PAGE_TTL_MS) {
        // One render at a time per page: concurrent visitors share it.
        // A fixed origin, as at build time: the page is shared, so nothing of this request's Host
        // header may end up in it.
        entry = { at: now(), html: render(new URL(path, RENDER_ORIGIN)) };
        cache.set(path, entry);
        entry.html.then(
          (html) => html === undefined && cache.delete(path),
          () => cache.delete(path),
        );
      }
      const html = await entry.html;
      if (html === undefined) return next();
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", CACHE_CONTROL.page);
      res.send(
        html
          .replaceAll(PRERENDER_NONCE, String(res.locals.nonce))
          .replaceAll(FORM_TOKEN_PLACEHOLDER, services.forms.issueToken()),
      );
    } catch (error) {
      next(error);
    }
  };
}
