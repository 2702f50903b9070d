/**
 * Public pages are served whole and work before the app's JavaScript has arrived; the app loads when the
 * page has loaded and the browser is idle, or at once at a touch (docs/decisions/171, 173, 197). What a
 * visitor typed meanwhile is kept. The controls that answer before the app are tested in first-tap.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { ONE_VIEWPORT, test } from "./fixtures.ts";
import { holdTheApp } from "./support/hold-the-app.ts";
import { dbRows } from "./support/console-leads.ts";
import { uniquePhone } from "./support/e2e-var.ts";

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));

/**
 * Opens a page as a visitor would and does nothing: no touch, no key, no focus. The calculator's app is
 * part of its load (record 197): where it is held, the page is read once its HTML has been parsed.
 */
async function openUntouched(page: Page, url: string, until: "load" | "domcontentloaded" = "load") {
  // "commit": the fixture's goto would take the page over itself (fixtures.ts).
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForLoadState(until);
}

/** When the page's load event started, and when each of the app's scripts was asked for. */
function scriptTimings() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => new URL(entry.name).pathname.startsWith("/_build/") && entry.name.endsWith(".js"));
  return { loadEventStart: navigation!.loadEventStart, starts: scripts.map((entry) => entry.startTime) };
}

test(
  "a page asks for the app only once it has loaded, and then for the whole module graph at once",
  ONE_VIEWPORT,
  async ({ page }) => {
    for (const url of ["/about", "/", "/contact", "/become-partner", "/integrated-solar-roof"]) {
      // Nobody touches the page: the browser being idle after the load starts the app.
      await openUntouched(page, url);
      await hydrated(page);
      const { loadEventStart, starts } = await page.evaluate(scriptTimings);
      expect(starts.length, url).toBeGreaterThan(3);
      for (const start of starts) expect(start, url).toBeGreaterThanOrEqual(loadEventStart);
      // The whole module graph is asked for at once (record 173), not import by import.
      expect(await page.locator('link[rel="modulepreload"]').count(), url).toBeGreaterThan(3);
    }
  },
);

test(
  "the calculator loads its app with the page, so its first tap changes the figures",
  ONE_VIEWPORT,
  async ({ page }) => {
    await openUntouched(page, "/solar-calculator");
    await expect(page.locator('script[type="text/arka-app"]')).toHaveCount(0);
    await hydrated(page);
    const { loadEventStart, starts } = await page.evaluate(scriptTimings);
    expect(starts.some((start) => start < loadEventStart)).toBe(true);
  },
);

test(
  "what is typed into a tariff page's call-back form before the app takes over is kept and sent",
  ONE_VIEWPORT,
  async ({ page }) => {
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
    expect(
      dbRows<{ name: string }>("select name from leads where kind = 'callback' and phone = ?", phone),
    ).toEqual([{ name: "Ramesh Gupta" }]);
  },
);

test(
  "the calculator keeps a number typed and a slider moved before the app has loaded",
  ONE_VIEWPORT,
  async ({ page }) => {
    const releaseTheApp = await holdTheApp(page);
    await openUntouched(page, "/solar-calculator", "domcontentloaded");
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
  },
);

test(
  "a link to the contact page's message form opens the panel without a touch",
  ONE_VIEWPORT,
  async ({ page }) => {
    // As the calculator's quote link and the enquiry panel's no-JavaScript link arrive: a full page load.
    await openUntouched(page, "/contact#leave-a-message");
    await expect(
      page.getByRole("dialog", { name: "Leave A Message" }).getByLabel("Name", { exact: true }),
    ).toBeVisible({ timeout: 20_000 });
  },
);
