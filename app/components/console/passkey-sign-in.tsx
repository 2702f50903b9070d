import { useState } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "#app/components/ui/use-client-state.ts";
import { PASSKEY_MESSAGES, SIGN_IN_PAGE_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { passkeysSupported, signInWithPasskey } from "./passkey-client.ts";

/**
 * "Sign in with a passkey" on the sign-in page. Rendered only once scripts run in a browser that has
 * passkeys: without JavaScript the page is the e-mail link form alone, which works everywhere.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!hydrated || !passkeysSupported()) return null;

  async function signIn() {
    setBusy(true);
    setProblem(null);
    const outcome = await signInWithPasskey(next);
    if (outcome.ok) {
      await navigate(outcome.next);
      return;
    }
    setBusy(false);
    setProblem(outcome.message);
  }

  return (
    <div className="passkey-sign-in">
      <p className="passkey-sign-in__or">{SIGN_IN_PAGE_MESSAGES.or}</p>
      <button
        type="button"
        className="console-button console-button--quiet passkey-sign-in__button"
        onClick={() => void signIn()}
        disabled={busy}
      >
        {busy ? PASSKEY_MESSAGES.signingIn : PASSKEY_MESSAGES.signInButton}
      </button>
      {problem ? (
        <p className="console-message console-message--error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
