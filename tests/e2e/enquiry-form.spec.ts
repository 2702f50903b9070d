import { PHONE_BOX_MAX_LENGTH } from "#app/modules/leads/schema/field-rules.ts";
import { expectNoAxeViolations, waitForHydration, ONE_VIEWPORT, test } from "./fixtures.ts";
import { expect } from "./support/patient-expect.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { answersOf, enquiriesByPhone, storedEnquiry } from "./support/lead-db.ts";
import {
  fieldError,
  enquiryDetails,
  fillEnquiry,
  openEnquirePanel,
  spendFormToken,
  useFormToken,
} from "./support/lead-forms.ts";
import { ENQUIRY_MESSAGES } from "#app/modules/leads/schema/enquiry-schema.ts";
import { ERROR_MESSAGE_STORAGE_KEY } from "#app/content/messages.ts";

test.describe.configure({ timeout: 120_000 });

test.describe("enquiry form (Enquire Now panel and /contact)", () => {
  test("shows every message on an empty submit, focuses the first field, and passes axe in that state", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const form = await openEnquirePanel(page);
    await form.getByRole("button", { name: "Submit" }).click();
    for (const message of [
      ENQUIRY_MESSAGES.nameRequired,
      ENQUIRY_MESSAGES.emailRequired,
      ENQUIRY_MESSAGES.phoneRequired,
      ENQUIRY_MESSAGES.stateRequired,
      ENQUIRY_MESSAGES.districtRequired,
      ENQUIRY_MESSAGES.cityRequired,
      ENQUIRY_MESSAGES.pincodeRequired,
      "Property Type is required",
      "Product Interest is required",
      "Roof Area is required",
      "Timeline is required",
    ]) {
      await expect(fieldError(form, message)).toBeVisible();
      // The error summary links to the same message.
      await expect(form.getByRole("link", { name: message, exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "#enquire-now-panel");
  });

  test("checks email, phone and pin code formats as the visitor goes, and cleans the boxes", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Leave A Message" }).click();
    const form = page.getByRole("dialog", { name: "Leave A Message" });
    const email = form.getByLabel("Email", { exact: true });
    await email.fill("asha@example");
    await email.blur();
    await expect(form.getByText(ENQUIRY_MESSAGES.emailInvalid)).toBeVisible();

    const phone = form.getByLabel("Mobile number", { exact: true });
    // Room for "+91 98765 43210" pasted before the script runs; the script keeps the box to 10 digits.
    await expect(phone).toHaveAttribute("maxlength", String(PHONE_BOX_MAX_LENGTH));
    await expect(phone).toHaveAttribute("inputmode", "tel");
    await phone.pressSequentially("98a76-5");
    await expect(phone).toHaveValue("98765");
    await phone.blur();
    await expect(form.getByText(ENQUIRY_MESSAGES.phoneTenDigits)).toBeVisible();
    // Pasting an Indian number as people write it keeps the 10-digit national number.
    await phone.fill("");
    await phone.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData("text/plain", "+91 98765-43210");
      document.activeElement?.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(phone).toHaveValue("9876543210");

    const pincode = form.getByLabel("Pin code", { exact: true });
    await expect(pincode).toHaveAttribute("maxlength", "6");
    await pincode.fill("5000");
    await pincode.blur();
    await expect(form.getByText(ENQUIRY_MESSAGES.pincodeSixDigits)).toBeVisible();
    await pincode.fill("500003");
    await expect(form.getByText(ENQUIRY_MESSAGES.pincodeSixDigits)).toHaveCount(0);
    await expectNoAxeViolations(page, "#leave-a-message-panel");
  });

  test(
    "state filters districts, sets the zone, and the stored lead has defaults c_id 23 and src website",
    ONE_VIEWPORT,
    async ({ page }) => {
      const phone = uniquePhone();
      await page.goto("/about");
      await waitForHydration(page);
      const form = await openEnquirePanel(page);
      const district = form.getByLabel("District", { exact: true });
      await expect(district.locator("option")).toHaveCount(1); // only 'Select District' before a state
      await form.getByLabel("State", { exact: true }).selectOption("Maharashtra");
      await expect(district.locator("option", { hasText: "Pune" })).toHaveCount(1);
      await expect(district.locator("option", { hasText: "Hyderabad" })).toHaveCount(0);
      await expect(form.locator('input[name="zonal_name"]')).toHaveValue("West");
      await district.selectOption("Pune");
      // Changing the state clears the district and refilters.
      await form.getByLabel("State", { exact: true }).selectOption("Telangana");
      await expect(district).toHaveValue("");
      await expect(district.locator("option", { hasText: "Pune" })).toHaveCount(0);
      await expect(form.locator('input[name="zonal_name"]')).toHaveValue("South");

      await fillEnquiry(form, enquiryDetails(phone));
      const submit = form.getByRole("button", { name: "Submit" });
      await submit.click();
      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole("heading", { name: "Success" })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Enquire Now" })).toBeHidden();

      const lead = await storedEnquiry(phone);
      expect(lead).toMatchObject({
        name: "Asha Rao",
        email: `asha.rao.${phone}@example.com`,
        state: "Telangana",
        district: "Hyderabad",
        city: "Secunderabad",
        pincode: "500003",
        category: "Item enquiry",
        campaign_id: "23",
        source: "website",
        zonal_name: "South",
        spam: 0,
      });
      expect(answersOf(lead)).toEqual(enquiryDetails(phone).answers);
    },
  );

  test("c_id and src in the address of /contact reach the stored lead", ONE_VIEWPORT, async ({ page }) => {
    const phone = uniquePhone();
    await page.goto("/contact?c_id=77&src=newsletter");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Leave A Message" }).click();
    const form = page.getByRole("dialog", { name: "Leave A Message" });
    await fillEnquiry(form, enquiryDetails(phone));
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/success$/);
    expect(await storedEnquiry(phone)).toMatchObject({ campaign_id: "77", source: "newsletter" });
  });

  for (const { path, campaign_id, source } of [
    { path: "/news?c_id=31&src=ads", campaign_id: "31", source: "ads" },
    { path: "/portfolio?c_id=&src=%20", campaign_id: "23", source: "website" },
  ]) {
    test(`the Enquire Now panel on ${path} stores campaign ${campaign_id} and source ${source}`, async ({
      page,
    }) => {
      const phone = uniquePhone();
      await page.goto(path);
      await waitForHydration(page);
      const panel = await openEnquirePanel(page);
      await fillEnquiry(panel, enquiryDetails(phone));
      await panel.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/success$/);
      expect(await storedEnquiry(phone)).toMatchObject({ campaign_id, source });
    });
  }

  test(
    "a refused submit goes to /error with the server's message, and nothing new is stored",
    ONE_VIEWPORT,
    async ({ page, request }) => {
      const phone = uniquePhone();
      const token = await spendFormToken(request, phone);
      await page.goto("/about");
      await waitForHydration(page);
      const form = await openEnquirePanel(page);
      await fillEnquiry(form, enquiryDetails(phone, { name: "Someone Else" }));
      const submit = form.getByRole("button", { name: "Submit" });
      await submit.focus();
      await useFormToken(form, token);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/error$/);
      const stored = await page.evaluate((key) => localStorage.getItem(key), ERROR_MESSAGE_STORAGE_KEY);
      expect(stored).toBeTruthy();
      await expect(page.getByText(stored!)).toBeVisible();
      // Only the first (API) enquiry exists for that phone.
      const rows = enquiriesByPhone(phone);
      expect(rows.map((r) => r.name)).toEqual(["First Sender"]);
    },
  );

  test(
    "a lost connection keeps the form and what was typed, says so, and a retry sends one lead",
    ONE_VIEWPORT,
    async ({ page, context }) => {
      const phone = uniquePhone();
      await page.goto("/about");
      await waitForHydration(page);
      const form = await openEnquirePanel(page);
      const details = enquiryDetails(phone);
      await fillEnquiry(form, details);
      await context.setOffline(true);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(form.getByRole("alert").filter({ hasText: "not sent" })).toBeVisible();
      await expect(page).toHaveURL(/\/about$/);
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue(details.name);
      await expect(form.getByLabel("Mobile number", { exact: true })).toHaveValue(phone);
      await expect(form.getByLabel("District", { exact: true })).toHaveValue(details.district);
      await expect(form.getByRole("button", { name: "Submit" })).toBeEnabled();
      expect(enquiriesByPhone(phone)).toHaveLength(0);

      await context.setOffline(false);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/success$/);
      expect((await storedEnquiry(phone)).name).toBe(details.name);
    },
  );

  test("the button reads 'Submitting...' and is disabled while sending", ONE_VIEWPORT, async ({ page }) => {
    const phone = uniquePhone();
    await page.goto("/about");
    await waitForHydration(page);
    const form = await openEnquirePanel(page);
    await fillEnquiry(form, enquiryDetails(phone));
    // Hold the request at the network edge long enough to see the sending state.
    await page.route("**/contact.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/success$/);
    await storedEnquiry(phone);
  });

  test("the contact page's form passes axe with its consent notice and labelled controls", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Leave A Message" }).click();
    const form = page.getByRole("dialog", { name: "Leave A Message" });
    await expect(form.getByRole("link", { name: /privacy policy/ })).toBeVisible();
    // docs/decisions/165: the notice with a language option; Hindi opens in place, marked as Hindi.
    const hindi = form.locator("details.form-consent__translation");
    await expect(hindi).toHaveAttribute("lang", "hi");
    await hindi.getByText("यह सूचना हिन्दी में पढ़ें").click();
    await expect(hindi.getByText(/केवल आपकी पूछताछ का जवाब देने/)).toBeVisible();
    await expect(hindi.getByRole("link", { name: /गोपनीयता नीति/ })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    for (const label of [
      "Name",
      "Email",
      "Mobile number",
      "State",
      "District",
      "City",
      "Pin code",
      "Timeline",
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Mobile number", { exact: true })).toHaveAttribute(
      "autocomplete",
      "tel-national",
    );
    await expect(form.getByLabel("Pin code", { exact: true })).toHaveAttribute("autocomplete", "postal-code");
    await expectNoAxeViolations(page, "#leave-a-message-panel");
  });
  test(
    "a known pin code fills state and district when they are empty, loading only its own small chunk",
    ONE_VIEWPORT,
    async ({ page }) => {
      const chunks: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/geo/pincodes/")) chunks.push(new URL(r.url()).pathname);
      });
      const phone = uniquePhone();
      await page.goto("/about");
      await waitForHydration(page);
      const form = await openEnquirePanel(page);
      await form.getByLabel("Pin code", { exact: true }).fill("56000");
      expect(chunks).toEqual([]);
      await form.getByLabel("Pin code", { exact: true }).fill("560001");
      await expect(form.getByLabel("State", { exact: true })).toHaveValue("Karnataka");
      await expect(form.getByLabel("District", { exact: true })).toHaveValue("Bengaluru Urban");
      expect(chunks).toEqual(["/geo/pincodes/560.json"]);
      // A choice the visitor made is never overwritten.
      await form.getByLabel("State", { exact: true }).selectOption("Kerala");
      await form.getByLabel("Pin code", { exact: true }).fill("560002");
      await page.waitForTimeout(300);
      await expect(form.getByLabel("State", { exact: true })).toHaveValue("Kerala");

      await fillEnquiry(
        form,
        enquiryDetails(phone, { state: "Karnataka", district: "Bengaluru Urban", pincode: "560001" }),
      );
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/success$/);
      expect(await storedEnquiry(phone)).toMatchObject({
        state: "Karnataka",
        district: "Bengaluru Urban",
        zonal_name: "South",
      });
    },
  );
  test("a link to /contact#leave-a-message opens the form, carrying a calculator estimate", async ({
    page,
  }) => {
    const estimate = "product=integrated&type=residential&bill=3000&units=400&area=1000&years=10";
    await page.goto(`/contact?estimate=${encodeURIComponent(estimate)}#leave-a-message`);
    await waitForHydration(page);
    const form = page.getByRole("dialog", { name: "Leave A Message" });
    await expect(form.getByLabel("Name", { exact: true })).toBeVisible();
    await expect(form.locator('input[name="estimate"]')).toHaveValue(estimate);
    await page.keyboard.press("Escape");
    await expect(form).toBeHidden();
  });
});
