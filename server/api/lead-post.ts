import type { Request, RequestHandler, Response } from "express";
import type { ApiResult } from "#app/modules/leads/api-result.ts";
import type { LeadSubmission } from "#app/services.ts";
import { readFields } from "./read-fields.ts";
import { respond } from "./respond.ts";

/** A POST endpoint of the lead system: read the fields (any accepted encoding), hand them to `submit`, answer. */
export function leadPost(submit: (submission: LeadSubmission) => Promise<ApiResult>): RequestHandler {
  return async (req: Request, res: Response) => {
    const read = await readFields(req, res);
    if (!read.ok) {
      res.status(read.status).json({ status: read.status, message: read.message });
      return;
    }
    respond(res, await submit({ fields: read.fields, clientIp: req.ip ?? "" }));
  };
}
