import { CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX } from "#app/components/layout/timings.ts";

/**
 * The floating calculator button shows once the page has scrolled past 300 px. Whether it has is an
 * attribute on <html> that the stylesheet reads (styles/app.css), kept by a passive scroll listener that
 * an inline script in the root layout adds before the first paint. So the button comes and goes the same
 * way before the app has loaded (records 171 and 173 load it on first use, and a mouse wheel is not a
 * use), after, and on pages that never load it (docs/decisions/194).
 */
export const SCROLLED_PAST_ATTRIBUTE = "data-scrolled-past";

/** Runs as the inline script's text, so it uses nothing from outside its arguments. */
function markScrolledPast(threshold: number, attribute: string) {
  const root = document.documentElement;
  const update = () => root.toggleAttribute(attribute, scrollY > threshold);
  update();
  addEventListener("scroll", update, { passive: true });
}

/** The listener as an inline script's text. */
export const SCROLL_MARKER_SCRIPT = `(${markScrolledPast.toString()})(${CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX},${JSON.stringify(SCROLLED_PAST_ATTRIBUTE)})`;
