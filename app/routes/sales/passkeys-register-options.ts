import type { Route } from "./+types/passkeys-register-options";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff } from "#app/console-access.server.ts";

const access = CONSOLE_ACCESS["/sales/passkeys/register-options"];

/** Step 1 of adding a passkey: the options for navigator.credentials.create (a challenge is stored). */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change, { as: "data" });
  return Response.json(await services.staff.passkeys.registrationOptions(session.user));
}

/** POST only: a GET (a typed address, a prefetch) is told so, and never makes a challenge. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
