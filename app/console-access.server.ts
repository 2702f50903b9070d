import { createCookie, data, redirect, type RouterContextProvider } from "react-router";
import { CONSOLE_FRAME_MESSAGES } from "#app/languages/en/console/frame.ts";
import { requestFrom, type RequestContext } from "#app/request-context.ts";
import { can, type Permission } from "#app/modules/staff/roles.ts";
import type { StaffSession } from "#app/modules/staff/sessions.server.ts";

/**
 * The console's session cookie: HttpOnly (no script reads it), Secure, SameSite=Lax (not sent on
 * cross-site posts). Its value is the session's random id; the row holds the rest. No Max-Age: the
 * server decides when a session ends (docs/decisions/112). Path "/": React Router fetches a page's data
 * from `/sales.data`, which a cookie limited to "/sales" would not reach.
 */
export const staffCookie = createCookie("arka_staff", {
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  path: "/",
});

export const SIGN_IN_PATH = "/sales/sign-in";

export type StaffContext = RequestContext & { session: StaffSession };

/** The signed-in staff member of this request, if any (the sign-in page uses it to skip itself). */
export async function currentStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffContext | undefined> {
  const ctx = requestFrom(context, "console");
  const id = (await staffCookie.parse(request.headers.get("Cookie"))) as unknown;
  const session = await ctx.services.staff.sessions.read(typeof id === "string" ? id : undefined);
  return session ? { ...ctx, session } : undefined;
}

/**
 * Every console loader and action starts here: no live session → a page goes to sign-in (and comes
 * back after it), a data request gets 401; a role without `permission` gets 403. Cross-site posts never
 * get this far (server/same-origin.ts refuses them for every route).
 */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: Permission,
  { as = "page" }: { as?: "page" | "data" } = {},
): Promise<StaffContext> {
  const staff = await currentStaff(request, context);
  if (!staff) {
    if (as === "data") throw data({ message: CONSOLE_FRAME_MESSAGES.signInFirst }, { status: 401 });
    const url = new URL(request.url);
    // A client-side navigation asks for `/sales/staff.data?_routes=…`: come back to the page itself.
    url.searchParams.delete("_routes");
    const page = url.pathname.replace(/\.data$/, "") || "/sales";
    throw redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(page + url.search)}`);
  }
  if (!can(staff.session.user.role, permission)) {
    throw data({ message: CONSOLE_FRAME_MESSAGES.notAllowed }, { status: 403 });
  }
  return staff;
}

/** Where to go after signing in: a console path only (never another site). */
export function safeNext(next: string | null): string {
  return next && /^\/sales(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/sales";
}
