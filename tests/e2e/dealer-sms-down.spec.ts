/**
 * docs/decisions/108: when our SMS provider is down, a dealer applicant can still send the application,
 * stored as "phone unverified" for sales to confirm by calling, with and without JavaScript. Runs its
 * own server (tests/e2e/start-server.ts with E2E_SMS_DOWN) whose MSG91 stand-in answers every call 503.
 */
import path from "node:path";
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { dealerDetails, fillDealerApplication } from "./support/lead-forms.ts";
import { startOwnServer, type OwnServer } from "./support/own-server.ts";
import { OTP_MESSAGES } from "#app/modules/dealers/phone-verification.ts";
import { OTP_API_MESSAGES } from "#app/modules/leads/schema/messages.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
// One server for the file: its tests run in order in one worker; the layout is checked elsewhere.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, "one viewport is enough for this server-side path");

let server: OwnServer;
let base = "";

test.beforeAll(async () => {
  server = await startOwnServer(7, { E2E_SMS_DOWN: "1" });
  base = server.base;
});

test.afterAll(async () => server?.stop());

function storedApplication(
  phone: string,
): { phone_verified: number; spam: number; first_name: string } | undefined {
  const db = new Database(path.join(server.varDir, "e2e.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare("select phone_verified, spam, first_name from leads where kind = 'dealer' and phone = ?")
      .get(phone) as { phone_verified: number; spam: number; first_name: string } | undefined;
  } finally {
    db.close();
  }
}

const meera = (phone: string) =>
  dealerDetails({
    firstName: "Meera",
    lastName: "Nair",
    email: `meera.nair.${phone}@example.com`,
    phone,
    state: "Kerala",
    district: "Ernakulam",
    city: "Kochi",
    pincode: "682001",
    street: "4 Marine Drive",
  });

const failedText = OTP_MESSAGES.sendFailed(OTP_API_MESSAGES.notSent.provider_failed);

async function expectSmsDownState(page: Page, form: Locator) {
  await expect(form.getByRole("alert").filter({ hasText: failedText })).toBeVisible();
  await expect(form.getByText(OTP_MESSAGES.smsUnavailable)).toBeVisible();
  await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
  await expect(form.getByRole("button", { name: /Try sending the OTP again/ })).toBeVisible();
  await expect(page.locator("input[name=phone_verification_token]")).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
}

test("with JavaScript: the SMS failure is explained, Submit opens, and the application is stored unverified", async ({
  page,
}, testInfo) => {
  await page.goto(`${base}/become-partner`);
  await waitForHydration(page);
  const form = page.locator("form.lead-form");
  const phone = uniquePhone();
  await fillDealerApplication(form, meera(phone));
  await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
  await form.getByRole("button", { name: "Send OTP" }).click();
  await expectSmsDownState(page, form);
  await expectNoAxeViolations(page, "form.lead-form");
  await page.screenshot({ path: testInfo.outputPath("sms-down.png"), fullPage: false });

  // A changed phone loses the way round: the token belonged to the other number.
  await form.getByLabel("Mobile number", { exact: true }).fill(uniquePhone());
  await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
  await form.getByLabel("Mobile number", { exact: true }).fill(phone);
  await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
  await form.getByRole("button", { name: "Send OTP" }).click();
  // The second failure within the cooldown answers 429 rather than a new token; this phone waits.
  await expect(form.getByRole("alert")).toContainText("Failed to send the OTP because of");
  await expect(form.getByRole("button", { name: "Submit" })).toBeDisabled();
});

test("with JavaScript: a first failed send lets the applicant submit; sales see it as unverified", async ({
  page,
}) => {
  await page.goto(`${base}/become-partner`);
  await waitForHydration(page);
  const form = page.locator("form.lead-form");
  const phone = uniquePhone();
  await fillDealerApplication(form, meera(phone));
  await form.getByRole("button", { name: "Send OTP" }).click();
  await expectSmsDownState(page, form);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect(storedApplication(phone)).toEqual({ phone_verified: 0, spam: 0, first_name: "Meera" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Send OTP round trip explains the failure and the application is stored unverified", async ({
    page,
  }) => {
    await page.goto(`${base}/become-partner`, { waitUntil: "commit" });
    const form = page.locator("form.lead-form");
    const phone = uniquePhone();
    await fillDealerApplication(form, meera(phone));
    await form.getByRole("button", { name: "Send OTP" }).click();
    await expectSmsDownState(page, form);
    // What was typed came back with the page.
    await expect(form.getByLabel("City", { exact: true })).toHaveValue("Kochi");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/success(#main)?$/);
    expect(storedApplication(phone)).toEqual({ phone_verified: 0, spam: 0, first_name: "Meera" });
  });
});
