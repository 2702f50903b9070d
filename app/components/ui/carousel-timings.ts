/** The specification's carousel constants (docs/decisions/200, Content), each in one place. */

/** The autoplay interval is the autoplay speed plus this margin, so a slide never moves mid-transition. */
export const AUTOPLAY_MARGIN_MS = 50;
/** Window resizes are coalesced so a drag-resize does not re-measure on every frame. */
export const RESIZE_DEBOUNCE_MS = 50;
/** After this idle time the next not-yet-loaded slide is rendered ("progressive lazy-load timer"). */
export const PROGRESSIVE_LOAD_MS = 1000;

export function autoplayInterval(speedMs: number): number {
  return speedMs + AUTOPLAY_MARGIN_MS;
}

/**
 * Embla's `duration` is not milliseconds; 25 is the closest to a 500 ms transition (measured by eye
 * against a 500 ms CSS transition). Scale linearly for other speeds.
 */
export function emblaDuration(speedMs: number): number {
  return Math.max(10, Math.round((speedMs / 500) * 25));
}
