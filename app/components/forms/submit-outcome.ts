import { ERROR_MESSAGE_STORAGE_KEY } from "#app/content/messages.ts";

/** Keeps the server's message for the error page (docs/decisions/200, Errors), or clears a stale one. */
export function rememberErrorMessage(message: string | undefined) {
  try {
    if (message) window.localStorage.setItem(ERROR_MESSAGE_STORAGE_KEY, message);
    else window.localStorage.removeItem(ERROR_MESSAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode); the error page then shows its default message.
  }
}

/** Where to go first after a failed submit: the error summary, else the first invalid field. */
export function focusFirstError(form: HTMLFormElement | null, summary: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) invalid.focus();
  else summary?.focus();
}

/**
 * The client half of a form page's action (its `clientAction`): a post that never reached the server
 * (offline, a dropped connection) answers `notSent`, so the form stays as typed with a message instead
 * of the page's error boundary. Anything the server answered passes through.
 */
export async function keepFormWhenOffline<T>(serverAction: () => Promise<T>): Promise<T | { notSent: true }> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof TypeError) return { notSent: true };
    throw error;
  }
}
