import { useSyncExternalStore } from "react";
import { StatusMessage } from "./status-message.tsx";
import { ERROR_MESSAGE_STORAGE_KEY } from "#app/content/messages.ts";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";

/**
 * Success page: green check, fixed text, a button back to where the visitor came from. `homePath` is
 * the English path; the button goes to it in the page's language.
 */
export function SuccessOutcome({ homePath }: { homePath: string }) {
  const common = useCatalogue().common;
  const localized = useLocalizedPath();
  return (
    <StatusMessage
      tone="success"
      title={common.successTitle}
      message={common.success}
      to={localized(homePath)}
      buttonLabel={common.goHome}
    />
  );
}

/**
 * Error page: the server's message kept in local storage by the failed submission, else the
 * specification's default. Read after hydration, since the server cannot see local storage.
 */
export function ErrorOutcome({ homePath }: { homePath: string }) {
  const common = useCatalogue().common;
  const localized = useLocalizedPath();
  const message = useSyncExternalStore(
    subscribeToStorage,
    () => readStoredMessage() ?? common.errorDefault,
    () => common.errorDefault,
  );
  return (
    <StatusMessage
      tone="error"
      title={common.errorTitle}
      message={message}
      to={localized(homePath)}
      buttonLabel={common.goHome}
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
