import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { openEnquirePanel } from "./support/lead-forms.ts";
import { stateDisplayName } from "#app/content/tariff-states.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALE_INFO, PREFIXED_LOCALES, type PrefixedLocale } from "#app/i18n/locales.ts";
import { states } from "#app/modules/geo/geography.ts";

/**
 * On a Hindi or Telugu page every form names the states in the page's language (docs/decisions/192):
 * the partner application, the landing quote form, the Enquire Now panel and the calculator, with the
 * app in charge and as served without scripts (the contact page's form, and the district list grouped
 * under state headings). Districts stay English, marked lang="en"; values stay English.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, "the same lists at every width");

const ENGLISH_STATE_NAMES = new Set([...states.map((s) => s.state_name), "Mumbai"]);

type ListedOption = { value: string; text: string; lang: string };

/** The options of a select as a reader meets them: value, words and the language they are marked in. */
function optionsOf(select: Locator): Promise<ListedOption[]> {
  return select.evaluate((element) =>
    [...(element as HTMLSelectElement).options]
      .filter((option) => option.value !== "")
      .map((option) => ({
        value: option.value,
        text: option.textContent ?? "",
        lang: option.closest("[lang]")?.getAttribute("lang") ?? "",
      })),
  );
}

/** Every state select on the page; each must list the states in `locale`, none by its English name. */
async function expectStateListsIn(page: Page, scope: Locator, locale: PrefixedLocale, where: string) {
  const selects = scope.locator('select[name="state"]');
  const count = await selects.count();
  expect(count, `${where}: a state list`).toBeGreaterThan(0);
  const expected = new Set([...ENGLISH_STATE_NAMES].map((name) => stateDisplayName(name, locale)));
  for (let i = 0; i < count; i++) {
    const options = await optionsOf(selects.nth(i));
    expect(options.length, where).toBeGreaterThanOrEqual(36);
    const english = options.filter((o) => ENGLISH_STATE_NAMES.has(o.text.trim()));
    expect(english, `${where}: English state names`).toEqual([]);
    for (const option of options) {
      expect(expected.has(option.text), `${where}: ${option.value} shown as "${option.text}"`).toBe(true);
      expect(option.lang, `${where}: ${option.value}'s language`).toBe(LOCALE_INFO[locale].tag);
    }
  }
}

for (const locale of PREFIXED_LOCALES) {
  const language = LOCALE_INFO[locale].englishName;
  const fields = catalogueFor(locale).forms.fields;

  test(`${language}: every form's state list is in ${language}, with the app in charge`, async ({ page }) => {
    for (const path of ["become-partner", "integrated-solar-roof", "solar-calculator"]) {
      await page.goto(`/${locale}/${path}`);
      await expectStateListsIn(page, page.locator("main"), locale, path);
    }
    await page.goto(`/${locale}/about`);
    const panel = await openEnquirePanel(page, locale);
    await expectStateListsIn(page, panel, locale, "Enquire Now panel");

    // A state chosen by the name the visitor reads gives its districts, in English and marked so.
    await page.goto(`/${locale}/become-partner`);
    const form = page.locator("form.lead-form");
    await form.getByLabel(fields.state, { exact: true }).selectOption({
      label: stateDisplayName("Telangana", locale),
    });
    await expect(form.getByLabel(fields.state, { exact: true })).toHaveValue("Telangana");
    const districts = await optionsOf(form.getByLabel(fields.district, { exact: true }));
    expect(districts).toContainEqual({ value: "Hyderabad", text: "Hyderabad", lang: "en" });
    expect(districts.every((d) => d.lang === "en")).toBe(true);
  });

  test(`${language}: without JavaScript too, states in ${language} and districts under ${language} headings`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, scope] of [
      ["contact#leave-a-message", "#leave-a-message"],
      ["become-partner", "main"],
      ["integrated-solar-roof", "main"],
      ["solar-calculator", "main"],
    ] as const) {
      await page.goto(`/${locale}/${path}`);
      await expectStateListsIn(page, page.locator(scope), locale, `${path} without scripts`);
    }
    await page.goto(`/${locale}/become-partner`);
    const district = page.locator('select[name="district"]');
    const groups = await district
      .locator("optgroup")
      .evaluateAll((list) => list.map((group) => (group as HTMLOptGroupElement).label));
    expect(groups).toHaveLength(36);
    expect(groups.filter((label) => ENGLISH_STATE_NAMES.has(label))).toEqual([]);
    expect(groups).toContain(stateDisplayName("Telangana", locale));
    const districts = await optionsOf(district);
    expect(districts.length).toBeGreaterThan(700);
    expect(districts.every((d) => d.lang === "en")).toBe(true);
    await context.close();
  });
}
