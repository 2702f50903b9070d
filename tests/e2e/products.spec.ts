import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { ONE_VIEWPORT, test } from "./fixtures.ts";
import { common as messages } from "#app/languages/en/interface/common.ts";
import { productIndex } from "#app/content/product-index.ts";

// axe runs are slow on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("technical specifications accordion", () => {
  for (const product of productIndex) {
    test(`${product.key}: starts collapsed and keeps one group open`, async ({ page, isMobile }) => {
      test.skip(isMobile && product !== productIndex[0], "one product on phones; all on desktop");
      await page.goto(`/technical-specs/${product.key}`);
      // The banner carries the specification's heading (docs/decisions/200, Layout); the product is named in
      // the first h2.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technical Specs");
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(
        `${product.title}: technical specifications`,
      );
      const groups = page.locator(".accordion details");
      await expect(groups).toHaveCount(4);
      await expect(page.locator(".accordion details[open]")).toHaveCount(0);
      for (const table of await page.locator(".accordion table").all()) await expect(table).toBeHidden();

      const summaries = page.locator(".accordion summary");
      await summaries.nth(0).click();
      await expect(groups.nth(0)).toHaveAttribute("open", "");
      // Two columns: the field and its value.
      const firstRow = groups.nth(0).locator("tbody tr").first();
      await expect(firstRow.locator("th, td")).toHaveCount(2);
      await expect(firstRow.locator("th")).toBeVisible();

      await summaries.nth(2).click();
      await expect(groups.nth(2)).toHaveAttribute("open", "");
      await expect(page.locator(".accordion details[open]")).toHaveCount(1);

      // Clicking the open group closes it: none open.
      await summaries.nth(2).click();
      await expect(page.locator(".accordion details[open]")).toHaveCount(0);
    });
  }

  test("works by keyboard", async ({ page }) => {
    await page.goto("/technical-specs/arka-inroof-solar");
    const summaries = page.locator(".accordion summary");
    await summaries.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".accordion details").nth(1)).toHaveAttribute("open", "");
    await summaries.nth(3).focus();
    await page.keyboard.press("Space");
    await expect(page.locator(".accordion details").nth(3)).toHaveAttribute("open", "");
    await expect(page.locator(".accordion details[open]")).toHaveCount(1);
  });

  for (const product of productIndex) {
    test(`${product.key}: no accessibility violations, closed and open`, async ({ page }) => {
      await page.goto(`/technical-specs/${product.key}`);
      await expectNoAxeViolations(page);
      await page.locator(".accordion summary").nth(3).click();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("product pages", () => {
  for (const product of productIndex) {
    test(`${product.key}: title, key figures, links that work`, async ({ page, request, isMobile }) => {
      test.skip(isMobile && product !== productIndex[0], "one product on phones; all on desktop");
      const response = await page.goto(`/products/${product.key}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products Details");
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(product.title);
      await expect(page.locator(".key-figures__item")).not.toHaveCount(0);
      const image = page.locator(".product-page__illustration");
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const brochure = page.getByRole("link", { name: /Download brochure/ }).first();
      const pdf = await request.get((await brochure.getAttribute("href")) ?? "");
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      await page.getByRole("link", { name: "Full technical specifications" }).click();
      await expect(page).toHaveURL(`/technical-specs/${product.key}`);
    });
  }

  for (const product of productIndex) {
    test(`${product.key}: no accessibility violations`, ONE_VIEWPORT, async ({ page }) => {
      await page.goto(`/products/${product.key}`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("product errors (seed 001 section 8)", () => {
  for (const path of ["/products/not-a-product", "/technical-specs/not-a-product"]) {
    test(`${path} shows the invalid-id message on a 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.notFoundTitle);
      await expect(page.getByTestId("status-text")).toHaveText(messages.invalidProductId);
      const home = page.locator("#main").getByRole("link", { name: "Home", exact: true });
      await expect(home).toHaveAttribute("href", "/");
      await expectNoAxeViolations(page);
      await home.click();
      await expect(page).toHaveURL("/");
    });
  }
});
