/**
 * The browser half of the console's passkeys (docs/decisions/113). SimpleWebAuthn's browser code is
 * imported only when a person presses a passkey button, so no other page downloads it.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { PASSKEY_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { PASSKEY_ENDPOINTS } from "#app/modules/staff/passkey-rules.ts";

export type PasskeyOutcome = { ok: true; message: string; next: string } | { ok: false; message: string };

/** Whether this browser can use passkeys at all (false on the server and before hydration). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

type Answer = { ok?: boolean; message?: string; next?: string };

async function postJson<T = Answer>(url: string, body?: unknown): Promise<{ ok: boolean; body: T & Answer }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  const parsed = (await response.json().catch(() => ({}))) as T & Answer;
  return { ok: response.ok, body: parsed };
}

/** What to tell the person when the browser's own passkey step failed. */
function ceremonyMessage(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return PASSKEY_MESSAGES.alreadyRegistered;
  if (name === "NotAllowedError" || name === "AbortError") return PASSKEY_MESSAGES.cancelled;
  return PASSKEY_MESSAGES.browserFailed;
}

/** SimpleWebAuthn's browser code, loaded on the first passkey button pressed. */
const loadWebAuthn = () => import("@simplewebauthn/browser");

/**
 * What both passkey steps do: ask the server for options, run the browser's own passkey step with
 * them, and send its response to the server to check. Answers the server's last answer, or why not.
 */
async function ceremony<Options>(
  endpoints: { options: string; verify: string },
  browserStep: (webAuthn: Awaited<ReturnType<typeof loadWebAuthn>>, options: Options) => Promise<unknown>,
  verifyBody: (response: unknown) => unknown,
): Promise<{ ok: true; answer: Answer } | { ok: false; message: string }> {
  try {
    const webAuthn = await loadWebAuthn();
    const options = await postJson<Options>(endpoints.options);
    if (!options.ok) return { ok: false, message: options.body.message ?? PASSKEY_MESSAGES.browserFailed };
    let response;
    try {
      response = await browserStep(webAuthn, options.body);
    } catch (error) {
      return { ok: false, message: ceremonyMessage(error) };
    }
    const result = await postJson(endpoints.verify, verifyBody(response));
    if (!result.ok) return { ok: false, message: result.body.message ?? PASSKEY_MESSAGES.notVerified };
    return { ok: true, answer: result.body };
  } catch {
    return { ok: false, message: PASSKEY_MESSAGES.browserFailed };
  }
}

/** Signs in with any passkey of this site; on success the session cookie is set and `next` says where to go. */
export async function signInWithPasskey(next: string): Promise<PasskeyOutcome> {
  const outcome = await ceremony<PublicKeyCredentialRequestOptionsJSON>(
    { options: PASSKEY_ENDPOINTS.signInOptions, verify: PASSKEY_ENDPOINTS.signIn },
    (webAuthn, options) => webAuthn.startAuthentication({ optionsJSON: options }),
    (response) => ({ response, next }),
  );
  return outcome.ok ? { ok: true, message: "", next: outcome.answer.next ?? "/sales" } : outcome;
}

/** Creates a passkey for the signed-in account and stores it under `name`. */
export async function addPasskey(name: string): Promise<PasskeyOutcome> {
  const outcome = await ceremony<PublicKeyCredentialCreationOptionsJSON>(
    { options: PASSKEY_ENDPOINTS.registerOptions, verify: PASSKEY_ENDPOINTS.register },
    (webAuthn, options) => webAuthn.startRegistration({ optionsJSON: options }),
    (response) => ({ name, response }),
  );
  return outcome.ok ? { ok: true, message: outcome.answer.message ?? "", next: "" } : outcome;
}
