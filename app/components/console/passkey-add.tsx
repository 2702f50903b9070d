import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "#app/components/ui/use-client-state.ts";
import { PASSKEY_MESSAGES } from "#app/languages/en/console/sign-in.ts";
import { PASSKEY_NAME_MAX } from "#app/modules/staff/passkey-rules.ts";
import { addPasskey, passkeysSupported } from "./passkey-client.ts";

/**
 * Adds a passkey to the signed-in account (account page). Creating a passkey is a browser API, so
 * this needs JavaScript; without it the page says so, and removing passkeys still works (plain forms).
 */
export function PasskeyAdd() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const id = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  if (!hydrated || !passkeysSupported()) {
    return <p className="console-muted">{PASSKEY_MESSAGES.needsScript}</p>;
  }

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const result = await addPasskey(name);
    setBusy(false);
    setOutcome(result);
    if (result.ok) {
      setName("");
      await revalidator.revalidate();
    }
  }

  return (
    <form className="console-form passkey-add" onSubmit={(event) => void add(event)}>
      <label htmlFor={`${id}-name`}>{PASSKEY_MESSAGES.nameLabel}</label>
      <p id={`${id}-hint`} className="console-muted passkey-add__hint">
        {PASSKEY_MESSAGES.nameHint}
      </p>
      <input
        id={`${id}-name`}
        name="name"
        required
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="console-button" disabled={busy}>
        {busy ? PASSKEY_MESSAGES.adding : PASSKEY_MESSAGES.addButton}
      </button>
      {/* Always present, so the success is announced when it appears. */}
      <div role="status">
        {outcome?.ok ? <p className="console-message console-message--success">{outcome.message}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <p className="console-message console-message--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}
