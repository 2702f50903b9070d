import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { ONE_VIEWPORT, test } from "./fixtures.ts";
import { formatLongDate } from "#app/content/format.ts";
import { tariffStateNames } from "#app/content/tariff-states.ts";

// axe runs are slow on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Slab = { condition: string; low: number; high: number | null; rate: number | null };
type Table = { kind: string; effective: string; source: { url: string }; slabs: Slab[] };
type Tariff = { slug: string; checked_on: string; tables: Table[] };
const tariffs = JSON.parse(fs.readFileSync("data/tariffs.json", "utf8")) as Tariff[];
type Update = { state: string; slug: string; effective: string; slabs: Slab[] };
const updates = JSON.parse(fs.readFileSync("data/raw/tariffs-updates-2025.json", "utf8")) as Update[];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** "27 November 2026", as the page writes the day a state's figures were checked, in each language. */
const checkedOn = (slug: string, locale: "en" | "hi" | "te" = "en") =>
  formatLongDate(tariffs.find((t) => t.slug === slug)!.checked_on, locale);

const rupees = (rate: number) =>
  `₹ ${rate.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("every state with figures opens by direct URL with its current table's slabs", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the same 36 pages at every viewport: checked once, on desktop");
  test.setTimeout(120_000);
  let checked = 0;
  for (const state of tariffStateNames) {
    const tariff = tariffs.find((t) => t.slug === state.slug)?.tables.find((t) => t.kind === "current");
    if (!tariff) continue;
    const response = await page.goto(`/solar-panels/${state.urlTitle}`, { waitUntil: "domcontentloaded" });
    expect(response?.status(), state.urlTitle).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(state.name);
    await expect(page.getByRole("heading", { level: 2, name: /cost per unit electricity in/ })).toContainText(
      state.name,
    );
    await expect(page.getByTestId("tariff-effective")).toHaveText(tariff.effective);
    await expect(page.locator(`a[href="${tariff.source.url}"]`).first()).toBeVisible();

    const rows = page.locator(".tariff-table").first().locator("tbody tr");
    await expect(rows).toHaveCount(tariff.slabs.length);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const [condition, ...numbers] = [...tr.querySelectorAll("td")];
        const name = condition?.querySelector(".tariff-table__condition")?.textContent ?? "";
        return [name, ...numbers.map((td) => td.textContent?.trim() ?? "")];
      }),
    );
    tariff.slabs.forEach((slab, i) => {
      const [condition, low, high, rate] = cells[i] ?? [];
      expect(condition, `${state.urlTitle} row ${i}`).toBe(slab.condition);
      // Units are grouped the Indian way in every language (docs/decisions/180): 1,200.
      expect(low).toBe(slab.low.toLocaleString("en-IN"));
      expect(high).toBe(slab.high === null ? "and above" : slab.high.toLocaleString("en-IN"));
      if (slab.rate) expect(rate).toBe(rupees(slab.rate));
      else if (slab.rate === 0) expect(rate).toBe("Free");
    });
    checked += 1;
  }
  expect(checked).toBe(35);
});

// The acceptance check of docs/decisions/166: a few states of the updates file, in the browser, at both
// sizes.
for (const slug of ["haryana", "maharashtra", "tamil-nadu", "punjab"]) {
  const update = updates.find((u) => u.slug === slug)!;
  const urlTitle = tariffStateNames.find((s) => s.slug === slug)!.urlTitle;
  test(`${update.state} leads with its newest order (updates file) and keeps earlier tariffs below`, async ({
    page,
  }) => {
    await page.goto(`/solar-panels/${urlTitle}`);
    const date = /\d{1,2} [A-Z][a-z]{2} \d{4}|FY \d{4}-\d{2}/.exec(update.effective)![0];
    const lead = page.getByRole("region", { name: `Tariff slabs in ${update.state}` });
    // Tamil Nadu leads with what households pay; the TNERC update sits beside it, in the same lead section.
    await expect(page.getByTestId("tariff-effective")).toContainText(date);
    const rates = await lead.locator("td[data-rate]").evaluateAll((tds) => tds.map((td) => td.textContent));
    for (const slab of update.slabs) if (slab.rate !== null) expect(rates).toContain(rupees(slab.rate));
    await expect(
      page.getByRole("heading", { level: 2, name: `Earlier tariffs in ${update.state}` }),
    ).toBeVisible();
    await expect(
      page
        .getByTestId("earlier-tariff")
        .first()
        .getByRole("heading", { level: 3, name: /^Earlier tariff: / }),
    ).toBeVisible();
  });
}

test(
  "Uttar Pradesh and Telangana say unchanged for FY 2025-26, with the order",
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto("/solar-panels/Uttar-Pradesh");
    await expect(page.getByTestId("tariff-status")).toContainText(
      "Unchanged for FY 2025-26. UPERC's order of 22 Nov 2025",
    );
    await page.goto("/solar-panels/Telangana");
    await expect(page.getByTestId("tariff-status")).toContainText(
      "Unchanged for FY 2025-26. TGERC's order of 29 Apr 2025",
    );
  },
);

test("no page shows research notes", async ({ page, isMobile }) => {
  test.skip(isMobile, "content, not layout: checked once, on desktop");
  for (const urlTitle of ["Madhya-Pradesh", "Punjab", "West-Bengal", "Nagaland"]) {
    await page.goto(`/solar-panels/${urlTitle}`);
    const text = await page.locator("main").innerText();
    expect(text, urlTitle).not.toMatch(/Confidence|excerpt|not stated|come from From/i);
  }
});

test("the table's headers are Condition, Slab Low, Slab High, Rate", ONE_VIEWPORT, async ({ page }) => {
  await page.goto("/solar-panels/Delhi");
  await expect(page.locator(".tariff-table").first().locator("thead th")).toHaveText([
    "Condition",
    "Slab Low",
    "Slab High",
    "Rate",
  ]);
});

test("Lakshadweep says no figures were found and shows no table", ONE_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/solar-panels/Lakshadweep");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("no-figures")).toContainText("Lakshadweep");
  await expect(page.locator(".tariff-table")).toHaveCount(0);
  // Even a page without figures says when it was last looked at (docs/decisions/190).
  await expect(page.getByTestId("tariff-checked")).toContainText(`Checked on ${checkedOn("lakshadweep")}`);
});

test("Telangana shows its Gruha Jyothi free units under the slabs and its checked-on date, in Hindi and Telugu too", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "content, not layout: checked once, on desktop");
  const lead = (name: string) => page.getByRole("region", { name });
  await page.goto("/solar-panels/Telangana");
  const freeUnits = lead("Tariff slabs in Telangana").getByRole("region", {
    name: "Free units and State schemes in Telangana",
  });
  await expect(freeUnits).toContainText("Gruha Jyothi");
  await expect(freeUnits.getByRole("link", { name: "Siasat, 27 Feb 2024" })).toBeVisible();
  await expect(page.getByTestId("tariff-checked")).toContainText(`Checked on ${checkedOn("telangana")}`);
  await page.goto("/hi/solar-panels/Telangana");
  await expect(page.getByTestId("free-units")).toContainText("गृह ज्योति");
  await expect(page.getByTestId("tariff-checked")).toContainText(checkedOn("telangana", "hi"));
  await page.goto("/te/solar-panels/Telangana");
  await expect(page.getByTestId("free-units")).toContainText("గృహ జ్యోతి");
  await expect(page.getByTestId("tariff-checked")).toContainText(checkedOn("telangana", "te"));
});

test("Tamil Nadu warns that its slabs count two months", ONE_VIEWPORT, async ({ page }) => {
  await page.goto("/solar-panels/Tamil-Nadu");
  await expect(page.getByRole("note").filter({ hasText: "cover two months" })).toBeVisible();
});

test(
  "official names and other letter cases redirect to the page's address",
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto("/solar-panels/Andaman-and-Nicobar-Islands");
    await expect(page).toHaveURL("/solar-panels/Andaman-Nicobar");
    await page.goto("/solar-panels/west-bengal");
    await expect(page).toHaveURL("/solar-panels/West-Bengal");
  },
);

test("an unknown state is a 404 page", ONE_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/solar-panels/Atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404!");
});

for (const urlTitle of [
  "Kerala",
  "Tamil-Nadu",
  "Maharashtra",
  "Uttar-Pradesh",
  "Lakshadweep",
  "Dadra-Nagar-Haveli-and-Daman-and-Diu",
]) {
  test(`${urlTitle} has no accessibility violations`, ONE_VIEWPORT, async ({ page }) => {
    await page.goto(`/solar-panels/${urlTitle}`);
    await expectNoAxeViolations(page);
  });
}
