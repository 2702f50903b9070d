import { expect, type Locator } from "@playwright/test";
import { test } from "./fixtures.ts";
import { dbRows } from "./support/console-leads.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { expectNoAxeViolations, scrollThrough } from "#tests/support/axe-check.ts";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALES, localizedPath } from "#app/i18n/locales.ts";

test.describe("landing page /integrated-solar-roof", () => {
  test("has its logo, hero carousel, quote form slot and every section", async ({ page }) => {
    await page.goto("/integrated-solar-roof");
    await expect(page.locator(".landing-header img, .landing-header svg").first()).toBeVisible();
    const hero = page.getByRole("region", { name: "Highlights" });
    await expect(hero.getByRole("group")).toHaveCount(3);
    await expect(page.locator("#get-a-quote")).toBeVisible();
    await expect(page.locator("#certifications img")).toHaveCount(4);
    await expect(page.locator("#featured-on img")).toHaveCount(6);
    const gallery = page.getByRole("region", { name: "Gallery pictures" });
    await expect(gallery.getByRole("group")).toHaveCount(2);
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByRole("group").nth(0).locator("img")).toHaveCount(3);
    await gallery.getByRole("button", { name: "Next slide" }).click();
    await expect(gallery.getByRole("group").nth(1).locator("img")).toHaveCount(3);
    const footer = page.locator("footer");
    await expect(footer.getByRole("link")).toHaveCount(5);
    await expect(footer).toContainText(String(new Date().getFullYear()));
    // "Pvt. Ltd." once, with no second full stop after it (docs/decisions/166).
    const line = await footer.locator("p").innerText();
    expect(line.match(/Pvt\. Ltd\./g)).toHaveLength(1);
    expect(line).toMatch(/Pvt\. Ltd\. All rights reserved\.$/);
  });

  test("nav buttons scroll to their sections", async ({ page }) => {
    await page.goto("/integrated-solar-roof");
    const nav = page.getByRole("navigation", { name: "On this page" });
    for (const [label, id] of [
      ["Key features", "key-features"],
      ["Certifications", "certifications"],
      ["Featured On", "featured-on"],
      ["Gallery", "gallery"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    }
  });

  test("the floating Get A Quote button scrolls to the form", async ({ page }) => {
    await page.goto("/integrated-solar-roof");
    await page.getByRole("link", { name: "Gallery" }).click();
    await page.getByRole("link", { name: "Get A Quote" }).click();
    await expect(page.locator("#get-a-quote")).toBeInViewport();
  });

  test("the hero carousel can be paused and stepped", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/integrated-solar-roof");
    const hero = page.getByRole("region", { name: "Highlights" });
    const toggle = hero.getByRole("button", { name: "Pause slide show" });
    await toggle.click();
    await expect(hero.getByRole("button", { name: "Play slide show" })).toBeVisible();
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "2 of 3");
    // Paused by the visitor: autoplay (4 s + 50 ms) does not move it on, even after leaving.
    await page.mouse.move(0, 0);
    await page.locator("h2").first().focus();
    await page.waitForTimeout(4500);
    await expect(hero.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "2 of 3");
  });

  test("the hero carousel plays on its own and pauses while hovered", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/integrated-solar-roof");
    const hero = page.getByRole("region", { name: "Highlights" });
    await page.mouse.move(0, 0);
    await expect(hero.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "2 of 3", {
      timeout: 6000,
    });
    await hero.locator(".carousel__viewport").hover();
    await page.waitForTimeout(4500);
    await expect(hero.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "2 of 3");
  });

  test("has no axe violations", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/integrated-solar-roof");
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });

  for (const locale of LOCALES) {
    test(`offers WhatsApp with the landing page's greeting and a call-back (${locale})`, async ({ page }) => {
      const text = catalogueFor(locale);
      await page.goto(localizedPath("/integrated-solar-roof", locale));
      // The floating control, and the labelled button beside the call-back form.
      const whatsapp = page.getByRole("link", {
        name: `${text.common.whatsapp.label}${text.common.opensInNewTab}`,
      });
      await expect(whatsapp).toHaveCount(2);
      const greeting = text.common.whatsapp.greeting(
        site.product,
        text.pages.landing.metaTitle(site.product),
      );
      for (const link of await whatsapp.all()) {
        await expect(link).toBeVisible();
        await expectChat(link, greeting);
      }
      const card = page.getByRole("region", { name: text.forms.callback.title });
      await expect(card.getByRole("button", { name: text.forms.callback.submit })).toBeVisible();
    });
  }

  test("a call-back typed before the app has loaded is stored with the landing campaign and page", async ({
    page,
  }) => {
    // The app's download and hydration are slow on a loaded machine: generous waits, as landing-form.spec.ts.
    test.setTimeout(120_000);
    // The app's entry is held until the form is filled: everything below is typed into plain HTML.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_build/entry.client*", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/integrated-solar-roof", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    const card = page.getByRole("region", { name: "Request a call back" });
    const phone = uniquePhone();
    await card.getByLabel("Name", { exact: true }).pressSequentially("Lakshmi Rao");
    await card.getByLabel("Mobile number", { exact: true }).pressSequentially(phone);
    await card.getByLabel("When should we call?").selectOption("tomorrow_morning");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, {
      timeout: 60_000,
    });
    await card.getByRole("button", { name: "Call me back" }).click();
    await expect(card.getByRole("status")).toContainText("Thank you.", { timeout: 15_000 });
    expect(
      dbRows(
        "select name, campaign_id, source, page_path from leads where kind = 'callback' and phone = ?",
        phone,
      ),
    ).toEqual([
      {
        name: "Lakshmi Rao",
        campaign_id: site.campaign.landing,
        source: "website",
        page_path: "/integrated-solar-roof",
      },
    ]);
  });

  test("without JavaScript the call-back posts and is stored with the landing campaign", async ({
    browser,
    isMobile,
  }) => {
    test.skip(isMobile, "the post does not depend on the screen");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/hi/integrated-solar-roof");
    const words = catalogueFor("hi").forms;
    const card = page.getByRole("region", { name: words.callback.title });
    const phone = uniquePhone();
    await card.getByLabel(words.fields.name, { exact: true }).fill("Lakshmi Rao");
    await card.getByLabel(words.fields.mobile, { exact: true }).fill(phone);
    await card.getByLabel(words.callback.when).selectOption("tomorrow_evening");
    await card.getByRole("button", { name: words.callback.submit }).click();
    await expect(page).toHaveURL(/\/hi\/success(#main)?$/);
    expect(
      dbRows("select campaign_id, page_path, locale from leads where kind = 'callback' and phone = ?", phone),
    ).toEqual([{ campaign_id: site.campaign.landing, page_path: "/hi/integrated-solar-roof", locale: "hi" }]);
    await context.close();
  });
});

/**
 * A link through the site's counted redirect (docs/decisions/193) to the site's wa.me number with
 * `greeting` filled in, opening in a new tab.
 */
async function expectChat(link: Locator, greeting: string) {
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/go\/whatsapp\?from=\//);
  const redirect = await link.page().request.get(href, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const url = new URL(redirect.headers().location!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect(url.searchParams.get("text")).toBe(greeting);
  await expect(link).toHaveAttribute("target", "_blank");
}
