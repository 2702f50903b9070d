import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { site } from "#app/content/site.ts";
import { leadMessages } from "#app/modules/leads/schema/messages.ts";
import { postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import { consoleLogger, type Logger } from "#app/platform/observability/logger.server.ts";
import type { Services } from "#app/services.ts";
import { CACHE_CONTROL } from "../cache-control.ts";
import { botCheckChallenge } from "./bot-check-challenge.ts";
import { callbackCreate } from "./callback-create.ts";
import { cspReport } from "./csp-report.ts";
import { dealerCreate } from "./dealer-create.ts";
import { dealerInputsList } from "./dealer-inputs-list.ts";
import { dealersDirectory } from "./dealers-directory.ts";
import { enquiryCreate } from "./enquiry-create.ts";
import { enquiryRequirementsList } from "./enquiry-requirements-list.ts";
import { formToken } from "./form-token.ts";
import { geoDistricts } from "./geo-districts.ts";
import { otpSend } from "./otp-send.ts";
import { otpVerify } from "./otp-verify.ts";
import { sameOriginPosts } from "./same-origin.ts";

/** The JSON API under /api (docs/decisions/200, JSON API). */
export function apiRouter({
  services,
  allowedOrigins = [],
  logger = consoleLogger,
}: {
  services: Services;
  allowedOrigins?: readonly string[];
  logger?: Logger;
}): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", CACHE_CONTROL.api);
    next();
  });

  router.get("/health", async (_req, res) => {
    const report = await services.checkHealth();
    if (!report.ok) logger.error("health degraded", report.checks);
    res.status(report.ok ? 200 : 503).json({ status: report.ok ? "ok" : "degraded", checks: report.checks });
  });

  cspReport(router, services, logger);

  // The lead system: every POST below must come from our own pages (docs/decisions/105).
  router.use(sameOriginPosts(allowedOrigins));
  const product = site.productKey;
  dealerInputsList(router, services, product);
  enquiryRequirementsList(router, services, product);
  geoDistricts(router);
  dealersDirectory(router, services);
  formToken(router, services);
  botCheckChallenge(router, services);
  enquiryCreate(router, services, product);
  dealerCreate(router, services, product);
  callbackCreate(router, services, product);
  otpSend(router, services);
  otpVerify(router, services);

  router.use((_req, res) => {
    res.status(404).json({ status: 404, message: "Not found" });
  });
  // Last resort: a bug or a database outage. Logged without the request body (personal data).
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const storage = storageUnavailable(error);
    logger.error("api error", {
      path: req.path,
      error: error instanceof Error ? error.message : String(error),
      code: (error as { code?: string } | null)?.code,
    });
    if (res.headersSent) return;
    // The database could not store it (full disk, outage): nothing was kept, so ask for a retry.
    if (storage) res.setHeader("Retry-After", "30");
    const status = storage ? 503 : 500;
    // In the posted form's language when the fields were read (lead-post.ts), else English.
    const message = leadMessages(postedLocale(res.locals.locale)).unavailable;
    res.status(status).json({ status, message });
  });
  return router;
}

/**
 * A database that cannot take the write right now (SQLite: full disk, I/O error, read-only file, busy;
 * PostgreSQL: unreachable, out of space, shutting down), as opposed to a bug.
 */
function storageUnavailable(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  return (
    /^SQLITE_(FULL|IOERR|READONLY|BUSY|CANTOPEN|LOCKED)/.test(code) ||
    /^(08|53|57P)/.test(code) ||
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT"].includes(code)
  );
}
