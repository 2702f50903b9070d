/**
 * What every resource route under /api shares (docs/decisions/201): the specification's envelope as a
 * no-store JSON response, the 404 for a method a URL does not answer, and the last-resort answer when
 * the database cannot take a write (503 + Retry-After) or a bug throws (500), logged without the body.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { visitFromCookieHeader } from "#app/modules/leads/schema/attribution.ts";
import { LOCALE_FIELD, postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import { leadMessages } from "#app/modules/leads/schema/messages.ts";
import { requestFrom, type RequestContext } from "#app/request-context.ts";
import type { LeadSubmission, Services } from "#app/services.ts";
import type { ApiAnswer, ApiBody } from "./envelope.ts";
import { readFields } from "./read-fields.server.ts";

/** The envelope as a response: its HTTP status, Retry-After when limited, never stored by a cache. */
export function apiResponse(answer: ApiAnswer, cacheControl: string = CACHE_CONTROL.api): Response {
  const headers = new Headers({ "Cache-Control": cacheControl });
  if (answer.retryAfterSeconds !== undefined) headers.set("Retry-After", String(answer.retryAfterSeconds));
  return Response.json(answer.body, { status: answer.httpStatus, headers });
}

/** A 200 answer in the envelope with `data.response_data`. */
export function apiData(responseData: Record<string, unknown>, cacheControl?: string): Response {
  return apiResponse(
    { httpStatus: 200, body: { status: 200, message: "success", data: { response_data: responseData } } },
    cacheControl,
  );
}

const NOT_FOUND: ApiBody = { status: 404, message: "Not found" };

/** Unknown /api paths, and a known one asked with a method it does not answer. */
export function apiNotFound(): Response {
  return apiResponse({ httpStatus: 404, body: NOT_FOUND });
}

type Handler = (args: { request: Request; context: RequestContext }) => Promise<Response> | Response;
type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** A resource route's loader: the services from the request context, and the last-resort answer around it. */
export function apiHandler(handler: Handler) {
  return async ({ request, context }: Args): Promise<Response> => {
    const ctx = requestFrom(context, "leads");
    try {
      return await handler({ request, context: ctx });
    } catch (error) {
      return lastResort(error, request, ctx.services);
    }
  };
}

/**
 * A POST of the lead system: read the fields (any accepted encoding), hand them to the domain, turn its
 * result into the envelope in the language of the posted `locale` field (English when missing or
 * unknown). Callers are the site's own scripts and outside clients, which can run the bot check when
 * asked (`via: "api"`).
 */
export function leadPost<R>(
  submit: (services: Services) => (submission: LeadSubmission) => Promise<R>,
  answer: (result: R, locale: Locale) => ApiAnswer,
) {
  return async ({ request, context }: Args): Promise<Response> => {
    const { services, clientIp } = requestFrom(context, "leads");
    let locale: Locale | undefined;
    try {
      const read = await readFields(request);
      if (!read.ok)
        return apiResponse({ httpStatus: read.status, body: { status: read.status, message: read.message } });
      locale = postedLocale(read.fields[LOCALE_FIELD]);
      const visit = visitFromCookieHeader(request.headers.get("Cookie"));
      const result = await submit(services)({ fields: read.fields, clientIp, via: "api", visit });
      return apiResponse(answer(result, locale));
    } catch (error) {
      return lastResort(error, request, services, locale);
    }
  };
}

/** A bug or a database outage, answered in the posted form's language when the fields were read. */
function lastResort(error: unknown, request: Request, services: Services, locale: Locale = "en"): Response {
  const storage = storageUnavailable(error);
  services.logger.error("api error", {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? error.message : String(error),
    code: (error as { code?: string } | null)?.code,
  });
  const status = storage ? 503 : 500;
  // The database could not store it (full disk, outage): nothing was kept, so ask for a retry.
  return apiResponse({
    httpStatus: status,
    body: { status, message: leadMessages(postedLocale(locale)).unavailable },
    ...(storage ? { retryAfterSeconds: 30 } : {}),
  });
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
