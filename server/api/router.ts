import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { site } from "#app/content/site.ts";
import { API_MESSAGES } from "#app/modules/leads/api-result.ts";
import { consoleLogger, type Logger } from "#app/modules/observability/logger.server.ts";
import type { Services } from "#app/services.ts";
import { CACHE_CONTROL } from "../cache-control.ts";
import { botCheckChallenge } from "./bot-check-challenge.ts";
import { dealerCreate } from "./dealer-create.ts";
import { dealerInputsList } from "./dealer-inputs-list.ts";
import { enquiryCreate } from "./enquiry-create.ts";
import { enquiryRequirementsList } from "./enquiry-requirements-list.ts";
import { formToken } from "./form-token.ts";
import { geoDistricts } from "./geo-districts.ts";
import { otpSend } from "./otp-send.ts";
import { otpVerify } from "./otp-verify.ts";
import { sameOriginPosts } from "./same-origin.ts";

/** The JSON API under /api (seed 000 section 7). */
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
    const database = await services.checkDatabase();
    res.status(database ? 200 : 503).json({ status: database ? "ok" : "unavailable", database });
  });

  // A do-nothing endpoint: the baseline the lead endpoints are benchmarked against (npm run bench).
  router.get("/noop", (_req, res) => {
    res.json({ status: 200 });
  });

  // Browsers post CSP violation reports here; logged, never stored.
  router.post(
    "/csp-report",
    express.json({
      type: ["application/csp-report", "application/reports+json", "application/json"],
      limit: "16kb",
    }),
    (req, res) => {
      console.warn(JSON.stringify({ level: "warn", msg: "csp violation", report: req.body }));
      res.status(204).end();
    },
  );

  // The lead system: every POST below must come from our own pages (checklist VAL-4).
  router.use(sameOriginPosts(allowedOrigins));
  const product = site.productKey;
  dealerInputsList(router, services, product);
  enquiryRequirementsList(router, services, product);
  geoDistricts(router);
  formToken(router, services);
  botCheckChallenge(router, services);
  enquiryCreate(router, services, product);
  dealerCreate(router, services, product);
  otpSend(router, services);
  otpVerify(router, services);

  router.use((_req, res) => {
    res.status(404).json({ status: 404, message: "Not found" });
  });
  // Last resort: a bug or a database outage. Logged without the request body (personal data).
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error("api error", {
      path: req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    if (!res.headersSent) res.status(500).json({ status: 500, message: API_MESSAGES.unavailable });
  });
  return router;
}
