import compression from "compression";
import express, { type Express } from "express";
import type { Services } from "#app/services.ts";
import { apiRouter } from "./api/router.ts";
import type { Env } from "./env.ts";
import { securityHeaders } from "./security-headers.ts";
import { statesCities } from "./states-cities.ts";

/**
 * The HTTP application up to and including the API: security headers, compression, /api and the
 * reference data. The site (server/app.ts) builds on it; the benchmark and the crash test serve it
 * alone, without loading React Router (scripts/api-server.ts).
 */
export function createApiApp({ env, services }: { env: Env; services: Services }): Express {
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store and pages carry a fresh nonce each time: an ETag would never match.
  app.disable("etag");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders({ forceHttps: env.FORCE_HTTPS }));
  app.use("/api", apiRouter({ services, allowedOrigins: allowedOrigins(env) }));
  statesCities(app);
  return app;
}

export function allowedOrigins(env: Env): string[] {
  return env.ALLOWED_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
}
