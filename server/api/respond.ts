import type { Response } from "express";
import type { ApiAnswer } from "./envelope.ts";

/** Sends a lead-system answer: its HTTP status, Retry-After when limited, and the envelope body. */
export function respond(res: Response, result: ApiAnswer): void {
  if (result.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(result.retryAfterSeconds));
  res.status(result.httpStatus).json(result.body);
}
