import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration, ONE_VIEWPORT, test } from "./fixtures.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { answersOf, dealerApplicationsByPhone, storedDealerApplication } from "./support/lead-db.ts";
import { dealerDetails, fieldError, fillDealerApplication } from "./support/lead-forms.ts";
import { otpFromOutbox, smsTo } from "./support/sms-outbox.ts";
import { DEALER_MESSAGES } from "#app/modules/dealers/dealer-schema.ts";
import { OTP_MESSAGES } from "#app/modules/dealers/phone-verification.ts";

// The test machine is shared and slow at times: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function openPartnerForm(page: Page): Promise<Locator> {
  await page.goto("/become-partner");
  await waitForHydration(page);
  const form = page.locator("form.lead-form");
  await expect(form.getByRole("group", { name: "Personal Information" })).toBeVisible();
  return form;
}

async function verifyPhone(form: Locator, phone: string) {
  await form.getByLabel("Mobile number", { exact: true }).fill(phone);
  await form.getByRole("button", { name: "Send OTP" }).click();
  const code = await otpFromOutbox(phone);
  await form.getByLabel("OTP code").fill(code);
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(form.getByText("Verified", { exact: true })).toBeVisible();
}

test.describe("dealer application (/become-partner)", () => {
  test("renders the three sections, Submit disabled, and passes axe", async ({ page }) => {
    const form = await openPartnerForm(page);
    for (const section of ["Personal Information", "Address Information", "Other Information"]) {
      await expect(form.getByRole("group", { name: section })).toBeVisible();
    }
    await expect(form.getByLabel("Country")).toHaveValue("India");
    await expect(form.getByLabel("Country").locator("option:not([value=''])")).toHaveText(["India"]);
    await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expect(form.getByRole("button", { name: "Send OTP" })).toBeDisabled();
    await expectNoAxeViolations(page, "form.lead-form");
  });

  test(
    "Send OTP waits for a valid phone; a short phone says what is wrong",
    ONE_VIEWPORT,
    async ({ page }) => {
      const form = await openPartnerForm(page);
      const phone = form.getByLabel("Mobile number", { exact: true });
      const send = form.getByRole("button", { name: "Send OTP" });
      await phone.fill("98765");
      await expect(send).toBeDisabled();
      await phone.blur();
      await expect(form.getByText(DEALER_MESSAGES.phoneTenCharacters)).toBeVisible();
      await phone.fill("");
      await phone.blur();
      await expect(form.getByText(DEALER_MESSAGES.phoneRequired)).toBeVisible();
      await phone.fill("9876543210");
      await expect(send).toBeEnabled();
      await expect(form.getByText(DEALER_MESSAGES.phoneRequired)).toHaveCount(0);
    },
  );

  test("full OTP journey: wrong code, resend cooldown, phone change resets, then verify and submit", async ({
    page,
  }) => {
    const phone = uniquePhone();
    const form = await openPartnerForm(page);
    const phoneBox = form.getByLabel("Mobile number", { exact: true });
    await phoneBox.fill(phone);
    await form.getByRole("button", { name: "Send OTP" }).click();

    const codeBox = form.getByLabel("OTP code");
    await expect(codeBox).toBeVisible();
    await expect(codeBox).toHaveAttribute("autocomplete", "one-time-code");
    await expect(codeBox).toHaveAttribute("inputmode", "numeric");
    const code = await otpFromOutbox(phone);
    expect(code).toMatch(/^\d{6}$/);
    // The resend cooldown is shown and counts down.
    const resend = form.getByRole("button", { name: /Resend OTP \(\d+ s\)/ });
    await expect(resend).toBeDisabled();
    const first = Number(/\((\d+) s\)/.exec((await resend.textContent()) ?? "")?.[1]);
    await expect
      .poll(async () => Number(/\((\d+) s\)/.exec((await resend.textContent()) ?? "")?.[1]), {
        timeout: 4000,
      })
      .toBeLessThan(first);

    // A wrong code.
    const wrong = code === "000000" ? "111111" : "000000";
    await codeBox.fill(wrong);
    await form.getByRole("button", { name: "Verify" }).click();
    await expect(form.getByText(OTP_MESSAGES.invalidCode)).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();

    // Changing the phone returns to unverified and clears the code.
    await codeBox.fill(code);
    const otherPhone = uniquePhone();
    await phoneBox.fill(otherPhone);
    await expect(form.getByLabel("OTP code")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();

    // The new phone gets its own code; the first phone's code does not verify it.
    await form.getByRole("button", { name: "Send OTP" }).click();
    const second = await otpFromOutbox(otherPhone);
    await expect(form.getByLabel("OTP code")).toHaveValue("");
    await form.getByLabel("OTP code").fill(second);
    await form.getByRole("button", { name: "Verify" }).click();
    await expect(form.getByText("Verified", { exact: true })).toBeVisible();
    await expect(form.getByText("Verified", { exact: true })).toHaveCSS("color", "rgb(21, 128, 61)");
    await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();

    await fillDealerApplication(form, dealerDetails());
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/success$/);
    expect(dealerApplicationsByPhone(phone)).toHaveLength(0);
    const row = await storedDealerApplication(otherPhone);
    expect(row).toMatchObject({
      first_name: "Ravi",
      last_name: "Kumar",
      email: expect.stringMatching(/^ravi\.kumar\.\d{10}@example\.com$/),
      country: "India",
      state: "Karnataka",
      district: "Mysuru",
      city: "Mysuru",
      pincode: "570001",
      street: "12 Sayyaji Rao Road",
      phone_verified: 1,
    });
    expect(answersOf(row)).toMatchObject({
      "Business Type": "Roofing contractor",
      "GST Number": "29ABCDE1234F1Z5",
    });
  });

  test("validated on submit: every message, focus on the first, axe clean in the error state", async ({
    page,
  }) => {
    const phone = uniquePhone();
    const form = await openPartnerForm(page);
    await verifyPhone(form, phone);
    await form.getByLabel("Pin code", { exact: true }).fill("5700");
    // Nothing is flagged before Submit.
    await expect(form.locator(".form-field__error:not([hidden])")).toHaveCount(0);
    await form.getByRole("button", { name: "Submit" }).click();
    for (const message of [
      DEALER_MESSAGES.firstNameRequired,
      DEALER_MESSAGES.lastNameRequired,
      DEALER_MESSAGES.emailRequired,
      DEALER_MESSAGES.stateRequired,
      DEALER_MESSAGES.districtRequired,
      DEALER_MESSAGES.cityRequired,
      DEALER_MESSAGES.pincodeSixDigits,
      DEALER_MESSAGES.streetRequired,
      "Business Type is required",
      "Years in Business is required",
      "Investment Capacity is required",
      "Showroom Available is required",
      "GST Number is required",
    ]) {
      await expect(fieldError(form, message)).toBeVisible();
    }
    await expect(form.getByLabel("First name")).toBeFocused();
    await form.getByLabel("Email", { exact: true }).fill("ravi@example");
    await form.getByLabel("Pin code", { exact: true }).fill("");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(fieldError(form, DEALER_MESSAGES.emailInvalid)).toBeVisible();
    await expect(fieldError(form, DEALER_MESSAGES.pincodeRequired)).toBeVisible();
    // Focus went to the first field, which scrolls the top of the long error list under the sticky
    // header on a phone; a visitor reading the list scrolls it into view, and that is what axe checks.
    await form.locator(".form-alert").evaluate((alert) => alert.scrollIntoView({ block: "center" }));
    await expectNoAxeViolations(page, "form.lead-form");
    expect(dealerApplicationsByPhone(phone)).toHaveLength(0);
  });

  test("an OTP send failure says why, and a retry works", ONE_VIEWPORT, async ({ page, context }) => {
    const phone = uniquePhone();
    const form = await openPartnerForm(page);
    await form.getByLabel("Mobile number", { exact: true }).fill(phone);
    await context.setOffline(true);
    await form.getByRole("button", { name: "Send OTP" }).click();
    await expect(form.getByText("Failed to send the OTP because of a network error")).toBeVisible();
    await expect(form.getByLabel("OTP code")).toHaveCount(0);
    expect(smsTo(phone)).toHaveLength(0);
    await context.setOffline(false);
    await form.getByRole("button", { name: "Send OTP" }).click();
    await expect(form.getByLabel("OTP code")).toBeVisible();
    await expect(form.getByText(/Failed to send the OTP/)).toHaveCount(0);
    expect(smsTo(phone)).toHaveLength(1);
  });

  test(
    "the server's resend cooldown for a phone is reported in the form's words",
    ONE_VIEWPORT,
    async ({ page }) => {
      const phone = uniquePhone();
      const form = await openPartnerForm(page);
      const phoneBox = form.getByLabel("Mobile number", { exact: true });
      await phoneBox.fill(phone);
      await form.getByRole("button", { name: "Send OTP" }).click();
      await expect(form.getByLabel("OTP code")).toBeVisible();
      // Another number may be sent at once; straight back to the first, the server's cooldown refuses.
      await phoneBox.fill(uniquePhone());
      await expect(form.getByRole("button", { name: "Send OTP" })).toBeEnabled();
      await phoneBox.fill(phone);
      await form.getByRole("button", { name: "Send OTP" }).click();
      await expect(form.getByText(/^Failed to send the OTP because of Too many OTP requests/)).toBeVisible();
      expect(smsTo(phone)).toHaveLength(1);
    },
  );

  test(
    "a refused application goes to /error with the server's message",
    ONE_VIEWPORT,
    async ({ page, request }) => {
      const phone = uniquePhone();
      const form = await openPartnerForm(page);
      await verifyPhone(form, phone);
      await fillDealerApplication(form, dealerDetails());
      // The same verification is used up first by another tab (here: straight to the API), so the
      // form's own submit is refused (403) and goes to the error page.
      const fields = Object.fromEntries(
        await form.evaluate((f) => [...new FormData(f as HTMLFormElement)].map(([k, v]) => [k, String(v)])),
      ) as Record<string, string>;
      const token = await request.get("/api/forms/token");
      fields.form_token = (
        (await token.json()) as { data: { response_data: { form_token: string } } }
      ).data.response_data.form_token;
      const other = await request.post("/api/arka/dealers/subscription/create", { multipart: fields });
      expect(other.status()).toBe(200);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/error$/);
      await expect(
        page.getByText("Please verify your mobile number with the OTP before submitting."),
      ).toBeVisible();
      expect(dealerApplicationsByPhone(phone)).toHaveLength(1);
    },
  );

  test(
    "a lost connection keeps the application and says it was not sent",
    ONE_VIEWPORT,
    async ({ page, context }) => {
      const phone = uniquePhone();
      const form = await openPartnerForm(page);
      await verifyPhone(form, phone);
      await fillDealerApplication(form, dealerDetails());
      await context.setOffline(true);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(form.getByRole("alert").filter({ hasText: "not sent" })).toBeVisible();
      await expect(form.getByLabel("First name")).toHaveValue("Ravi");
      expect(dealerApplicationsByPhone(phone)).toHaveLength(0);
      await context.setOffline(false);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/success$/);
      await storedDealerApplication(phone);
    },
  );
  test("arriving from another page, the form loads in place and works", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("link", { name: "Become a Partner" }).click();
    await expect(page).toHaveURL(/\/become-partner$/);
    const form = page.locator("form.lead-form");
    await expect(form.getByRole("group", { name: "Other Information" })).toBeVisible();
    await expect(form.getByLabel("Business Type")).toBeVisible();
    // Same document: a client-side navigation, the field list came from the API.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await form.getByLabel("Mobile number", { exact: true }).fill(uniquePhone());
    await expect(form.getByRole("button", { name: "Send OTP" })).toBeEnabled();
  });
});
