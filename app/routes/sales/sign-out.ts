import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { currentStaff, SIGN_IN_PATH, staffCookie } from "#app/console-access.server.ts";

/** Ends this device's session (POST only: a link cannot sign anyone out) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await currentStaff(request, context);
  if (staff) await staff.services.staff.sessions.revoke(staff.session.id);
  return redirect(SIGN_IN_PATH, {
    headers: { "Set-Cookie": await staffCookie.serialize("", { maxAge: 0 }) },
  });
}

export function loader() {
  return redirect("/sales");
}
