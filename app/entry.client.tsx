import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLanguage } from "./languages/loaded.ts";
import { localeFromPath } from "./i18n/locales.ts";

// A Hindi or Telugu page's words are their own chunk (docs/decisions/203): fetched before React takes the
// page over, so hydration renders the same words the server sent. If that fetch fails the page stays
// the working plain HTML it already is (links navigate, forms post).
loadLanguage(localeFromPath(window.location.pathname)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's language could not be loaded", error),
);
