import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";

/** WCAG 2.2 A/AA rule tags axe checks on every page (docs/decisions/204). */
/**
 * Tags a test whose behaviour does not depend on the screen's width: it runs once, in the desktop
 * project (the phone project leaves it out, playwright.config.ts; docs/decisions/196). Layout at phone
 * widths is checked for every route by every-route.spec.ts and phone-layout.spec.ts.
 */
export const ONE_VIEWPORT = { tag: "@one-viewport" };

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Runs axe on the page as it is now and fails with the list of violations, if any. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/** A dropdown of the header or footer (a `<details>`, docs/decisions/197) by its summary's words. */
export function dropdown(scope: Locator, label: string): Locator {
  return scope.locator("details", { has: scope.page().locator("summary", { hasText: label }) });
}

/** Waits until React has hydrated the page, so clicks reach event handlers. */
export async function waitForHydration(page: Page) {
  // A content page loads its app on first use (app/html/hydrate-on-use.ts): start it as a touch would.
  await page.evaluate(() => (window as unknown as { __arkaStart?: () => void }).__arkaStart?.());
  // Set by the root layout's effect once hydration has committed (app/root.tsx); on a loaded machine
  // that can be well after the scripts have loaded, and a click before it follows the plain HTML.
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") && document.readyState === "complete",
  );
}

/**
 * Waits until the page has stopped scrolling: a smooth scroll (the landing page's Get A Quote link) has
 * landed. A person waits for the page to stop moving before pressing the next button; on a loaded
 * machine the animation can outlast the click that follows it and move the button from under it.
 */
export async function waitForScrollToSettle(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const start = window.scrollY;
              // Three frames without movement: the animation has ended, not merely paused for one frame.
              requestAnimationFrame(() =>
                requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === start))),
              );
            }),
        ),
      { message: "the page keeps scrolling", timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * The browser specs' `test`: after each `page.goto`, waits until React has hydrated the page (when
 * scripts run at all), so a click lands on a working control. The HTML carries no module preloads
 * (docs/decisions/137-stylesheets-before-scripts.md), so hydration follows the first paint by a few
 * round trips; a visitor's click before it reaches the plain HTML (links and forms still work).
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A visit that asks only for the response ("commit") means to act before hydration.
      if (options?.waitUntil === "commit") return response;
      // The root layout's inline script marks <html class="js"> only where scripts run.
      const scripted = await page
        .evaluate(() => document.documentElement.classList.contains("js"))
        .catch(() => false);
      if (scripted) await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
