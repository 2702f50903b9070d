import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { PAGE_LOADER_ID, PAGE_LOADER_SHOWN_AT_ATTRIBUTE } from "#app/html/hydrate-on-use.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import { LOADER_FADE_MS, LOADER_VISIBLE_MS } from "./timings.ts";

type Phase = "hidden" | "shown" | "fading";

/**
 * The overlay shown on each client-side route change: scrolls to the top and fades out 2 s after it
 * appears. Never on the first load, so it cannot delay the first paint; without motion when the
 * visitor prefers reduced motion (styles/app.css). It is always in the page, hidden, so that a link
 * clicked before the app is in charge can show it at once (app/html/hydrate-on-use.ts): the app then
 * makes that navigation and fades the overlay 2 s after it first appeared (docs/decisions/194).
 */
export function PageLoader() {
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>("hidden");
  const previousPath = useRef(pathname);
  const overlay = useRef<HTMLDivElement>(null);
  const loadingPage = useCatalogue().common.loadingPage;

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    window.scrollTo({ top: 0, behavior: "instant" });
    const visibleFor = LOADER_VISIBLE_MS - shownBeforeTheApp(overlay.current);
    setPhase("shown");
    const fade = setTimeout(() => setPhase("fading"), visibleFor);
    const hide = setTimeout(() => setPhase("hidden"), visibleFor + LOADER_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, [pathname]);

  return (
    <div
      ref={overlay}
      id={PAGE_LOADER_ID}
      className="page-loader"
      data-phase={phase}
      hidden={phase === "hidden"}
      role="status"
      aria-live="polite"
      // The page's loader script may have shown it before React took the page over.
      suppressHydrationWarning
    >
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{loadingPage}</span>
    </div>
  );
}

/** How long the loader script has shown the overlay already (0 if it has not), taken once. */
function shownBeforeTheApp(element: HTMLElement | null): number {
  const shownAt = element?.getAttribute(PAGE_LOADER_SHOWN_AT_ATTRIBUTE);
  if (!element || !shownAt) return 0;
  element.removeAttribute(PAGE_LOADER_SHOWN_AT_ATTRIBUTE);
  return Math.min(LOADER_VISIBLE_MS, Math.max(0, performance.now() - Number(shownAt)));
}
