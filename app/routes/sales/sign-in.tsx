import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import consoleStyles from "#app/components/console/console.css?url";
import { PasskeySignIn } from "#app/components/console/passkey-sign-in.tsx";
import passkeyStyles from "#app/components/console/passkeys.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { currentStaff, safeNext } from "#app/console-access.server.ts";
import { STAFF_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { requestFrom } from "#app/request-context.ts";
import { postedForm } from "#app/modules/http/posted-form.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";
import { SIGN_IN_PAGE_MESSAGES as S } from "#app/languages/en/console/sign-in.ts";

export const handle = { console: true };

export const meta: Route.MetaFunction = () => consoleMeta(S.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  if (await currentStaff(request, context)) throw redirect(safeNext(next));
  return { next: safeNext(next) };
}

/** Asks for a link by e-mail: the same answer whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = requestFrom(context, "console");
  const email = String((await postedForm(request)).get("email") ?? "").trim();
  // No control characters: a NUL cannot even be looked up in PostgreSQL (docs/decisions/198).
  if (!/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email) || email.length > 254) {
    return data({ ok: false as const, email, message: STAFF_MESSAGES.invalidEmail }, { status: 400 });
  }
  const result = await ctx.services.staff.requestLink(email, ctx.clientIp);
  if (result.ok) return { ok: true as const, email, message: STAFF_MESSAGES.linkSent };
  if (result.reason === "limited") {
    const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
    return data(
      { ok: false as const, email, message: STAFF_MESSAGES.tooManyRequests(minutes) },
      { status: 429, headers: { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) } },
    );
  }
  return data({ ok: false as const, email, message: STAFF_MESSAGES.mailFailed }, { status: 503 });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="console-auth">
      <Stylesheet href={consoleStyles} />
      <Stylesheet href={passkeyStyles} />
      <div className="console-auth__box console-card">
        <h1>{S.heading}</h1>
        <p className="console-muted">{S.intro}</p>
        {actionData ? (
          <p
            className={`console-message console-message--${actionData.ok ? "success" : "error"}`}
            role={actionData.ok ? "status" : "alert"}
          >
            {actionData.message}
          </p>
        ) : null}
        <Form method="post" className="console-form">
          <label>
            {S.email}
            <input
              type="email"
              name="email"
              autoComplete="username webauthn"
              required
              defaultValue={actionData?.email ?? ""}
            />
          </label>
          <button type="submit" className="console-button" disabled={busy}>
            {busy ? S.sending : S.send}
          </button>
        </Form>
        <PasskeySignIn next={loaderData.next} />
      </div>
    </main>
  );
}
