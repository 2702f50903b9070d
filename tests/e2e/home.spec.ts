import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { tariffStateNames } from "#app/content/tariff-states.ts";
import { expectNoAxeViolations, scrollThrough } from "#tests/support/axe-check.ts";

test.describe("home page", () => {
  test("shows the sections of the specification in order", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "What is Arka?",
      "level up with Arka",
      "Features",
      "Our Portfolio",
      "See Arka at work",
      "Electricity tariff in your state",
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(page.getByRole("link", { name: /Know More/ })).toHaveAttribute("href", "/about");
    await expect(page.getByRole("link", { name: "All Projects" })).toHaveAttribute("href", "/portfolio");
    await expect(page.locator(".project-card")).toHaveCount(8);
    for (const title of [
      "Integrated Solar Roof",
      "Regulated Temperatures",
      "Increased Efficiency",
      "Elegant Aesthetics",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
  });

  test("hero: the poster is eager and high priority; the scroll arrow goes to the next section", async ({
    page,
  }) => {
    await page.goto("/");
    const poster = page.locator(".home-hero img");
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect(poster).not.toHaveAttribute("loading", "lazy");
    await page.getByRole("link", { name: "Scroll down" }).click();
    await expect(page).toHaveURL(/#what-is$/);
    await expect(page.getByRole("heading", { name: "What is Arka?" })).toBeInViewport();
    const social = page.getByRole("list", { name: "Social media" }).first().getByRole("link");
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) await expect(link).toHaveAttribute("target", "_blank");
  });

  test("hero film starts muted and looping, but not with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const video = page.locator(".home-hero video");
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await page.waitForLoadState("load");
    await page.waitForTimeout(600);
    await expect(page.locator(".home-hero video")).toHaveCount(0);
  });

  test("the hero film's pause button shows its icon, and the icon follows the state", async ({ page }) => {
    // docs/decisions/118: on a phone it was an empty circle (its glyph's CSS was not on the page).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const toggle = page.locator(".home-hero__toggle");
    // Once the film plays, the button offers to pause it.
    await expect(toggle).toHaveAccessibleName("Pause background video", { timeout: 15_000 });
    const icon = toggle.locator("svg");
    const box = (await icon.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(16);
    expect(box.height).toBeGreaterThanOrEqual(16);
    // Drawn in the button's white on its dark disc.
    expect(await icon.evaluate((svg) => getComputedStyle(svg).fill)).toBe("rgb(255, 255, 255)");
    const pauseShape = await icon.locator("path").getAttribute("d");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Play background video");
    await expect(icon.locator("path")).not.toHaveAttribute("d", pauseShape!);
    expect((await icon.boundingBox())!.width).toBeGreaterThanOrEqual(16);
  });

  test("the side social list shows from medium screens up only", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.locator(".home-hero__social")).toBeVisible();
    await page.setViewportSize({ width: 500, height: 800 });
    await expect(page.locator(".home-hero__social")).toBeHidden();
  });

  test("a project card opens a modal with an image carousel and the project details", async ({ page }) => {
    await page.goto("/");
    const opener = page.getByRole("button", { name: "View details of Cyber Towers Bustop" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: /Cyber Towers Bustop/ });
    await expect(dialog).toBeVisible();
    const slides = dialog.getByRole("group");
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute("aria-label", "1 of 3");
    await expect(dialog.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "1 of 3");
    await dialog.getByRole("button", { name: "Next slide" }).click();
    await expect(dialog.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "2 of 3");
    await dialog.getByRole("button", { name: "Previous slide" }).click();
    await dialog.getByRole("button", { name: "Previous slide" }).click();
    await expect(dialog.locator(".carousel__slide[data-active]")).toHaveAttribute("aria-label", "3 of 3");
    await expect(dialog.locator("[data-spec=capacityKw]")).toContainText("8 kw");
    await expect(dialog.locator("[data-spec=unitsPerYear]")).toContainText("11,040");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the comparison slider moves by keyboard and by pointer and reports 0 to 1", async ({ page }) => {
    await page.goto("/");
    const slider = page.getByRole("slider", { name: /Divider/ });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute("aria-valuenow", "50");
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuenow", "55");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "100");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");

    const box = (await page.locator(".compare").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    await page.mouse.down();
    await expect(slider).toHaveAttribute("aria-valuenow", "25");
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute("aria-valuenow", "80");
    // The left image is clipped at the divider.
    const clip = await page.locator(".compare__layer--left").evaluate((el) => getComputedStyle(el).clipPath);
    expect(clip).toContain("20%");
  });

  test("the video loads only when asked for", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /Play video/ }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  });

  test("state search: reversed options; no state asks for one; a state navigates", async ({ page }) => {
    await page.goto("/");
    const select = page.getByLabel("Select State");
    const options = await select.locator("option").allTextContents();
    expect(options[0]).toBe("Select State");
    expect(options.slice(1)).toEqual([...tariffStateNames].reverse().map((s) => s.name));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toContainText("choose a state");
    await expect(page).toHaveURL(/\/$/);
    await select.selectOption({ label: "Kerala" });
    await expect(page.getByRole("alert")).toHaveText("");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/solar-panels\/Kerala$/);
  });

  test("state search works without JavaScript through a redirect", async ({ request }) => {
    const ok = await request.get("/state-search?state=West-Bengal", { maxRedirects: 0 });
    expect(ok.status()).toBe(302);
    expect(ok.headers()["location"]).toBe("/solar-panels/West-Bengal");
    const none = await request.get("/state-search?state=", { maxRedirects: 0 });
    expect(none.status()).toBe(302);
    expect(none.headers()["location"]).toBe("/#state-search");
  });

  test("has no axe violations", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});
