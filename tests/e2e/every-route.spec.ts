import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { axeViolations, preloadAxe } from "./support/axe-sweep.ts";
import { englishContentPaths, englishServerRenderedPaths } from "#app/content/prerender-paths.ts";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "#app/i18n/locales.ts";
import { englishFoundIn, englishPhrases } from "../support/english-scan.ts";
import { readableText, TITLE_STAYS_ENGLISH } from "./support/readable-text.ts";

/**
 * docs/decisions/118: every route, at the three phone widths, fits the screen
 * (no sideways scroll of the page), with and without JavaScript, and axe (best-practice rules
 * included) finds nothing on it. One browser page is reused throughout, and the spec runs in one
 * project only: it sets the widths itself. Each language is its own tests, so the workers share them
 * (docs/decisions/180: Hindi and Telugu words are longer, so their pages get the same checks).
 */
const ENGLISH_ROUTES = [
  ...englishContentPaths(), // every prerendered page, the outcome pages among them
  ...englishServerRenderedPaths, // the form pages
  "/request-callback",
  "/no-such-page", // the 404 page
];
const routesIn = (locale: Locale) => ENGLISH_ROUTES.map((path) => localizedPath(path, locale));
const WIDTHS = [320, 360, 412];
/**
 * Each language's routes with JavaScript are checked in parts, each its own test: the workers share
 * them, and on a loaded machine one part stays well inside its time limit (docs/decisions/196).
 */
const PARTS = 3;

function inParts<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, index) => items.slice(index * size, (index + 1) * size));
}
const HEIGHT = 800;

test.describe("every route on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "one run is enough: the spec sets the phone widths itself");
  // Layout is measured in CSS pixels; painting each page at the phone's 2.6 device pixels per pixel
  // only costs time.
  test.use({ deviceScaleFactor: 1 });

  for (const locale of LOCALES) {
    const parts = inParts(routesIn(locale), PARTS);
    for (const [index, ROUTES] of parts.entries()) {
      const part = `${locale}, part ${index + 1} of ${parts.length}`;
      test(`${part}: fits 320, 360 and 412 px without sideways scroll, and axe finds nothing`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const started = Date.now();
        await preloadAxe(page);
        const problems: string[] = [];
        for (const path of ROUTES) {
          await page.setViewportSize({ width: WIDTHS.at(-1)!, height: HEIGHT });
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(path.endsWith("/no-such-page") ? 404 : 200);
          problems.push(...(await overflowAtWidths(page, path)));
          problems.push(...(await axeViolations(page)).map((v) => `${path} axe ${v}`));
        }
        expect(problems).toEqual([]);
        // The time, for whoever watches the CI budget (the report lists annotations).
        test.info().annotations.push({
          type: "duration",
          description: `${ROUTES.length} routes in ${Math.round((Date.now() - started) / 1000)} s`,
        });
      });
    }

    const noEnglish = locale === DEFAULT_LOCALE ? "" : ", with no English interface text";
    test(`${locale}: fits 320, 360 and 412 px without JavaScript${noEnglish}`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ javaScriptEnabled: false, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const [index, path] of routesIn(locale).entries()) {
        await page.setViewportSize({ width: WIDTHS.at(-1)!, height: HEIGHT });
        await page.goto(path);
        problems.push(...(await overflowAtWidths(page, path)));
        // The HTML as served is what a visitor reads before touching the page, and what search engines
        // index (docs/decisions/180): English is left only where it is marked lang="en".
        if (locale === DEFAULT_LOCALE) continue;
        const text = await readableText(page, !TITLE_STAYS_ENGLISH.test(ENGLISH_ROUTES[index]!));
        problems.push(...englishFoundIn(text, englishPhrases(locale)).map((found) => `${path} ${found}`));
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});

/** Widest first, so each narrower width reflows the page as a phone turning would. */
async function overflowAtWidths(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: HEIGHT });
    const overflow = await page.evaluate(async (viewport) => {
      // Let resize handlers (the carousels) lay out again first; a page without scripts has none.
      if (document.documentElement.classList.contains("js"))
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth <= viewport) return null;
      // Name the widest static elements, to say what to fix.
      const wide = [...document.querySelectorAll("body *")]
        .filter((el) => getComputedStyle(el).position !== "fixed")
        .map((el) => ({ el, right: el.getBoundingClientRect().right }))
        .filter(({ right }) => right > viewport + 0.5)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(
          ({ el, right }) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} (${Math.round(right)})`,
        );
      return `${scrollWidth} px wide: ${wide.join(", ") || "a long word"}`;
    }, width);
    if (overflow) found.push(`${path} at ${width} px: ${overflow}`);
  }
  return found;
}
