import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/passkeys-register";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/console-access.server.ts";
import { PASSKEY_FAILURE_MESSAGES, PASSKEY_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { PasskeyRegisterBodySchema } from "#app/modules/staff/passkey-payloads.ts";

const access = CONSOLE_ACCESS["/sales/passkeys/register"];

/** Step 2 of adding a passkey: the browser's answer is verified and the passkey stored under its name. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change, { as: "data" });
  const body = PasskeyRegisterBodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success)
    return Response.json({ ok: false, message: PASSKEY_MESSAGES.badRequest }, { status: 400 });
  const result = await services.staff.passkeys.register(
    session.user,
    body.data.name,
    body.data.response as RegistrationResponseJSON,
  );
  if (!result.ok) {
    return Response.json({ ok: false, message: PASSKEY_FAILURE_MESSAGES[result.reason] }, { status: 400 });
  }
  return Response.json({ ok: true, message: PASSKEY_MESSAGES.added(result.passkey.name) });
}

/** POST only: a GET (a typed address, a prefetch) is told so, and never makes a challenge. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
