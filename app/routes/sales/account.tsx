import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { PasskeyAdd } from "#app/components/console/passkey-add.tsx";
import passkeyStyles from "#app/components/console/passkeys.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import { requireStaff, SIGN_IN_PATH, staffCookie } from "#app/console-access.server.ts";
import { formatIndiaTime } from "#app/modules/staff/india-time.ts";
import { ACCOUNT_MESSAGES as A, PASSKEY_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { postedForm } from "#app/modules/http/posted-form.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";
import { ROLE_LABELS } from "#app/languages/en/console/staff.ts";

export const meta: Route.MetaFunction = () => consoleMeta(A.title);

const access = CONSOLE_ACCESS["/sales/account"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireStaff(request, context, access.view);
  const passkeys = await services.staff.passkeys.list(session.user.id);
  return {
    name: session.user.name,
    email: session.user.email,
    role: ROLE_LABELS[session.user.role],
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: formatIndiaTime(passkey.createdAt),
      lastUsed: passkey.lastUsedAt === null ? null : formatIndiaTime(passkey.lastUsedAt),
    })),
  };
}

/**
 * Sign out everywhere: every session of this account ends on every instance, this one included.
 * Remove a passkey: a plain form, so it works without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = await requireStaff(request, context, access.change);
  const form = await postedForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "sign-out-everywhere") {
    await services.staff.sessions.revokeAll(session.user.id);
    return redirect(`${SIGN_IN_PATH}?signed-out=everywhere`, {
      headers: { "Set-Cookie": await staffCookie.serialize("", { maxAge: 0 }) },
    });
  }
  if (intent === "remove-passkey") {
    const removed = await services.staff.passkeys.remove(session.user, String(form.get("passkey") ?? ""));
    return removed
      ? { ok: true, message: PASSKEY_MESSAGES.removed }
      : data({ ok: false, message: PASSKEY_MESSAGES.notRemoved }, { status: 404 });
  }
  return data({ ok: false, message: PASSKEY_MESSAGES.badRequest }, { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Stylesheet href={passkeyStyles} />
      <h1>{A.title}</h1>
      <section className="console-card" aria-labelledby="account-who">
        <h2 id="account-who">{A.youHeading}</h2>
        <p>
          {loaderData.name} ({loaderData.email})
        </p>
        <p className="console-muted">{loaderData.role}</p>
      </section>
      <section className="console-card" aria-labelledby="account-passkeys">
        <h2 id="account-passkeys">{A.passkeysHeading}</h2>
        <p>{PASSKEY_MESSAGES.intro}</p>
        {actionData ? (
          <p
            className={`console-message console-message--${actionData.ok ? "success" : "error"}`}
            role={actionData.ok ? "status" : "alert"}
          >
            {actionData.message}
          </p>
        ) : null}
        {loaderData.passkeys.length === 0 ? (
          <p className="console-muted">{PASSKEY_MESSAGES.none}</p>
        ) : (
          <ul className="passkey-list">
            {loaderData.passkeys.map((passkey) => (
              <li key={passkey.id} className="passkey-list__item">
                <div>
                  <span className="passkey-list__name">{passkey.name}</span>
                  <span className="passkey-list__when console-muted">
                    {A.added(passkey.added)}
                    {passkey.lastUsed ? A.lastUsed(passkey.lastUsed) : A.notUsedYet}
                  </span>
                </div>
                <Form method="post">
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove-passkey"
                    className="console-button console-button--quiet"
                  >
                    {A.remove} <span className="visually-hidden">{A.removeNamed(passkey.name)}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <PasskeyAdd />
      </section>
      <section className="console-card" aria-labelledby="account-sessions">
        <h2 id="account-sessions">{A.sessionsHeading}</h2>
        <p>{A.sessionsNote}</p>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="sign-out-everywhere"
            className="console-button console-button--quiet"
          >
            {A.signOutEverywhere}
          </button>
        </Form>
      </section>
    </>
  );
}
