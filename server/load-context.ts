import type { Request, Response } from "express";
import { routerContextFor } from "#app/request-context.ts";
import type { Services } from "#app/services.ts";

/** What every loader and action is handed: this response's CSP nonce, the services, the client's address. */
export function loadContext(services: Services) {
  return (req: Request, res: Response) =>
    routerContextFor({ nonce: String(res.locals.nonce), services, clientIp: req.ip ?? "" });
}
