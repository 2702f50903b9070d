import path from "node:path";
import type { Express } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { Services } from "#app/services.ts";
import { createApiApp } from "./api-app.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import type { Env } from "./env.ts";
import { formPageCache } from "./form-page-cache.ts";
import { loadContext } from "./load-context.ts";
import { prerenderedPages } from "./prerendered-pages.ts";
import { BUILD_URL_PATH, staticFiles } from "./static-files.ts";
import { visitAttribution } from "./visit-attribution.ts";
import { whatsappClickRedirect } from "./contact-click-redirect.ts";
import { WHATSAPP_CLICK_PATH } from "#app/modules/contact-clicks/contact-click-link.ts";

export type AppOptions = {
  env: Env;
  services: Services;
  /** Directory of `react-router build` output (production). */
  buildDir?: string;
};

/**
 * The HTTP application: the base app (security headers, compression, cross-site refusal, health), then
 * static assets, prerendered pages, and the React Router handler for everything else: pages, form
 * actions and the specification's JSON URLs (resource routes, docs/decisions/201).
 */
export async function createApp({ env, services, buildDir = "build" }: AppOptions): Promise<Express> {
  const app = createApiApp({ env, services });
  // Contact links counted by page, before the visit cookie so a click never sets one (record 193).
  app.get(WHATSAPP_CLICK_PATH, whatsappClickRedirect(services));
  // A campaign link's tags stay with the visit (docs/decisions/166).
  app.use(visitAttribution());
  // The sales console: personal data, so never cached and never indexed, whatever the route says.
  app.use("/sales", (_req, res, next) => {
    res.setHeader("Cache-Control", CACHE_CONTROL.console);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });

  const getLoadContext = loadContext(services);

  if (env.NODE_ENV === "development") {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    app.use(
      createRequestHandler({
        build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        getLoadContext,
        mode: "development",
      }),
    );
    return app;
  }

  const clientDir = path.resolve(buildDir, "client");
  // Built files, sent precompressed when the browser accepts it (docs/decisions/170).
  app.use(
    BUILD_URL_PATH,
    staticFiles(path.join(clientDir, BUILD_URL_PATH), {
      cacheControl: CACHE_CONTROL.immutable,
      fallthrough: false,
    }),
  );
  app.use(prerenderedPages(clientDir));
  app.use(staticFiles(clientDir, { cacheControl: CACHE_CONTROL.media }));
  const build = (await import(path.resolve(buildDir, "server", "index.js"))) as ServerBuild;
  app.use(formPageCache({ build, services }));
  app.use(createRequestHandler({ build, getLoadContext, mode: "production" }));
  return app;
}
