import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/sign-in-link";
import consoleStyles from "#app/components/console/console.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { safeNext, staffCookie } from "#app/console-access.server.ts";
import { STAFF_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { requestFrom } from "#app/request-context.ts";
import { consoleMeta } from "#app/modules/staff/console-name.ts";
import { SIGN_IN_PAGE_MESSAGES as S } from "#app/languages/en/console/sign-in.ts";

export const handle = { console: true };

export const meta: Route.MetaFunction = () => [
  ...consoleMeta(S.title),
  // The link is a secret: it must not leave this site in a Referer header. Not "no-referrer": that
  // makes the browser send `Origin: null` with the button's post, which React Router refuses as
  // cross-site (400) whenever the plain form posts (no JavaScript, or a click before hydration).
  { name: "referrer", content: "same-origin" },
];

const PROBLEMS = {
  expired: STAFF_MESSAGES.linkExpired,
  used: STAFF_MESSAGES.linkUsed,
  unknown: STAFF_MESSAGES.linkUnknown,
} as const;

/**
 * Opening the link only shows a button: mail scanners fetch links, and a GET that signed in would
 * spend the link before its owner clicks it. The button posts to this same address.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await requestFrom(context, "console").services.staff.links.peek(params.token);
  return state === "valid" ? { problem: null } : data({ problem: PROBLEMS[state] }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientIp } = requestFrom(context, "console");
  const allowed = await services.staff.allowAttempt(clientIp);
  if (!allowed.ok) {
    const minutes = Math.max(1, Math.ceil(allowed.retryAfterMs / 60_000));
    return data({ problem: STAFF_MESSAGES.tooManyRequests(minutes) }, { status: 429 });
  }
  const signedIn = await services.staff.signInWithLink(params.token, request.headers.get("User-Agent") ?? "");
  if (!signedIn) {
    const state = await services.staff.links.peek(params.token);
    return data({ problem: PROBLEMS[state === "valid" ? "unknown" : state] }, { status: 410 });
  }
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  return redirect(next, { headers: { "Set-Cookie": await staffCookie.serialize(signedIn.sessionId) } });
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? loaderData.problem;
  return (
    <main id="main" className="console-auth">
      <Stylesheet href={consoleStyles} />
      <div className="console-auth__box console-card">
        <h1>{S.heading}</h1>
        {problem ? (
          <>
            <p className="console-message console-message--error" role="alert">
              {problem}
            </p>
            <p>
              <a href="/sales/sign-in">{S.askAgain}</a>
            </p>
          </>
        ) : (
          <Form method="post" className="console-form">
            <p>{S.pressToFinish}</p>
            <button type="submit" className="console-button">
              {S.signIn}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}
