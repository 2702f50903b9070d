import type { Request, RequestHandler, Response } from "express";
import { visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import type { LeadSubmission } from "#app/services.ts";
import type { ApiAnswer } from "./envelope.ts";
import { readFields } from "./read-fields.ts";
import { respond } from "./respond.ts";

/**
 * A POST endpoint of the lead system: read the fields (any accepted encoding), hand them to the
 * domain, turn its result into the envelope. Callers of the API are the site's own scripts, which can
 * run the bot check when asked (`via: "api"`).
 */
export function leadPost<R>(
  submit: (submission: LeadSubmission) => Promise<R>,
  answer: (result: R) => ApiAnswer,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const read = await readFields(req, res);
    if (!read.ok) {
      res.status(read.status).json({ status: read.status, message: read.message });
      return;
    }
    const visit = visitFromCookieHeader(req.headers.cookie);
    respond(res, answer(await submit({ fields: read.fields, clientIp: req.ip ?? "", via: "api", visit })));
  };
}
