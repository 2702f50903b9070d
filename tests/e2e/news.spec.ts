import { expect } from "@playwright/test";
import { ONE_VIEWPORT, test } from "./fixtures.ts";
import { newsItems } from "#app/content/news.ts";
import { expectNoAxeViolations, scrollThrough } from "#tests/support/axe-check.ts";

test.describe("news page", () => {
  test("shows six cards of image, title, date and source, without links", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1, name: "News & Events" })).toBeVisible();
    const cards = page.locator(".news-card");
    await expect(cards).toHaveCount(6);
    for (const [index, item] of newsItems.entries()) {
      const card = cards.nth(index);
      await expect(card.locator("img")).toHaveAttribute("width", String(item.image.width));
      await expect(card.getByRole("heading")).toHaveText(item.title);
      await expect(card.locator("time")).toHaveAttribute("datetime", item.date);
      await expect(card).toContainText(item.name);
      await expect(card.getByRole("link")).toHaveCount(0);
    }
  });

  test("has no axe violations", ONE_VIEWPORT, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/news");
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});
