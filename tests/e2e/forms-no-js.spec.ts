import type { Locator, Page } from "@playwright/test";
import { ONE_VIEWPORT, test } from "./fixtures.ts";
import { expect } from "./support/patient-expect.ts";
import { expectNoAxeViolationsWithoutJs } from "./support/axe-no-js.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import {
  answersOf,
  dealerApplicationsByPhone,
  enquiriesByPhone,
  storedDealerApplication,
  storedEnquiry,
} from "./support/lead-db.ts";
import {
  dealerDetails,
  enquiryDetails,
  fieldError,
  fillDealerApplication,
  fillEnquiry,
  spendFormToken,
  useFormToken,
} from "./support/lead-forms.ts";
import { otpFromOutbox } from "./support/sms-outbox.ts";
import { DEALER_MESSAGES } from "#app/modules/dealers/dealer-schema.ts";
import { OTP_MESSAGES } from "#app/modules/dealers/phone-verification.ts";
import { ENQUIRY_MESSAGES } from "#app/modules/leads/schema/enquiry-schema.ts";
import { common as messages } from "#app/languages/en/interface/common.ts";

test.describe.configure({ timeout: 120_000 });

test.use({ javaScriptEnabled: false });

/**
 * Presses a button from the keyboard. On a phone the page's fixed floating buttons can sit over the
 * form's last button where a test's scroll leaves it; a visitor scrolls on, a keyboard press does not care.
 */
async function activate(button: Locator) {
  await button.focus();
  await button.press("Enter");
}

/** Each message shows at its field. */
async function expectFieldErrors(form: Locator, messages: readonly string[]) {
  for (const message of messages) await expect(fieldError(form, message)).toBeVisible();
}

test.describe("lead forms without JavaScript", ONE_VIEWPORT, () => {
  test("Enquire Now's panel leads to the contact page's form, which is rendered with its questions", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Enquire Now" }).click();
    // It names the page left, which the lead records (docs/decisions/193).
    await expect(
      page.getByRole("dialog", { name: "Enquire Now" }).getByRole("link", { name: "Open the enquiry form" }),
    ).toHaveAttribute("href", "/contact?from=%2Fabout#leave-a-message");
    await page.goto("/contact#leave-a-message");
    const form = page.locator("#leave-a-message form");
    await expect(form.getByLabel("Timeline", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Property Type", { exact: true }).locator("option").first()).toHaveText(
      "Select Property Type",
    );
  });

  test("the server checks the enquiry with the same messages and keeps what was typed", async ({ page }) => {
    await page.goto("/contact#leave-a-message");
    let form = page.locator("#leave-a-message form");
    await activate(form.getByRole("button", { name: "Submit" }));
    await expect(page).toHaveURL(/\/contact#leave-a-message$/);
    form = page.locator("#leave-a-message form");
    await expectFieldErrors(form, [
      ENQUIRY_MESSAGES.nameRequired,
      ENQUIRY_MESSAGES.emailRequired,
      ENQUIRY_MESSAGES.phoneRequired,
      ENQUIRY_MESSAGES.stateRequired,
      ENQUIRY_MESSAGES.districtRequired,
      ENQUIRY_MESSAGES.cityRequired,
      ENQUIRY_MESSAGES.pincodeRequired,
      "Property Type is required",
      "Timeline is required",
    ]);
    await expectNoAxeViolationsWithoutJs(page, "#leave-a-message");

    await form.getByLabel("Name", { exact: true }).fill("Meera Iyer");
    await form.getByLabel("Email", { exact: true }).fill("meera@example");
    await form.getByLabel("Mobile number", { exact: true }).fill("98765abcde");
    await form.getByLabel("Pin code", { exact: true }).fill("56ab01");
    await activate(form.getByRole("button", { name: "Submit" }));
    form = page.locator("#leave-a-message form");
    await expect(fieldError(form, ENQUIRY_MESSAGES.emailInvalid)).toBeVisible();
    const fieldOf = (label: string) =>
      form.locator(".form-field").filter({ has: page.getByLabel(label, { exact: true }) });
    await expect(fieldError(fieldOf("Mobile number"), ENQUIRY_MESSAGES.phoneDigitsOnly)).toBeVisible();
    await expect(fieldError(fieldOf("Pin code"), ENQUIRY_MESSAGES.pincodeDigitsOnly)).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer");
    await expect(fieldError(form, ENQUIRY_MESSAGES.nameRequired)).toHaveCount(0);

    await form.getByLabel("Mobile number", { exact: true }).fill("98765");
    await form.getByLabel("Pin code", { exact: true }).fill("5600");
    await activate(form.getByRole("button", { name: "Submit" }));
    form = page.locator("#leave-a-message form");
    await expect(fieldError(form, ENQUIRY_MESSAGES.phoneTenDigits)).toBeVisible();
    await expect(fieldError(form, ENQUIRY_MESSAGES.pincodeSixDigits)).toBeVisible();
  });

  test("an enquiry posted without JavaScript is stored with c_id, src and the state's zone", async ({
    page,
  }) => {
    const phone = uniquePhone();
    await page.goto("/contact?c_id=55&src=mailer#leave-a-message");
    const form = page.locator("#leave-a-message form");
    await fillEnquiry(
      form,
      enquiryDetails(phone, { state: "West Bengal", district: "Darjeeling", pincode: "734101" }),
    );
    await activate(form.getByRole("button", { name: "Submit" }));
    await expect(page).toHaveURL(/\/success#main$/);
    await expect(page.getByRole("heading", { name: messages.successTitle })).toBeVisible();
    const lead = await storedEnquiry(phone);
    expect(lead).toMatchObject({
      campaign_id: "55",
      source: "mailer",
      state: "West Bengal",
      district: "Darjeeling",
      zonal_name: "East",
      spam: 0,
    });
    expect(answersOf(lead)).toEqual(enquiryDetails(phone).answers);
  });

  test("a refused enquiry reaches the error page", async ({ page, request }) => {
    const phone = uniquePhone();
    const token = await spendFormToken(request, phone);
    await page.goto("/contact#leave-a-message");
    const form = page.locator("#leave-a-message form");
    await fillEnquiry(form, enquiryDetails(phone, { name: "Not The First" }));
    await useFormToken(form, token);
    await activate(form.getByRole("button", { name: "Submit" }));
    await expect(page).toHaveURL(/\/error#main$/);
    await expect(page.getByRole("heading", { name: messages.errorTitle })).toBeVisible();
    expect(enquiriesByPhone(phone).map((r) => r.name)).toEqual(["First Sender"]);
  });

  test("the landing quote form posts to the landing outcome pages with campaign 24", async ({ page }) => {
    const phone = uniquePhone();
    await page.goto("/integrated-solar-roof");
    await expect(page.getByRole("link", { name: "Get A Quote" })).toHaveAttribute("href", "#get-a-quote");
    let form = page.locator("#get-a-quote form");
    await activate(form.getByRole("button", { name: "Get A Quote" }));
    form = page.locator("#get-a-quote form");
    await expect(fieldError(form, ENQUIRY_MESSAGES.nameRequired)).toBeVisible();
    await expectNoAxeViolationsWithoutJs(page, "#get-a-quote");
    await fillEnquiry(form, enquiryDetails(phone));
    await activate(form.getByRole("button", { name: "Get A Quote" }));
    await expect(page).toHaveURL(/\/integrated-solar-roof\/success#main$/);
    expect(await storedEnquiry(phone)).toMatchObject({ campaign_id: "24", source: "website" });
  });

  test("the dealer application's OTP step works as server round trips, then the application is stored", async ({
    page,
  }) => {
    const phone = uniquePhone();
    await page.goto("/become-partner");
    let form = page.locator("form.lead-form");
    await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();

    // Phone format messages come from the server.
    await form.getByLabel("Mobile number", { exact: true }).fill("98765abcde");
    await activate(form.getByRole("button", { name: "Send OTP" }));
    form = page.locator("form.lead-form");
    await expect(fieldError(form, DEALER_MESSAGES.phoneDigitsOnly)).toBeVisible();
    await form.getByLabel("Mobile number", { exact: true }).fill("98765");
    await activate(form.getByRole("button", { name: "Send OTP" }));
    form = page.locator("form.lead-form");
    await expect(fieldError(form, DEALER_MESSAGES.phoneTenCharacters)).toBeVisible();

    // Details typed before the OTP step survive each round trip.
    await form.getByLabel("First name").fill("Sunita");
    await form.getByLabel("Mobile number", { exact: true }).fill(phone);
    await activate(form.getByRole("button", { name: "Send OTP" }));
    form = page.locator("form.lead-form");
    await expect(form.getByLabel("OTP code")).toBeVisible();
    await expect(form.getByLabel("OTP code")).toHaveAttribute("autocomplete", "one-time-code");
    await expect(form.getByText(/You can ask for a new code after \d+ s/)).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Sunita");
    const code = await otpFromOutbox(phone);

    await form.getByLabel("OTP code").fill(code === "000000" ? "111111" : "000000");
    await activate(form.getByRole("button", { name: "Verify" }));
    form = page.locator("form.lead-form");
    await expect(form.getByText(OTP_MESSAGES.invalidCode)).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();

    // A changed phone is back to unverified.
    await form.getByLabel("Mobile number", { exact: true }).fill(uniquePhone());
    await form.getByLabel("OTP code").fill(code);
    await activate(form.getByRole("button", { name: "Verify" }));
    form = page.locator("form.lead-form");
    await expect(form.getByLabel("OTP code")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Send OTP" })).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();

    // The code still works for the phone it was sent to.
    await form.getByLabel("Mobile number", { exact: true }).fill(phone);
    await activate(form.getByRole("button", { name: "Send OTP" }));
    form = page.locator("form.lead-form");
    // The server's resend cooldown for that phone is still running: it says so, and nothing is lost.
    await expect(form.getByText(/^Failed to send the OTP because of Too many OTP requests/)).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Sunita");
  });

  async function verifiedWithoutJs(page: Page, phone: string): Promise<Locator> {
    await page.goto("/become-partner");
    let form = page.locator("form.lead-form");
    await form.getByLabel("Mobile number", { exact: true }).fill(phone);
    await activate(form.getByRole("button", { name: "Send OTP" }));
    form = page.locator("form.lead-form");
    await form.getByLabel("OTP code").fill(await otpFromOutbox(phone));
    await activate(form.getByRole("button", { name: "Verify" }));
    form = page.locator("form.lead-form");
    await expect(form.getByText("Verified", { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
    return form;
  }

  test("the server checks a dealer application with the same messages, keeping the verification", async ({
    page,
  }) => {
    const phone = uniquePhone();
    let form = await verifiedWithoutJs(page, phone);
    await form.getByLabel("Pin code", { exact: true }).fill("57ab01");
    await activate(form.getByRole("button", { name: "Submit" }));
    form = page.locator("form.lead-form");
    await expectFieldErrors(form, [
      DEALER_MESSAGES.firstNameRequired,
      DEALER_MESSAGES.lastNameRequired,
      DEALER_MESSAGES.emailRequired,
      DEALER_MESSAGES.stateRequired,
      DEALER_MESSAGES.cityRequired,
      DEALER_MESSAGES.pincodeDigitsOnly,
      DEALER_MESSAGES.streetRequired,
      "Business Type is required",
    ]);
    await expect(form.getByText("Verified", { exact: true })).toBeVisible();
    await expectNoAxeViolationsWithoutJs(page, "form.lead-form");
    expect(dealerApplicationsByPhone(phone)).toHaveLength(0);
  });

  test("a dealer application verified and submitted without JavaScript is stored", async ({ page }) => {
    const phone = uniquePhone();
    const form = await verifiedWithoutJs(page, phone);
    await fillDealerApplication(
      form,
      dealerDetails({
        firstName: "Sunita",
        lastName: "Das",
        email: `sunita.das.${phone}@example.com`,
        state: "Odisha",
        district: "Khordha",
        city: "Bhubaneswar",
        pincode: "751001",
        street: "5 Janpath",
        answers: {
          "Business Type": "Distributor",
          "Years in Business": "1 to 3 years",
          "Investment Capacity": "Up to ₹5 lakh",
          "Showroom Available": "No",
          "GST Number": "21ABCDE1234F1Z5",
        },
      }),
    );
    await activate(form.getByRole("button", { name: "Submit" }));
    await expect(page).toHaveURL(/\/success#main$/);
    expect(await storedDealerApplication(phone)).toMatchObject({
      first_name: "Sunita",
      state: "Odisha",
      district: "Khordha",
      phone_verified: 1,
    });
    expect(dealerApplicationsByPhone(phone)).toHaveLength(1);
  });
});
