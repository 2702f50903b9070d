import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/passkeys-sign-in";
import { safeNext, staffCookie } from "#app/console-access.server.ts";
import { PASSKEY_FAILURE_MESSAGES, PASSKEY_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { PasskeySignInBodySchema } from "#app/modules/staff/passkey-payloads.ts";
import { requestFrom } from "#app/request-context.ts";

/**
 * Step 2 of signing in with a passkey (public): the answer is verified, a session opened (method
 * "passkey") and the console's cookie set; the browser then goes to `next`. Counted with the link
 * sign-ins against the address's limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requestFrom(context, "console");
  const allowed = await ctx.services.staff.allowAttempt(ctx.clientIp);
  if (!allowed.ok) {
    const seconds = Math.ceil(allowed.retryAfterMs / 1000);
    return Response.json(
      { ok: false, message: PASSKEY_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(seconds / 60))) },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
  const body = PasskeySignInBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success)
    return Response.json({ ok: false, message: PASSKEY_MESSAGES.badRequest }, { status: 400 });
  const result = await ctx.services.staff.passkeys.signIn(
    body.data.response as AuthenticationResponseJSON,
    request.headers.get("User-Agent") ?? "",
  );
  if (!result.ok) {
    return Response.json({ ok: false, message: PASSKEY_FAILURE_MESSAGES[result.reason] }, { status: 401 });
  }
  return Response.json(
    { ok: true, next: safeNext(body.data.next ?? null) },
    { headers: { "Set-Cookie": await staffCookie.serialize(result.sessionId) } },
  );
}

/** POST only: a GET (a typed address, a prefetch) is told so, and never makes a challenge. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
