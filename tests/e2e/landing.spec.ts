import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { expectNoAxeViolations, scrollThrough } from "#tests/support/axe-check.ts";

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
    // "Pvt. Ltd." once, with no second full stop after it (issue 13).
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
});
