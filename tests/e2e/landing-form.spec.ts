import {
  expectNoAxeViolations,
  waitForHydration,
  waitForScrollToSettle,
  ONE_VIEWPORT,
  test,
} from "./fixtures.ts";
import { expect } from "./support/patient-expect.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { enquiriesByPhone, storedEnquiry } from "./support/lead-db.ts";
import {
  enquiryDetails,
  fieldError,
  fillEnquiry,
  spendFormToken,
  useFormToken,
} from "./support/lead-forms.ts";
import { ENQUIRY_MESSAGES } from "#app/modules/leads/schema/enquiry-schema.ts";

test.describe.configure({ timeout: 120_000 });

test.describe("landing page quote form (/integrated-solar-roof)", () => {
  test("the floating Get A Quote button brings the form into view and focus; axe is clean with errors", async ({
    page,
  }) => {
    await page.goto("/integrated-solar-roof");
    await waitForHydration(page);
    const form = page.locator("#get-a-quote form");
    await page.getByRole("link", { name: "Get A Quote" }).click();
    await waitForScrollToSettle(page);
    await expect(form.getByLabel("Name", { exact: true })).toBeInViewport();
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await form.getByRole("button", { name: "Get A Quote" }).click();
    // The summary lists every field's message; on failure its whole text is printed, which tells a
    // submit that never happened (no summary) from a field left out of it.
    const summary = form.getByRole("alert").filter({ has: page.locator(".form-alert__list") });
    await expect(summary).toContainText(ENQUIRY_MESSAGES.nameRequired);
    await expect(summary).toContainText(ENQUIRY_MESSAGES.pincodeRequired);
    await expect(fieldError(form, ENQUIRY_MESSAGES.nameRequired)).toBeVisible();
    await expect(fieldError(form, ENQUIRY_MESSAGES.pincodeRequired)).toBeVisible();
    await expectNoAxeViolations(page, "#get-a-quote");
  });

  test("a quote is stored with the landing campaign id 24 and goes to the landing success page", async ({
    page,
  }) => {
    const phone = uniquePhone();
    await page.goto("/integrated-solar-roof");
    await waitForHydration(page);
    const form = page.locator("#get-a-quote form");
    await fillEnquiry(form, enquiryDetails(phone));
    await form.getByRole("button", { name: "Get A Quote" }).click();
    await expect(page).toHaveURL(/\/integrated-solar-roof\/success$/);
    expect(await storedEnquiry(phone)).toMatchObject({
      campaign_id: "24",
      source: "website",
      zonal_name: "South",
      category: "Item enquiry",
    });
  });

  test("c_id and src in the link override the landing defaults", ONE_VIEWPORT, async ({ page }) => {
    const phone = uniquePhone();
    await page.goto("/integrated-solar-roof?c_id=88&src=facebook");
    await waitForHydration(page);
    const form = page.locator("#get-a-quote form");
    await fillEnquiry(form, enquiryDetails(phone));
    await form.getByRole("button", { name: "Get A Quote" }).click();
    await expect(page).toHaveURL(/\/integrated-solar-roof\/success$/);
    expect(await storedEnquiry(phone)).toMatchObject({ campaign_id: "88", source: "facebook" });
  });

  test(
    "a refused quote goes to the landing error page with the server's message",
    ONE_VIEWPORT,
    async ({ page, request }) => {
      const phone = uniquePhone();
      const token = await spendFormToken(request, phone);
      await page.goto("/integrated-solar-roof");
      await waitForHydration(page);
      const form = page.locator("#get-a-quote form");
      await fillEnquiry(form, enquiryDetails(phone, { name: "Another Name" }));
      await form.getByRole("button", { name: "Get A Quote" }).focus();
      await useFormToken(form, token);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/integrated-solar-roof\/error$/);
      await expect(page.getByText(/already submitted with different details/)).toBeVisible();
      expect(enquiriesByPhone(phone).map((r) => r.name)).toEqual(["First Sender"]);
    },
  );

  test("what a visitor types before the page's scripts arrive is kept", async ({ page, isMobile }) => {
    test.skip(isMobile, "the same hand-over at every viewport");
    // Hold the page's entry module until the visitor has typed into the server-rendered form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_build\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/integrated-solar-roof", { waitUntil: "commit" });
    const form = page.locator("#get-a-quote form");
    await form.getByLabel("Name", { exact: true }).fill("Typed Early");
    await form.getByLabel("Email", { exact: true }).fill("early@example.com");
    release();
    await waitForHydration(page);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Typed Early");
    // The form's own state holds it too: submitting reports other fields, not these.
    await form.getByRole("button", { name: "Get A Quote" }).click();
    await expect(fieldError(form, ENQUIRY_MESSAGES.pincodeRequired)).toBeVisible();
    await expect(fieldError(form, ENQUIRY_MESSAGES.nameRequired)).toHaveCount(0);
    await expect(fieldError(form, ENQUIRY_MESSAGES.emailRequired)).toHaveCount(0);
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("early@example.com");
  });
});
