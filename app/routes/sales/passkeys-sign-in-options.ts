import type { Route } from "./+types/passkeys-sign-in-options";
import { PASSKEY_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { requestFrom } from "#app/request-context.ts";

/** Step 1 of signing in with a passkey (public): options for navigator.credentials.get. */
export async function action({ context }: Route.ActionArgs) {
  const ctx = requestFrom(context, "console");
  // Asked for before anyone is known: each request stores a challenge, so each counts per address.
  const allowed = await ctx.services.staff.allowPasskeyOptions(ctx.clientIp);
  if (!allowed.ok) {
    const seconds = Math.ceil(allowed.retryAfterMs / 1000);
    return Response.json(
      { ok: false, message: PASSKEY_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(seconds / 60))) },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
  return Response.json(await ctx.services.staff.passkeys.signInOptions());
}

/** POST only: a GET (a typed address, a prefetch) is told so, and never makes a challenge. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
