import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";

/**
 * docs/decisions/118 on a 360 px phone (DESIGN.md's size): the floating controls (Become a Partner,
 * WhatsApp, calculator, Enquire Now; the landing page's Get A Quote) and the sticky header never hide
 * a form field that a visitor reaches, and the page's last lines stay readable; the tariff table's rates show without scrolling
 * sideways. The spec sets the width itself, so it runs in one project.
 */
const PHONE = { width: 360, height: 800 };
const FORM_PAGES = [
  "/contact",
  "/become-partner",
  "/request-callback",
  "/solar-calculator",
  "/solar-panels/Haryana",
  "/", // the state search
  "/integrated-solar-roof", // the landing page: its own sticky bar and Get A Quote button
];

test.describe("on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the spec sets the phone's width itself");
  test.use({ viewport: PHONE });

  for (const path of FORM_PAGES) {
    test(`no floating control covers a form field of ${path}`, async ({ page }) => {
      await page.goto(path);
      const covered = await coveredFields(page);
      expect(covered).toEqual([]);
    });
  }

  test("the last lines of a page stay clear of the floating controls", async ({ page }) => {
    for (const path of ["/", "/about", "/contact", "/become-partner", "/solar-panels/Haryana"]) {
      await page.goto(path);
      const covered = await page.evaluate(async () => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const controls = [...document.querySelectorAll(".floating-actions a, .floating-actions button")].map(
          (el) => el.getBoundingClientRect(),
        );
        // Every line of text or control in the footer: the page's last content.
        const leaves = [...document.querySelectorAll(".site-footer :is(p, a, li, h2, button)")];
        return leaves
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.bottom > 0)
          .filter((box) =>
            controls.some(
              (c) => c.left < box.right && box.left < c.right && c.top < box.bottom && box.top < c.bottom,
            ),
          ).length;
      });
      expect(covered, path).toBe(0);
      // The calculator button shows once scrolled: all four controls were measured.
      await expect(page.locator(".floating-actions a, .floating-actions button")).toHaveCount(4);
    }
  });

  test("the tariff table's rates show on a 320 px phone without scrolling sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/solar-panels/Haryana");
    const rates = page.locator("td[data-rate]");
    expect(await rates.count()).toBeGreaterThan(2);
    for (const rate of await rates.all()) {
      await rate.scrollIntoViewIfNeeded();
      const box = (await rate.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      await expect(rate).toHaveText(/₹\s*\d+\.\d{2}/);
    }
    // Nothing inside the table's box is wider than the box: no sideways scroll there either.
    for (const box of await page.locator(".table-scroll").all())
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // The table is still a table to assistive technology, with its column headings.
    await expect(page.getByRole("table").first().getByRole("columnheader", { name: "Rate" })).toBeAttached();
    await expect(page.getByRole("table").first().getByRole("row").nth(1).getByRole("cell")).toHaveCount(4);
  });
});

/**
 * Brings every visible field of the page's content into view the ways a visitor does, and names
 * those a floating control or the sticky header then overlaps: focused from above (Tab: the field
 * arrives at the bottom edge), focused from below (Shift+Tab: the top edge), and scrolled into view
 * at the bottom.
 */
async function coveredFields(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    document.documentElement.style.scrollBehavior = "auto";
    const fields = [
      ...document.querySelectorAll<HTMLElement>(
        "main :is(input:not([type=hidden]), select, textarea, button[type=submit], [role=slider])",
      ),
    ].filter((el) => el.getClientRects().length > 0 && !el.closest("dialog"));
    const overlapping = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      // A hidden control covers nothing (the calculator button is in the page but hidden near the top).
      const blockers = [...document.querySelectorAll(".floating-button, .site-header, .landing-nav")].filter(
        (b) => getComputedStyle(b).visibility !== "hidden",
      );
      return blockers.filter((b) => {
        const c = b.getBoundingClientRect();
        return c.left < box.right && box.left < c.right && c.top < box.bottom && box.top < c.bottom;
      });
    };
    const ways: [string, (el: HTMLElement) => void][] = [
      ["focused from above", (el) => (window.scrollTo(0, 0), el.focus())],
      ["focused from below", (el) => (window.scrollTo(0, document.body.scrollHeight), el.focus())],
      ["scrolled into view", (el) => el.scrollIntoView({ block: "end" })],
    ];
    const covered: string[] = [];
    if (fields.length === 0) return ["no fields found"];
    for (const field of fields) {
      for (const [way, bring] of ways) {
        bring(field);
        await frames();
        const name = field.getAttribute("name") ?? field.getAttribute("aria-label") ?? field.id;
        for (const blocker of overlapping(field))
          covered.push(`${name} (${way}) under ${blocker.className || blocker.tagName}`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return covered;
  });
}
