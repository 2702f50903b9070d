import { expect } from "@playwright/test";
import { expectNoAxeViolations, ONE_VIEWPORT, test } from "./fixtures.ts";
import { blogSlugs } from "#app/content/blog-slugs.ts";
import { common as messages } from "#app/languages/en/interface/common.ts";

test("the blog list shows seven cards, each linking to its article", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
  const cards = page.locator(".blog-grid > li");
  await expect(cards).toHaveCount(blogSlugs.length);

  const hrefs: string[] = [];
  for (const card of await cards.all()) {
    await expect(card.getByRole("img")).toHaveAttribute("width", /\d+/);
    const heading = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
    const link = card.getByRole("link", { name: /^Read More/ });
    const href = (await link.getAttribute("href")) ?? "";
    // The slug is the heading lowercased with spaces replaced by hyphens (docs/decisions/200, Routes).
    expect(href).toBe(`/blog/${heading.trim().toLowerCase().replace(/ /g, "-")}`);
    hrefs.push(href);
  }
  expect(hrefs.sort()).toEqual(blogSlugs.map((s) => `/blog/${s}`).sort());
});

test("Read More opens the article", async ({ page }) => {
  await page.goto("/blog");
  const first = page.locator(".blog-grid > li").first();
  const heading = (await first.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
  await first.getByRole("link", { name: /^Read More/ }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
});

for (const slug of blogSlugs) {
  test(`article ${slug} renders its title, date and sub-headings`, async ({ page, isMobile }) => {
    test.skip(isMobile, "the same at every viewport: checked on desktop");
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Details" })).toBeVisible();
    const title = page.locator("#article-title");
    await expect(title).toBeVisible();
    expect((await title.textContent())?.trim().toLowerCase().replace(/ /g, "-")).toBe(slug);
    await expect(page.locator(".blog-article__byline time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);
    expect(await page.locator(".blog-article h3").count()).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle(/\| Arka$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = structured
      .flatMap((t) => [JSON.parse(t)].flat())
      .find((d) => d["@type"] === "BlogPosting");
    expect(posting?.headline.toLowerCase().replace(/ /g, "-")).toBe(slug);
  });
}

test("an unknown article slug answers 404 with the not-found text", async ({ page }) => {
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(messages.notFound)).toBeVisible();
});

test("the article text takes three quarters of the content width on wide screens", async ({ page }, info) => {
  test.skip(info.project.name !== "desktop", "wide screens only");
  await page.goto(`/blog/${blogSlugs[0]}`);
  const layout = await page.locator(".blog-layout").boundingBox();
  const article = await page.locator(".blog-article").boundingBox();
  expect(layout && article).toBeTruthy();
  const share = article!.width / layout!.width;
  expect(share).toBeGreaterThan(0.7);
  expect(share).toBeLessThan(0.8);
});

for (const path of ["/blog", `/blog/${blogSlugs[5]}`]) {
  test(`${path} has no axe violations`, ONE_VIEWPORT, async ({ page }) => {
    // axe walks the whole long page; on a busy two-core machine that can take longer than the default.
    test.slow();
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
