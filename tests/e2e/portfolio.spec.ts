import { expect, type Page } from "@playwright/test";
import { ONE_VIEWPORT, test } from "./fixtures.ts";
import { claimFigures } from "#app/content/claims.ts";
import { projects } from "#app/content/portfolio.ts";
import { expectNoAxeViolations, scrollThrough } from "#tests/support/axe-check.ts";

/** How many video slides sit wholly inside the carousel's viewport. */
async function visibleVideoSlides(page: Page): Promise<number> {
  const carousel = page.locator(".portfolio-videos");
  await carousel.scrollIntoViewIfNeeded();
  return carousel.evaluate((root) => {
    const view = root.querySelector(".carousel__viewport")!.getBoundingClientRect();
    return Array.from(root.querySelectorAll(".carousel__slide > *")).filter((content) => {
      const r = content.getBoundingClientRect();
      return r.width > 0 && r.left >= view.left - 2 && r.right <= view.right + 2;
    }).length;
  });
}

test.describe("portfolio page", () => {
  test("shows the headline figures and every project with its facts", async ({ page }) => {
    await page.goto("/portfolio");
    // The claims configuration's figures (docs/decisions/191); the capacity says what it sums.
    const capacity = page.locator(".portfolio-stat").nth(0);
    await expect(capacity).toContainText(`${claimFigures.capacityKw} kW`);
    await expect(capacity).toContainText("Sum of the projects on this page");
    await expect(page.locator(".portfolio-stat").nth(1)).toContainText(claimFigures.customers);
    for (const project of projects) {
      const block = page.locator(`#${project.slug}`);
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(project.title);
      await expect(block.getByRole("region", { name: `${project.title} pictures` })).toBeVisible();
      await expect(block.getByRole("group")).toHaveCount(project.images.length);
      if (project.specs) {
        await expect(block.locator("[data-spec=capacityKw]")).toContainText(`${project.specs.capacityKw} kw`);
        await expect(block.locator("[data-spec=paybackYears]")).toContainText(
          `${project.specs.paybackYears} years`,
        );
      } else {
        await expect(block.locator("[data-spec]")).toHaveCount(0);
      }
    }
    await expect(page.locator("#arka-factory-miryalguda [data-spec=areaSft]")).toContainText("19,250");
  });

  test("a project carousel steps through its pictures", async ({ page }) => {
    await page.goto("/portfolio");
    const block = page.locator("#arka-factory-miryalguda");
    await block.getByRole("button", { name: "Next slide" }).click();
    await expect(block.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "2 of 5");
    await block.getByRole("button", { name: "Go to slide 4" }).click();
    await expect(block.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "4 of 5");
  });

  for (const [width, expected] of [
    [1280, 3],
    [1000, 2],
    [500, 1],
  ] as const) {
    test(`video carousel shows ${expected} of 5 videos at ${width} px`, async ({ page, isMobile }) => {
      test.skip(isMobile, "sets its own viewport: run once");
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/portfolio");
      const videos = page.getByRole("region", { name: "Portfolio videos" });
      await expect(videos.getByRole("group")).toHaveCount(5);
      await expect.poll(() => visibleVideoSlides(page)).toBe(expected);
      // Infinite loop: "previous" from the first slide goes to the last.
      await videos.getByRole("button", { name: "Previous slide" }).click();
      await expect(videos.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "5 of 5");
      await expect(videos.getByRole("button", { name: /Pause/ })).toHaveCount(0);
    });
  }

  test("re-measures the video carousel after a resize", async ({ page, isMobile }) => {
    test.skip(isMobile, "sets its own viewport: run once");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/portfolio");
    await expect.poll(() => visibleVideoSlides(page)).toBe(3);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => visibleVideoSlides(page)).toBe(1);
  });

  test("has no axe violations", ONE_VIEWPORT, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/portfolio");
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});
