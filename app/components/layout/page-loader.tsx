import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import { LOADER_FADE_MS, LOADER_VISIBLE_MS } from "./timings.ts";

type Phase = "hidden" | "shown" | "fading";

/**
 * The overlay shown on each client-side route change: scrolls to the top and fades out 2 s after it
 * appears. Never on the first load, so it cannot delay the first paint; without motion when the
 * visitor prefers reduced motion (styles/app.css).
 */
export function PageLoader() {
  const { pathname } = useLocation();
  const [phase, setPhase] = useState<Phase>("hidden");
  const previousPath = useRef(pathname);
  const loadingPage = useCatalogue().common.loadingPage;

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    window.scrollTo({ top: 0, behavior: "instant" });
    setPhase("shown");
    const fade = setTimeout(() => setPhase("fading"), LOADER_VISIBLE_MS);
    const hide = setTimeout(() => setPhase("hidden"), LOADER_VISIBLE_MS + LOADER_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(hide);
    };
  }, [pathname]);

  if (phase === "hidden") return null;
  return (
    <div className="page-loader" data-phase={phase} role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{loadingPage}</span>
    </div>
  );
}
