import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";

/**
 * docs/decisions/119: without JavaScript, a submit that changes the product and the numbers shows the
 * results for what was typed (it used to reset them all to 0).
 */
test.use({ javaScriptEnabled: false });

const box = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const BILL = "Electricity bill per month";
const UNITS = "Units consumed per month";
const AREA = "Rooftop area";

/** Choose by keyboard, as a visitor on a phone might (the page may sit under the sticky header). */
async function choose(page: Page, name: string) {
  await page.getByRole("radio", { name }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name })).toBeChecked();
}

test("a product change and typed numbers in one submit give the results for what was typed", async ({
  page,
}) => {
  test.slow(); // three full page loads
  await page.goto("/solar-calculator");
  // The page opens on Integrated Roof: choose another product and type all three, then submit once.
  await choose(page, "Conventional Roof");
  await box(page, BILL).fill("3000");
  await box(page, UNITS).fill("400");
  await box(page, AREA).fill("1000");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(
    /product=conventional&type=residential&bill=3000&units=400&area=1000&years=10#results$/,
  );
  await expect(page.getByTestId("result-size")).toHaveText("3.33 kWp");
  // Conventional Roof, Residential: 45 × 400 units × 3.33 kWp.
  await expect(page.getByTestId("result-price")).toHaveText("₹ 60,000.00");
  await expect(page.getByTestId("result-savings")).toHaveText("₹ 3,65,000.00");

  // From those results: another product and one new number. Every box keeps what it shows.
  await choose(page, "Inroof");
  await box(page, BILL).fill("4500");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(
    /product=inroof&type=residential&bill=4500&units=400&area=1000&years=10#results$/,
  );
  await expect(box(page, UNITS)).toHaveValue("400");
  await expect(page.getByTestId("result-price")).toHaveText("₹ 53,333.33");
  await expect(page.getByTestId("result-savings")).toHaveText("₹ 5,47,500.00");

  // A product change alone still resets the inputs (docs/decisions/200, Calculator).
  await choose(page, "Integrated Roof");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/product=integrated&type=residential&bill=0&units=0&area=0&years=10#results$/);
  await expect(page.getByTestId("result-size")).toHaveText("0.00 kWp");
});
