import { expect as baseExpect, type Page } from "@playwright/test";
import { test, waitForHydration } from "./fixtures.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { stateDisplayName } from "#app/content/tariff-states.ts";
import { CARRIED_FORMS_KEY } from "#app/html/language-switch.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALE_INFO } from "#app/i18n/locales.ts";

/**
 * The language switch keeps the page's state (docs/decisions/192): the calculator's figures and what was
 * typed into a form reach the same page in the other language, with the app in charge and before it has
 * loaded (its scripts held back), by mouse and by keyboard.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, "the same links and script at every width: one run");

const hindiForms = catalogueFor("hi").forms;
const teluguForms = catalogueFor("te").forms;
const teluguLink = (page: Page) => page.getByRole("link", { name: LOCALE_INFO.te.nativeName }).first();

/** Opens a page whose app never arrives: every script request fails, as on a connection that drops it. */
async function openWithoutApp(page: Page, url: string) {
  await page.route("**/_build/**", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  // "commit": the fixture's goto would wait for the app (fixtures.ts).
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForLoadState("load");
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

/** The estimate the server shows for this query, in Telugu: what the switched page must show. */
async function teluguEstimate(page: Page, query: string): Promise<string[]> {
  const reference = await page.context().newPage();
  await reference.goto(`/te/solar-calculator?${query}`);
  const figures: string[] = [];
  for (const id of ["result-size", "result-price", "result-savings"])
    figures.push((await reference.getByTestId(id).textContent()) ?? "");
  await reference.close();
  return figures;
}

async function expectEstimate(page: Page, figures: string[]) {
  expect(figures.some((figure) => /[1-9]/.test(figure))).toBe(true);
  for (const [i, id] of ["result-size", "result-price", "result-savings"].entries())
    await expect(page.getByTestId(id)).toHaveText(figures[i]!);
}

test("the calculator's figures go with a switch made the moment they are typed, the app in charge", async ({
  page,
}) => {
  await page.goto("/hi/solar-calculator");
  await page.locator('input[name="bill"]').fill("4500");
  await page.locator('input[name="units"]').fill("350");
  await page.locator('input[name="area"]').fill("800");
  await page.locator("#calculator-state").selectOption("Telangana");
  // The dial turns only with the app; its year must travel too.
  await page.getByRole("slider", { name: catalogueFor("hi").calculator.form.yearsLabel }).press("ArrowRight");
  // At once: the address catches up with the figures only 300 ms later (docs/decisions/141).
  await teluguLink(page).click();

  await expect(page).toHaveURL(/\/te\/solar-calculator\?/);
  const query = new URL(page.url()).searchParams;
  expect(
    Object.fromEntries(["bill", "units", "area", "years", "state"].map((k) => [k, query.get(k)])),
  ).toEqual({
    bill: "4500",
    units: "350",
    area: "800",
    years: "11",
    state: "Telangana",
  });
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  await expect(page.locator('input[name="bill"]')).toHaveValue("4500");
  await expect(page.locator('input[name="units"]')).toHaveValue("350");
  await expect(page.locator('input[name="area"]')).toHaveValue("800");
  await expect(page.locator("#calculator-state")).toHaveValue("Telangana");
  await expectEstimate(
    page,
    await teluguEstimate(page, "bill=4500&units=350&area=800&years=11&state=Telangana"),
  );
});

test("the calculator's figures typed before the app has loaded go with a switch made from the keyboard", async ({
  page,
}) => {
  await openWithoutApp(page, "/hi/solar-calculator");
  await page.locator('input[name="bill"]').fill("6000");
  await page.locator('input[name="units"]').fill("500");
  await page.locator('input[name="area"]').fill("900");
  await page.locator("#calculator-state").selectOption("Karnataka");
  expect(await isHydrated(page)).toBe(false);
  await teluguLink(page).focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/te\/solar-calculator\?.*bill=6000/);
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  await expect(page.locator('input[name="bill"]')).toHaveValue("6000");
  await expect(page.locator('input[name="units"]')).toHaveValue("500");
  await expect(page.locator('input[name="area"]')).toHaveValue("900");
  await expect(page.locator("#calculator-state")).toHaveValue("Karnataka");
  await expectEstimate(page, await teluguEstimate(page, "bill=6000&units=500&area=900&state=Karnataka"));
});

test("an untouched calculator switches to the same address, not to its results", async ({ page }) => {
  await openWithoutApp(page, "/hi/solar-calculator?bill=3000&units=400&area=1000");
  await teluguLink(page).click();
  await expect(page).toHaveURL(/\/te\/solar-calculator\?bill=3000&units=400&area=1000$/);
});

test("the partner application's typed details go with a switch; the one-time code and tokens do not", async ({
  page,
}) => {
  // Keeps a copy of what the page leaves for the next one (the next page removes the original as it reads it).
  await page.addInitScript((key) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key) localStorage.setItem(`copy:${key}`, value);
      setItem.call(this, name, value);
    };
  }, CARRIED_FORMS_KEY);
  const phone = uniquePhone();
  await page.goto("/hi/become-partner");
  const form = page.locator("form.lead-form");
  await form.getByLabel(hindiForms.fields.firstName).fill("Ravi");
  await form.getByLabel(hindiForms.fields.lastName).fill("Kumar");
  await form.getByLabel(hindiForms.fields.email, { exact: true }).fill(`ravi.${phone}@example.com`);
  await form.getByLabel(hindiForms.fields.mobile, { exact: true }).fill(phone);
  await form.getByLabel(hindiForms.fields.state, { exact: true }).selectOption({
    label: stateDisplayName("Telangana", "hi"),
  });
  await form.getByLabel(hindiForms.fields.district, { exact: true }).selectOption("Hyderabad");
  await form.getByLabel(hindiForms.fields.city, { exact: true }).fill("Secunderabad");
  await form.getByRole("button", { name: hindiForms.otp.send }).click();
  await form.getByLabel(hindiForms.otp.codeLabel).fill("424242");
  const token = await form.locator('input[name="form_token"]').inputValue();
  await teluguLink(page).click();

  await expect(page).toHaveURL(/\/te\/become-partner$/);
  await waitForHydration(page);
  const te = page.locator("form.lead-form");
  await expect(te.getByLabel(teluguForms.fields.firstName)).toHaveValue("Ravi");
  await expect(te.getByLabel(teluguForms.fields.lastName)).toHaveValue("Kumar");
  await expect(te.getByLabel(teluguForms.fields.email, { exact: true })).toHaveValue(
    `ravi.${phone}@example.com`,
  );
  await expect(te.getByLabel(teluguForms.fields.mobile, { exact: true })).toHaveValue(phone);
  const state = te.getByLabel(teluguForms.fields.state, { exact: true });
  await expect(state).toHaveValue("Telangana");
  await expect(state.locator("option:checked")).toHaveText(stateDisplayName("Telangana", "te"));
  await expect(te.getByLabel(teluguForms.fields.district, { exact: true })).toHaveValue("Hyderabad");
  await expect(te.getByLabel(teluguForms.fields.city, { exact: true })).toHaveValue("Secunderabad");

  const carried = await page.evaluate((key) => localStorage.getItem(`copy:${key}`) ?? "", CARRIED_FORMS_KEY);
  expect(carried).toContain("Ravi");
  for (const secret of ["424242", token, "hp_reference", "form_token", "phone_verification_token"])
    expect(carried).not.toContain(secret);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CARRIED_FORMS_KEY)).toBeNull();

  // Put back once only: a reload shows the empty form.
  await page.reload();
  await expect(page.locator("form.lead-form").getByLabel(teluguForms.fields.firstName)).toHaveValue("");
});

test("the landing quote form's typed details go with a switch made before the app has loaded", async ({
  page,
}) => {
  const phone = uniquePhone();
  await openWithoutApp(page, "/hi/integrated-solar-roof");
  const form = page.locator("#get-a-quote form");
  await form.getByLabel(hindiForms.fields.name, { exact: true }).fill("Asha Rao");
  await form.getByLabel(hindiForms.fields.mobile, { exact: true }).fill(phone);
  await form.getByLabel(hindiForms.fields.state, { exact: true }).selectOption({
    label: stateDisplayName("Maharashtra", "hi"),
  });
  await form.getByLabel(hindiForms.fields.district, { exact: true }).selectOption("Pune");
  expect(await isHydrated(page)).toBe(false);
  await teluguLink(page).focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/te\/integrated-solar-roof$/);
  const te = page.locator("#get-a-quote form");
  await expect(te.getByLabel(teluguForms.fields.name, { exact: true })).toHaveValue("Asha Rao");
  await expect(te.getByLabel(teluguForms.fields.mobile, { exact: true })).toHaveValue(phone);
  await expect(te.getByLabel(teluguForms.fields.state, { exact: true })).toHaveValue("Maharashtra");
  await expect(te.getByLabel(teluguForms.fields.district, { exact: true })).toHaveValue("Pune");
});
