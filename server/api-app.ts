import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import type { Logger } from "#app/platform/observability/logger.server.ts";
import type { Services } from "#app/services.ts";
import { apiRouter } from "./api/router.ts";
import { bodyLimit } from "./body-limit.ts";
import type { Env } from "./env.ts";
import { securityHeaders } from "./security-headers.ts";
import { statesCities } from "./states-cities.ts";

/**
 * The HTTP application up to and including the API: security headers, compression, /api and the
 * reference data. The site (server/app.ts) builds on it; the benchmark and the crash test serve it
 * alone, without loading React Router (scripts/api-server.ts).
 */
export function createApiApp({
  env,
  services,
  logger,
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
  app.use("/api", apiRouter({ services, allowedOrigins: allowedOrigins(env), logger }));
  statesCities(app);
  return app;
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
