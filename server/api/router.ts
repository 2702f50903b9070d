import express, { type Router } from "express";
import type { Services } from "#app/services.ts";
import { CACHE_CONTROL } from "../cache-control.ts";

/** The JSON API under /api (seed 000 section 7). */
export function apiRouter({ services }: { services: Services }): Router {
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

  router.use((_req, res) => {
    res.status(404).json({ status: 404, message: "Not found" });
  });
  return router;
}
