import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Logger } from "#app/platform/observability/logger.server.ts";
import type { Services } from "#app/services.ts";

/** Reports per address per 10 minutes: a page with a real problem sends a few; more is noise or abuse. */
export const CSP_REPORT_LIMIT = { ms: 10 * 60 * 1000, max: 30 } as const;
const MAX_BYTES = 16 * 1024;

/**
 * POST /api/csp-report: browsers report Content-Security-Policy violations here (docs/decisions/007), in
 * either format: `{ "csp-report": {...} }` (report-uri) or `[{ type: "csp-violation", body: {...} }]`
 * (the Reporting API). Anyone can post anything, so the body is checked (400, 413, 415), the address
 * is rate-limited across instances (429), and only what says where the problem is gets logged: the
 * page's path without its query, the blocked resource's origin, the directive. Query strings and
 * script samples can hold a visitor's details (the only full phone numbers ever seen in our logs came
 * from this endpoint), so they are never logged.
 */
export function cspReport(router: Router, services: Services, logger: Logger) {
  const parse = express.json({
    type: ["application/csp-report", "application/reports+json", "application/json"],
    limit: MAX_BYTES,
  });
  router.post(
    "/csp-report",
    async (req: Request, res: Response, next: NextFunction) => {
      if (!req.is(["application/csp-report", "application/reports+json", "application/json"])) {
        req.resume();
        res.status(415).json({ status: 415, message: "Send a CSP report as JSON." });
        return;
      }
      const allowed = await services.rateLimit(`csp-ip:${req.ip ?? ""}`, [CSP_REPORT_LIMIT]);
      if (!allowed.ok) {
        req.resume();
        res.setHeader("Retry-After", String(Math.ceil(allowed.retryAfterMs / 1000)));
        res.status(429).json({ status: 429, message: "Too many reports." });
        return;
      }
      next();
    },
    parse,
    (req: Request, res: Response) => {
      const reports = violationsIn(req.body);
      if (reports.length === 0) {
        res.status(400).json({ status: 400, message: "Not a CSP report." });
        return;
      }
      for (const report of reports.slice(0, 10)) logger.warn("csp violation", report);
      res.status(204).end();
    },
    // express.json's own refusals (broken JSON 400, too large 413), without the body in the log.
    (error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
      const status = error.status === 413 ? 413 : 400;
      res
        .status(status)
        .json({ status, message: status === 413 ? "Report too large." : "Not a CSP report." });
    },
  );
}

type Violation = { directive: string; blocked: string; page: string; disposition: string };

/** The violations in a posted body, reduced to what may be logged; [] when it is not a report. */
export function violationsIn(body: unknown): Violation[] {
  const raw: unknown[] = Array.isArray(body)
    ? body.filter((r) => isObject(r) && r.type === "csp-violation").map((r) => (r as { body: unknown }).body)
    : isObject(body) && isObject(body["csp-report"])
      ? [body["csp-report"]]
      : [];
  return raw.filter(isObject).flatMap((r) => {
    const directive = text(r.effectiveDirective ?? r["effective-directive"] ?? r["violated-directive"]);
    if (!directive) return [];
    return [
      {
        directive: directive.slice(0, 60),
        blocked: originOnly(text(r.blockedURL ?? r["blocked-uri"])),
        page: pathOnly(text(r.documentURL ?? r["document-uri"])),
        disposition: text(r.disposition).slice(0, 20),
      },
    ];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** "https://cdn.example/x.js?u=98…" → "https://cdn.example"; keywords (inline, eval, data) kept. */
function originOnly(url: string): string {
  if (/^[a-z-]+$/i.test(url)) return url.slice(0, 20);
  try {
    const parsed = new URL(url);
    return parsed.protocol === "data:" || parsed.protocol === "blob:" ? parsed.protocol : parsed.origin;
  } catch {
    return "(unreadable)";
  }
}

/** "https://site/contact?phone=98…#x" → "/contact". */
function pathOnly(url: string): string {
  try {
    return new URL(url).pathname.slice(0, 200);
  } catch {
    return "(unreadable)";
  }
}
