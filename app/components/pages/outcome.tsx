import { useSyncExternalStore } from "react";
import { StatusMessage } from "./status-message.tsx";
import { ERROR_MESSAGE_STORAGE_KEY, messages } from "#app/content/messages.ts";

/** Success page: green check, fixed text, a button back to where the visitor came from. */
export function SuccessOutcome({ homePath }: { homePath: string }) {
  return (
    <StatusMessage
      tone="success"
      title={messages.successTitle}
      message={messages.success}
      to={homePath}
      buttonLabel={messages.goHome}
    />
  );
}

/**
 * Error page: the server's message kept in local storage by the failed submission, else the
 * specification's default. Read after hydration, since the server cannot see local storage.
 */
export function ErrorOutcome({ homePath }: { homePath: string }) {
  const message = useSyncExternalStore(
    subscribeToStorage,
    () => readStoredMessage() ?? messages.errorDefault,
    () => messages.errorDefault,
  );
  return (
    <StatusMessage
      tone="error"
      title={messages.errorTitle}
      message={message}
      to={homePath}
      buttonLabel={messages.goHome}
    />
  );
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function readStoredMessage(): string | undefined {
  try {
    const stored = window.localStorage.getItem(ERROR_MESSAGE_STORAGE_KEY);
    return stored && stored.trim() ? stored : undefined;
  } catch {
    // Storage can be blocked (private mode); the default message stands.
    return undefined;
  }
}
