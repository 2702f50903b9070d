import path from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext } from "#app/request-context.ts";
import type { Services } from "#app/services.ts";
import { apiRouter } from "./api/router.ts";
import { CACHE_CONTROL } from "./cache-control.ts";
import type { Env } from "./env.ts";
import { sameOriginPosts } from "./api/same-origin.ts";
import { prerenderedPages } from "./prerendered-pages.ts";
import { securityHeaders } from "./security-headers.ts";
import { statesCities } from "./states-cities.ts";

export type AppOptions = {
  env: Env;
  services: Services;
  /** Directory of `react-router build` output (production). */
  buildDir?: string;
  /** Serve only the API and reference data (benchmarks and crash tests, which need no site build). */
  apiOnly?: boolean;
};

/**
 * The HTTP application: security headers and compression, the /api router, static assets, prerendered
 * pages, and the React Router handler for everything else.
 */
export async function createApp({
  env,
  services,
  buildDir = "build",
  apiOnly = false,
}: AppOptions): Promise<Express> {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders({ forceHttps: env.FORCE_HTTPS }));
  const allowedOrigins = env.ALLOWED_ORIGINS.split(",").filter(Boolean);
  app.use("/api", apiRouter({ services, allowedOrigins }));
  statesCities(app);
  if (apiOnly) return app;
  // Form posts to route actions (no-JavaScript forms) get the same cross-site refusal as the API.
  app.use(sameOriginPosts(allowedOrigins));

  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(requestContext, { nonce: String(res.locals.nonce), services, clientIp: req.ip ?? "" });
    return context;
  };

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
  app.use(
    "/_build",
    express.static(path.join(clientDir, "_build"), {
      immutable: true,
      maxAge: "1y",
      fallthrough: false,
      setHeaders: (res) => res.setHeader("Cache-Control", CACHE_CONTROL.immutable),
    }),
  );
  app.use(prerenderedPages(clientDir));
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", CACHE_CONTROL.media),
    }),
  );
  const build = (await import(path.resolve(buildDir, "server", "index.js"))) as ServerBuild;
  app.use(createRequestHandler({ build, getLoadContext, mode: "production" }));
  return app;
}
