import { useSyncExternalStore } from "react";
import { StatusMessage } from "./status-message.tsx";
import { ERROR_MESSAGE_STORAGE_KEY } from "#app/content/messages.ts";
import { pageMeta } from "#app/content/meta.ts";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";

type Outcome = "success" | "error";

/** The meta of an outcome page at `path` (English): it answers a form, so it is not indexed. */
export function outcomeMeta(outcome: Outcome, path: string) {
  return ({ location }: { location: { pathname: string } }) => {
    const locale = localeFromPath(location.pathname);
    const { common, pages } = catalogueFor(locale);
    return [
      ...pageMeta({
        title: outcome === "success" ? common.successTitle : common.errorTitle,
        description: pages.outcome.description(site.product),
        path,
        locale,
      }),
      { name: "robots", content: "noindex" },
    ];
  };
}

/** An outcome page's body; `homePath` (English) is where its button goes back to. */
export function OutcomePage({ outcome, homePath }: { outcome: Outcome; homePath: string }) {
  return (
    <div className="container section">
      {outcome === "success" ? <SuccessOutcome homePath={homePath} /> : <ErrorOutcome homePath={homePath} />}
    </div>
  );
}

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
 * specification's default (docs/decisions/200, Layout). Read after hydration, since the server cannot see
 * local storage.
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
