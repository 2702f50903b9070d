import { expect as baseExpect } from "@playwright/test";
import { test, waitForHydration } from "./fixtures.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { answersOf, storedDealerApplication, storedEnquiry } from "./support/lead-db.ts";
import {
  dealerDetails,
  enquiryDetails,
  fieldError,
  fillDealerApplication,
  fillEnquiry,
  openEnquirePanel,
} from "./support/lead-forms.ts";
import { mailText, receivedMail } from "./support/mailbox.ts";
import { otpFromOutbox } from "./support/sms-outbox.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALE_INFO, PREFIXED_LOCALES } from "#app/i18n/locales.ts";

/**
 * The journeys of docs/decisions/180 in Hindi and Telugu: the enquiry form and the partner application (OTP
 * included) filled in by their translated labels, their validation messages in the page's language, the
 * stored lead keeping its language and the sales e-mail saying it; and the calculator used in Telugu.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.skip(
  ({ isMobile }) => isMobile,
  "the phone layout of these forms is covered in English; one run per language",
);

/** The e2e server's SALES_EMAIL (its default). */
const SALES_EMAIL = "sales@arka-solar.example";

function salesMailFor(name: string): string | undefined {
  const mail = receivedMail().find((m) => m.to.includes(SALES_EMAIL) && mailText(m).includes(name));
  return mail ? mailText(mail) : undefined;
}

for (const locale of PREFIXED_LOCALES) {
  const f = catalogueFor(locale).forms;
  const common = catalogueFor(locale).common;
  const language = LOCALE_INFO[locale].englishName;

  test(`${language}: the enquiry form checks in ${language}, sends, and the lead and e-mail keep the language`, async ({
    page,
  }) => {
    const phone = uniquePhone();
    const name = `Asha ${locale} ${phone}`;
    await page.goto(`/${locale}/about`);
    await waitForHydration(page);
    const form = await openEnquirePanel(page, locale);

    await form.getByRole("button", { name: f.common.submit }).click();
    await expect(fieldError(form, f.validation.enquiry.nameRequired, locale)).toBeVisible();
    await expect(fieldError(form, f.validation.enquiry.pincodeRequired, locale)).toBeVisible();
    await form.getByLabel(f.fields.pincode, { exact: true }).fill("012345");
    await form.getByLabel(f.fields.pincode, { exact: true }).blur();
    await expect(fieldError(form, f.validation.extra.pincodeLeadingZero, locale)).toBeVisible();

    // Stored in English, as sales read it, whatever language the visitor chose in.
    const answers: Record<string, string> = {
      "1": "Residential",
      "2": "Integrated Solar Roof",
      "3": "500 to 1,000 sq ft",
      "4": "1 to 3 months",
    };
    const details = enquiryDetails(phone, {
      name,
      email: `asha.${locale}.${phone}@example.com`,
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      answers: Object.fromEntries(
        Object.entries(answers).map(([id, answer]) => [f.questions[id]!.title, answer]),
      ),
    });
    await fillEnquiry(form, details, locale);
    await form.getByRole("button", { name: f.common.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/success$`));
    await expect(page.getByRole("heading", { name: common.successTitle })).toBeVisible();
    const lead = await storedEnquiry(phone);
    expect(lead).toMatchObject({ name, locale, state: details.state, district: details.district });
    expect(Object.values(answersOf(lead))).toEqual(Object.values(answers));
    await expect.poll(() => salesMailFor(name), { timeout: 30_000 }).toContain(`Language: ${language}`);
  });

  test(`${language}: the partner application with OTP in ${language}, stored with its language`, async ({
    page,
  }) => {
    const phone = uniquePhone();
    await page.goto(`/${locale}/become-partner`);
    await waitForHydration(page);
    const form = page.locator("form.lead-form");
    await expect(form.getByRole("group", { name: f.dealer.personal })).toBeVisible();

    const phoneBox = form.getByLabel(f.fields.mobile, { exact: true });
    await phoneBox.fill("98765");
    await phoneBox.blur();
    await expect(fieldError(form, f.validation.dealer.phoneTenCharacters, locale)).toBeVisible();
    await phoneBox.fill(phone);
    await form.getByRole("button", { name: f.otp.send }).click();
    const code = await otpFromOutbox(phone);
    const codeBox = form.getByLabel(f.otp.codeLabel);
    await codeBox.fill(code === "000000" ? "111111" : "000000");
    await form.getByRole("button", { name: f.otp.verify, exact: true }).click();
    await expect(form.getByText(f.otpApi.invalid)).toBeVisible();
    await codeBox.fill(code);
    await form.getByRole("button", { name: f.otp.verify, exact: true }).click();
    await expect(form.getByText(f.otp.verified, { exact: true })).toBeVisible();

    const lastName = `Kumar${locale}`;
    const answers: Record<string, string> = {
      business_type: "Roofing contractor",
      years_in_business: "3 to 5 years",
      investment_capacity: "₹5 to 10 lakh",
      showroom_available: "Yes",
      gst_number: "29ABCDE1234F1Z5",
    };
    const details = dealerDetails({
      lastName,
      email: `ravi.${locale}.${phone}@example.com`,
      answers: Object.fromEntries(
        Object.entries(answers).map(([key, answer]) => [f.dealerInputs[key]!.label, answer]),
      ),
    });
    await fillDealerApplication(form, details, locale);
    await form.getByRole("button", { name: f.common.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/success$`));
    const row = await storedDealerApplication(phone);
    expect(row).toMatchObject({ last_name: lastName, locale, phone_verified: 1 });
    await expect.poll(() => salesMailFor(lastName), { timeout: 30_000 }).toContain(`Language: ${language}`);
  });
}

test("Telugu: the calculator estimates in Telugu with Indian digit grouping", async ({ page }) => {
  const c = catalogueFor("te").calculator;
  await page.goto("/te/solar-calculator");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: c.form.heading })).toBeVisible();
  await page.locator('input[name="bill"]').fill("3000");
  await page.getByRole("textbox", { name: c.form.fields.units.label, exact: true }).fill("400");
  await page.locator('input[name="area"]').fill("1000");
  const results = page.locator("#results");
  await expect(results.getByRole("heading", { name: c.results.heading, exact: true })).toBeVisible();
  await expect(results.getByTestId("result-size")).toHaveText("3.33 kWp");
  await expect(results.getByTestId("result-savings")).toHaveText("₹ 3,65,000.00");
  await expect(results.getByTestId("result-output")).toContainText("400.00");
  // Telugu words around the figures: no English unit names.
  await expect(results.getByTestId("result-output")).not.toContainText("units");
});
