/**
 * docs/decisions/166 as visitors meet it: a phone number pasted the way people have it, a
 * campaign landing that still counts three pages later, and a call back asked for on a tariff page.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, ONE_VIEWPORT, test } from "./fixtures.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { enquiriesByPhone } from "./support/lead-db.ts";
import { enquiryDetails, fillEnquiry, openEnquirePanel } from "./support/lead-forms.ts";
import { receivedMail } from "./support/mailbox.ts";
import { EXTRA_MESSAGES } from "#app/modules/leads/schema/field-rules.ts";
import Database from "better-sqlite3";
import path from "node:path";
import { e2eVarDir } from "./support/e2e-var.ts";

/** Pastes `text` into a box the way a browser does: a paste event carrying the clipboard's text. */
async function paste(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Four numbers no other test uses, each written one of the ways the issue lists. */
function waysToWrite() {
  const ways = [
    (n: string) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`,
    (n: string) => `0${n}`,
    (n: string) => `${n.slice(0, 5)}-${n.slice(5)}`,
    (n: string) => `(+91) ${n}`,
  ];
  return ways.map((write) => {
    const national = uniquePhone();
    return { national, written: write(national) };
  });
}

test.describe("a phone number as people paste it", ONE_VIEWPORT, () => {
  test("with JavaScript: each way is stored as the 10-digit number; a foreign number is refused in words", async ({
    page,
  }) => {
    // The reading is the same at every width: all four ways, once (docs/decisions/196).
    for (const { national, written } of waysToWrite().slice(0, 4)) {
      await page.goto("/about");
      const form = await openEnquirePanel(page);
      await fillEnquiry(form, enquiryDetails(national));
      const box = form.getByLabel("Mobile number", { exact: true });
      await box.fill("");
      await paste(box, written);
      await expect(box).toHaveValue(national);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/success/);
      await expect.poll(() => enquiriesByPhone(national).length).toBe(1);
    }
    await page.goto("/about");
    const form = await openEnquirePanel(page);
    const box = form.getByLabel("Mobile number", { exact: true });
    await paste(box, "+1 415 555 0100");
    await box.blur();
    await expect(form.getByText(EXTRA_MESSAGES.phoneForeign)).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("each way is stored as the 10-digit number; a foreign number comes back with its message", async ({
      page,
    }) => {
      for (const { national, written } of waysToWrite().slice(0, 4)) {
        await page.goto("/contact", { waitUntil: "commit" });
        const form = page.locator("#leave-a-message form");
        await fillEnquiry(form, enquiryDetails(national, { phone: written }));
        await form.getByRole("button", { name: "Submit" }).click();
        await expect(page).toHaveURL(/\/success/);
        await expect.poll(() => enquiriesByPhone(national).length).toBe(1);
      }
      await page.goto("/contact", { waitUntil: "commit" });
      const form = page.locator("#leave-a-message form");
      await fillEnquiry(form, enquiryDetails(uniquePhone(), { phone: "+1 415 555 0100" }));
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(
        page.locator("#leave-a-message").getByText(EXTRA_MESSAGES.phoneForeign).first(),
      ).toBeVisible();
    });
  });
});

function attributionOf(phone: string): {
  campaign_id: string;
  source: string;
  first: Record<string, string>;
} {
  const db = new Database(path.join(e2eVarDir(), "e2e.sqlite"), { readonly: true });
  try {
    const row = db
      .prepare("select campaign_id, source, attribution_json from leads where kind = 'enquiry' and phone = ?")
      .get(phone) as { campaign_id: string; source: string; attribution_json: string };
    return { ...row, first: (JSON.parse(row.attribution_json) as { first: Record<string, string> }).first };
  } finally {
    db.close();
  }
}

/** Follows a main-menu link as a visitor does: on a phone the menu opens first (with JavaScript). */
async function menuClick(page: Page, name: string) {
  const menuButton = page.getByRole("button", { name: "Menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole("link", { name, exact: true }).first().click();
}

async function landAndClickTwice(page: Page) {
  await page.goto("/?c_id=77&src=fb&utm_campaign=x");
  await menuClick(page, "About Us");
  await expect(page).toHaveURL(/\/about$/);
  await menuClick(page, "Contact Us");
  await expect(page).toHaveURL(/\/contact$/);
}

test.describe("a campaign landing counts for the whole visit", ONE_VIEWPORT, () => {
  test("with JavaScript: an enquiry two clicks later carries 77 / fb / x", async ({ page }) => {
    await landAndClickTwice(page);
    const phone = uniquePhone();
    const form = await openEnquirePanel(page);
    await fillEnquiry(form, enquiryDetails(phone));
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/success/);
    await expect.poll(() => enquiriesByPhone(phone).length).toBe(1);
    expect(attributionOf(phone)).toMatchObject({
      campaign_id: "77",
      source: "fb",
      first: { utm_campaign: "x" },
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same, through the contact page's own form", async ({ page }) => {
      await landAndClickTwice(page);
      const phone = uniquePhone();
      const form = page.locator("#leave-a-message form");
      await fillEnquiry(form, enquiryDetails(phone));
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/success/);
      await expect.poll(() => enquiriesByPhone(phone).length).toBe(1);
      expect(attributionOf(phone)).toMatchObject({
        campaign_id: "77",
        source: "fb",
        first: { utm_campaign: "x" },
      });
    });
  });
});

test.describe("request a call back", () => {
  test("from a tariff page: thanked in place, and sales get the e-mail", async ({ page }) => {
    await page.goto("/solar-panels/Haryana");
    const card = page.getByRole("region", { name: "Request a call back" });
    await card.getByLabel("Name", { exact: true }).fill("Suresh Yadav");
    await card.getByLabel("Mobile number", { exact: true }).fill("98123 45678");
    const choice = card.getByLabel("When should we call?");
    await choice.selectOption({ index: 1 });
    const label = (await choice.locator("option:checked").textContent()) ?? "";
    await expectNoAxeViolations(page, ".callback");
    await card.getByRole("button", { name: "Call me back" }).click();
    await expect(card.getByRole("status")).toHaveText(`Thank you. We will call you ${label.toLowerCase()}.`);
    await expect
      .poll(() => receivedMail().filter((mail) => mail.data.includes("Please call: Suresh Yadav")).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = receivedMail().find((m) => m.data.includes("Please call: Suresh Yadav"));
    expect(mail?.data).toContain("Mobile: 9812345678");
    expect(mail?.data).toContain("Asked on: /solar-panels/Haryana");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("posts to its own page: the success page, or the form again with its messages", async ({ page }) => {
      await page.goto("/solar-calculator", { waitUntil: "commit" });
      const card = page.getByRole("region", { name: "Request a call back" });
      await card.getByRole("button", { name: "Call me back" }).click();
      await expect(page).toHaveURL(/\/request-callback/);
      await expect(page.getByRole("heading", { level: 1, name: "Request a call back" })).toBeVisible();
      await expect(page.getByText("Name is required")).toBeVisible();
      const form = page.getByRole("region", { name: "Request a call back" });
      await form.getByLabel("Name", { exact: true }).fill("Kavya Nair");
      await form.getByLabel("Mobile number", { exact: true }).fill(uniquePhone());
      await form.getByLabel("When should we call?").selectOption("tomorrow_evening");
      await form.getByRole("button", { name: "Call me back" }).click();
      await expect(page).toHaveURL(/\/success/);
    });
  });
});
