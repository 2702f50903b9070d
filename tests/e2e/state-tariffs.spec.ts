import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { tariffStateNames } from "#app/content/tariff-states.ts";

// axe runs are slow on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Slab = { condition: string; low: number; high: number | null; rate: number | null };
type Tariff = { slug: string; effective: string; source_url: string; slabs: Slab[] };
const tariffs = JSON.parse(fs.readFileSync("data/tariffs.json", "utf8")) as Tariff[];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const rupees = (rate: number) =>
  `₹ ${rate.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("every state with figures opens by direct URL with the data file's slabs", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the same 36 pages at every viewport: checked once, on desktop");
  test.setTimeout(120_000);
  let checked = 0;
  for (const state of tariffStateNames) {
    const tariff = tariffs.find((t) => t.slug === state.slug);
    if (!tariff || tariff.slabs.length === 0) continue;
    const response = await page.goto(`/solar-panels/${state.urlTitle}`, { waitUntil: "domcontentloaded" });
    expect(response?.status(), state.urlTitle).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(state.name);
    await expect(page.getByRole("heading", { level: 2, name: /cost per unit electricity in/ })).toContainText(
      state.name,
    );
    await expect(page.getByTestId("tariff-effective")).toHaveText(tariff.effective);
    await expect(page.locator(`a[href="${tariff.source_url}"]`).first()).toBeVisible();

    const rows = page.locator(".tariff-table").first().locator("tbody tr");
    await expect(rows).toHaveCount(tariff.slabs.length);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")),
    );
    tariff.slabs.forEach((slab, i) => {
      const [condition, low, high, rate] = cells[i] ?? [];
      expect(condition, `${state.urlTitle} row ${i}`).toBe(slab.condition);
      expect(low).toBe(String(slab.low));
      expect(high).toBe(slab.high === null ? "and above" : String(slab.high));
      if (slab.rate !== null) expect(rate).toBe(rupees(slab.rate));
    });
    checked += 1;
  }
  expect(checked).toBe(35);
});

test("the table's headers are Condition, Slab Low, Slab High, Rate", async ({ page }) => {
  await page.goto("/solar-panels/Delhi");
  await expect(page.locator(".tariff-table").first().locator("thead th")).toHaveText([
    "Condition",
    "Slab Low",
    "Slab High",
    "Rate",
  ]);
});

test("Lakshadweep says no figures were found and shows no table", async ({ page }) => {
  const response = await page.goto("/solar-panels/Lakshadweep");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("no-figures")).toContainText("Lakshadweep");
  await expect(page.locator(".tariff-table")).toHaveCount(0);
});

test("Tamil Nadu warns that its slabs count two months", async ({ page }) => {
  await page.goto("/solar-panels/Tamil-Nadu");
  await expect(page.getByRole("note").filter({ hasText: "two months" })).toBeVisible();
});

test("official names and other letter cases redirect to the page's address", async ({ page }) => {
  await page.goto("/solar-panels/Andaman-and-Nicobar-Islands");
  await expect(page).toHaveURL("/solar-panels/Andaman-Nicobar");
  await page.goto("/solar-panels/west-bengal");
  await expect(page).toHaveURL("/solar-panels/West-Bengal");
});

test("an unknown state is a 404 page", async ({ page }) => {
  const response = await page.goto("/solar-panels/Atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404!");
});

for (const urlTitle of ["Kerala", "Tamil-Nadu", "Lakshadweep", "Dadra-Nagar-Haveli-and-Daman-and-Diu"]) {
  test(`${urlTitle} has no accessibility violations`, async ({ page }) => {
    await page.goto(`/solar-panels/${urlTitle}`);
    await expectNoAxeViolations(page);
  });
}
