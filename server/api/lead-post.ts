import type { Request, RequestHandler, Response } from "express";
import type { Locale } from "#app/i18n/locales.ts";
import { visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import { LOCALE_FIELD, postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import type { LeadSubmission } from "#app/services.ts";
import type { ApiAnswer } from "./envelope.ts";
import { readFields } from "./read-fields.ts";
import { respond } from "./respond.ts";

/**
 * A POST endpoint of the lead system: read the fields (any accepted encoding), hand them to the
 * domain, turn its result into the envelope, in the language of the posted `locale` field (English when
 * missing or unknown). Callers of the API are the site's own scripts, which can run the bot check when
 * asked (`via: "api"`).
 */
export function leadPost<R>(
  submit: (submission: LeadSubmission) => Promise<R>,
  answer: (result: R, locale: Locale) => ApiAnswer,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const read = await readFields(req, res);
    if (!read.ok) {
      res.status(read.status).json({ status: read.status, message: read.message });
      return;
    }
    const locale = postedLocale(read.fields[LOCALE_FIELD]);
    // The last-resort error handler (router.ts) answers in it too.
    res.locals.locale = locale;
    const visit = visitFromCookieHeader(req.headers.cookie);
    const result = await submit({ fields: read.fields, clientIp: req.ip ?? "", via: "api", visit });
    respond(res, answer(result, locale));
  };
}
