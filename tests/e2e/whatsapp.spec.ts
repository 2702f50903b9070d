import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { findArticle } from "#app/content/blog/articles.ts";
import { site } from "#app/content/site.ts";

/**
 * docs/decisions/118: WhatsApp click-to-chat in the floating controls and on the contact page. A plain
 * link through the site's counted redirect (docs/decisions/193) to wa.me: the number from the site
 * configuration, a greeting naming the page, a new tab, and no WhatsApp script. Whether it covers form
 * fields is phone-layout.spec.ts's question.
 */
const PAGES = [
  { path: "/solar-panels/Haryana", name: "Haryana electricity tariff" },
  { path: "/contact", name: "Contact Us" },
  { path: "/products/arka-inroof-solar", name: "Inroof Solar" },
  {
    path: "/blog/solar-glossary-101-what-you-need-to-know",
    name: findArticle("solar-glossary-101-what-you-need-to-know")!.heading,
  },
  { path: "/", name: "Home" },
  { path: "/no-such-page", name: "Page not found" },
];

const floatingLink = (page: Page) =>
  page.getByRole("complementary", { name: "Quick actions" }).getByRole("link", { name: /WhatsApp/ });

async function expectChatLink(link: Locator, pageName: string) {
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/go\/whatsapp\?from=\//);
  // Where the site sends the visitor: our chat, greeting from the page.
  const redirect = await link.page().request.get(href, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const url = new URL(redirect.headers().location!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect(url.searchParams.get("text")).toBe(
    `Hello Arka, I am on the page '${pageName}' and would like to know more.`,
  );
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(link).toHaveAccessibleName("Chat on WhatsApp (opens in a new tab)");
  const icon = (await link.locator("svg").boundingBox())!;
  expect(icon.width).toBeGreaterThan(10);
  expect(icon.height).toBeGreaterThan(10);
}

test.describe("WhatsApp click-to-chat", () => {
  for (const { path, name } of PAGES) {
    test(`on ${path} the floating link greets from '${name}'`, async ({ page }) => {
      await page.goto(path);
      await expect(floatingLink(page)).toBeVisible();
      await expectChatLink(floatingLink(page), name);
    });
  }

  test("without JavaScript the links are the same", async ({ browser, isMobile }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, isMobile });
    const page = await context.newPage();
    for (const { path, name } of PAGES) {
      await page.goto(path);
      await expectChatLink(floatingLink(page), name);
    }
    await page.goto("/contact");
    await expectChatLink(page.getByRole("main").getByRole("link", { name: /WhatsApp/ }), "Contact Us");
    await context.close();
  });

  test("the contact page shows a labelled WhatsApp button beside Leave A Message", async ({ page }) => {
    await page.goto("/contact");
    const button = page.getByRole("main").getByRole("link", { name: /WhatsApp/ });
    await expect(button).toBeVisible();
    await expect(button).toContainText("Chat on WhatsApp");
    await expectChatLink(button, "Contact Us");
  });

  test("the greeting follows a client-side navigation", async ({ page }) => {
    await page.goto("/");
    await expectChatLink(floatingLink(page), "Home");
    await page.locator("footer").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    // The address changes a moment before the new page renders: wait for the page, as a person would.
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    await expectChatLink(floatingLink(page), "Cookie Policy");
  });

  test("no request leaves the site for WhatsApp until the link is used", async ({ page }) => {
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).hostname));
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect([...hosts].filter((host) => /whatsapp|wa\.me/.test(host))).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('a[href*="/go/whatsapp"]').length)).toBe(2);
  });
});
