/**
 * Issue 14: a content page loads none of the app's JavaScript until the visitor touches it
 * (docs/decisions/171-content-pages-hydrate-on-use.md). The first tap on a scripted control still
 * does what it says once the app has loaded, and what was typed meanwhile is kept.
 */
import type { Page, Request } from "@playwright/test";
import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { dbRows } from "./support/console-leads.ts";
import { uniquePhone } from "./support/e2e-var.ts";

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

/** Holds the app's entry module at the network until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_build/entry.client*", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a page as a visitor would and does nothing: no touch, no key, no focus. */
async function openUntouched(page: Page, url: string) {
  const appScripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/_build/"))
      appScripts.push(request.url());
  };
  page.on("request", onRequest);
  // "commit": the fixture's goto would take the page over itself (fixtures.ts).
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForLoadState("networkidle");
  return appScripts;
}

test("a content page loads no script of the app until it is touched; the first tap opens the menu", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "The menu button shows on phones.");
  const appScripts = await openUntouched(page, "/about");
  expect(appScripts).toEqual([]);
  await expect(page.locator('script[type="text/arka-app"]')).toHaveCount(1);

  const menu = page.getByRole("button", { name: "Menu" });
  await menu.tap();
  await hydrated(page);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(appScripts.some((url) => url.includes("entry.client"))).toBe(true);
});

test("Enquire Now clicked before the app has loaded opens the panel, not the contact page", async ({
  page,
}) => {
  await openUntouched(page, "/blog");
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page.getByRole("dialog", { name: "Enquire Now" })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/blog$/);
});

test("what is typed into a tariff page's call-back form before the app takes over is kept and sent", async ({
  page,
}) => {
  // A slow connection: the app arrives only after the visitor has typed.
  const releaseTheApp = await holdTheApp(page);
  await openUntouched(page, "/solar-panels/Haryana");
  const card = page.getByRole("region", { name: "Request a call back" });
  const phone = uniquePhone();
  // Typed before React has the fields.
  await card.getByLabel("Name", { exact: true }).pressSequentially("Ramesh Gupta");
  await card.getByLabel("Mobile number", { exact: true }).pressSequentially(`+91 ${phone}`);
  await card.getByLabel("When should we call?").selectOption("tomorrow_evening");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  releaseTheApp();
  await hydrated(page);
  await expect(card.getByLabel("Name", { exact: true })).toHaveValue("Ramesh Gupta");
  await expect(card.getByLabel("Mobile number", { exact: true })).toHaveValue(phone);
  await expect(card.getByLabel("When should we call?")).toHaveValue("tomorrow_evening");
  await card.getByRole("button", { name: "Call me back" }).click();
  await expect(card.getByRole("status")).toContainText("Thank you.");
  expect(dbRows<{ name: string }>("select name from callbacks where phone = ?", phone)).toEqual([
    { name: "Ramesh Gupta" },
  ]);
});

test("home and the form pages load no script of the app either until they are touched", async ({ page }) => {
  for (const url of ["/", "/contact", "/solar-calculator", "/become-partner", "/integrated-solar-roof"]) {
    const appScripts = await openUntouched(page, url);
    expect(appScripts, url).toEqual([]);
    await page.evaluate(() => (window as unknown as { __arkaStart: () => void }).__arkaStart());
    // The whole module graph is asked for at once (record 173), not import by import.
    expect(await page.locator('link[rel="modulepreload"]').count(), url).toBeGreaterThan(3);
    await hydrated(page);
  }
});

test("the calculator keeps a number typed and a slider moved before the app has loaded", async ({ page }) => {
  const releaseTheApp = await holdTheApp(page);
  await openUntouched(page, "/solar-calculator");
  await page.getByLabel("Electricity bill per month", { exact: true }).fill("5000");
  await page.getByLabel("Units consumed per month", { exact: true }).fill("400");
  await page.getByRole("slider", { name: "Rooftop area slider" }).fill("500");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  releaseTheApp();
  await hydrated(page);
  await expect(page.getByLabel("Electricity bill per month", { exact: true })).toHaveValue("5000");
  await expect(page.getByLabel("Units consumed per month", { exact: true })).toHaveValue("400");
  const area = page.getByLabel("Rooftop area", { exact: true });
  await expect(area).not.toHaveValue("0");
  const areaValue = await area.inputValue();

  // The estimate is the one the server computes for the same numbers.
  const reference = await page.context().newPage();
  await reference.goto(`/solar-calculator?bill=5000&units=400&area=${areaValue}`);
  for (const id of ["result-size", "result-price", "result-savings"]) {
    const expected = await reference.getByTestId(id).textContent();
    expect(expected).not.toMatch(/^0|₹\s*0$/);
    await expect(page.getByTestId(id)).toHaveText(expected!);
  }
  await reference.close();
});

test("a link to the contact page's message form opens the panel without a touch", async ({ page }) => {
  // As the calculator's quote link and the no-JavaScript Enquire Now arrive: a full page load.
  await openUntouched(page, "/contact#leave-a-message");
  await expect(
    page.getByRole("dialog", { name: "Leave A Message" }).getByLabel("Name", { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
});
