import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { consoleLogger, type Logger } from "#app/platform/observability/logger.server.ts";
import type { Services } from "#app/services.ts";
import { bodyLimit } from "./body-limit.ts";
import { cspReport } from "./csp-report.ts";
import type { Env } from "./env.ts";
import { sameOriginPosts } from "./same-origin.ts";
import { securityHeaders } from "./security-headers.ts";

/**
 * The HTTP application below React Router: security headers, compression, the methods answered, the
 * cross-site refusal of every POST (API and form posts alike), and the two endpoints that are not the
 * specification's: the health check and the CSP reports. The specification's JSON URLs are resource
 * routes (app/routes/api): the site serves them from its build (server/app.ts), the API-only server
 * from server/api-routes.ts (docs/decisions/201).
 */
export function createApiApp({
  env,
  services,
  logger = consoleLogger,
}: {
  env: Env;
  services: Services;
  logger?: Logger;
}): Express {
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store and pages carry a fresh nonce each time: an ETag would never match.
  app.disable("etag");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(onlyKnownMethods);
  app.use(compression());
  app.use(securityHeaders({ forceHttps: env.FORCE_HTTPS, canonicalHost: env.CANONICAL_HOST }));
  // Before anything reads a body: every path, pages' form posts included (docs/decisions/198).
  app.use(bodyLimit(env.HTTP_BODY_LIMIT_BYTES));
  app.use(healthAndReports(services, logger));
  // Every POST must come from our own pages or a listed origin (docs/decisions/100).
  app.use(sameOriginPosts(allowedOrigins(env)));
  return app;
}

/** GET /api/health and POST /api/csp-report: operations' endpoints, not among the JSON URLs of docs/decisions/200. */
export function healthAndReports(services: Services, logger: Logger) {
  const router = express.Router();
  router.use(["/health", "/csp-report"], (_req, res, next) => {
    res.setHeader("Cache-Control", CACHE_CONTROL.api);
    next();
  });
  router.get("/health", async (_req, res) => {
    const report = await services.checkHealth();
    if (!report.ok) logger.error("health degraded", report.checks);
    res.status(report.ok ? 200 : 503).json({ status: report.ok ? "ok" : "degraded", checks: report.checks });
  });
  cspReport(router, services, logger);
  return express.Router().use("/api", router);
}

/** The methods the site answers; TRACE, PUT and the rest get 405 before any handler (and no stack trace). */
const METHODS = new Set(["GET", "HEAD", "POST"]);

function onlyKnownMethods(req: Request, res: Response, next: NextFunction) {
  if (METHODS.has(req.method)) return next();
  res.setHeader("Allow", [...METHODS].join(", "));
  res.status(405).json({ status: 405, message: "Method not allowed" });
}

export function allowedOrigins(env: Env): string[] {
  return env.ALLOWED_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
}
