/** The specification's layout constants (docs/decisions/200, Layout), each in one place. */

/** The floating calculator button shows only once the visitor has scrolled past the first screenful. */
export const CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX = 300;

/** The route-change loader fades out this long after it appears. */
export const LOADER_VISIBLE_MS = 2000;

/** Length of the fade itself (DESIGN.md: short, 150-250 ms). */
export const LOADER_FADE_MS = 250;

/** Height of the embedded map frame on the contact page. */
export const MAP_FRAME_HEIGHT_PX = 350;
