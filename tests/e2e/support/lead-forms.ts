/** Filling the lead forms the way a visitor does (labels, not selectors). */
import { expect as baseExpect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { uniquePhone } from "./e2e-var.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

const expect = baseExpect.configure({ timeout: 15_000 });

export type EnquiryDetails = {
  name: string;
  email: string;
  phone: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  answers: Record<string, string>;
};

/** A visitor's enquiry; the e-mail follows the phone (the server flags an address repeated within 24 h). */
export function enquiryDetails(phone: string, overrides: Partial<EnquiryDetails> = {}): EnquiryDetails {
  return {
    name: "Asha Rao",
    email: `asha.rao.${phone}@example.com`,
    phone,
    state: "Telangana",
    district: "Hyderabad",
    city: "Secunderabad",
    pincode: "500003",
    answers: {
      "Property Type": "Residential",
      "Product Interest": "Integrated Solar Roof",
      "Roof Area": "500 to 1,000 sq ft",
      Timeline: "1 to 3 months",
    },
    ...overrides,
  };
}

/** Fills the enquiry form by its labels in the page's language; `answers` are keyed by question title as shown. */
export async function fillEnquiry(form: Locator, details: EnquiryDetails, locale: Locale = "en") {
  const label = catalogueFor(locale).forms.fields;
  await form.getByLabel(label.name, { exact: true }).fill(details.name);
  await form.getByLabel(label.email, { exact: true }).fill(details.email);
  await form.getByLabel(label.mobile, { exact: true }).fill(details.phone);
  await form.getByLabel(label.state, { exact: true }).selectOption(details.state);
  await form.getByLabel(label.district, { exact: true }).selectOption(details.district);
  await form.getByLabel(label.city, { exact: true }).fill(details.city);
  await form.getByLabel(label.pincode, { exact: true }).fill(details.pincode);
  for (const [title, answer] of Object.entries(details.answers)) {
    await form.getByLabel(title, { exact: true }).selectOption(answer);
  }
}

/** The enquiry form in the site-wide Enquire Now panel, opened and loaded. */
export async function openEnquirePanel(page: Page, locale: Locale = "en"): Promise<Locator> {
  const f = catalogueFor(locale).forms;
  await page.getByRole("button", { name: f.enquiry.enquireNow }).click();
  const dialog = page.getByRole("dialog", { name: f.enquiry.panelTitle });
  await expect(dialog.getByLabel(f.fields.name, { exact: true })).toBeVisible();
  return dialog;
}

/** Spends a form token on an enquiry sent straight to the API, so the form reusing it is refused (422). */
export async function spendFormToken(request: APIRequestContext, phone: string): Promise<string> {
  const tokenAnswer = await request.get("/api/forms/token");
  const token = ((await tokenAnswer.json()) as { data: { response_data: { form_token: string } } }).data
    .response_data.form_token;
  const d = enquiryDetails(phone, { name: "First Sender" });
  const answer = await request.post("/api/arka/enquiries/create", {
    multipart: {
      name: d.name,
      email: d.email,
      phone_number: d.phone,
      state: d.state,
      district: d.district,
      city: d.city,
      pincode: d.pincode,
      form_token: token,
      enquiry_requirements: JSON.stringify({
        1: "Residential",
        2: "Inroof Solar",
        3: "Up to 500 sq ft",
        4: "Just exploring",
      }),
    },
  });
  expect(answer.status()).toBe(200);
  return token;
}

/** Puts a token into a form's hidden field, as if the page had been rendered with it. */
export async function useFormToken(form: Locator, token: string) {
  await form.locator('input[name="form_token"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, token);
}

/** The visible error under a field with exactly this message (not one that merely contains it). */
export function fieldError(scope: Locator, message: string, locale: Locale = "en"): Locator {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const prefix = catalogueFor(locale).forms.common.errorPrefix;
  return scope.locator(".form-field__error", {
    hasText: new RegExp(`^${escape(prefix)}${escape(message)}$`),
  });
}

export type DealerDetails = {
  firstName: string;
  lastName: string;
  email: string;
  /** Left alone when absent (the specs that verify the phone first type it themselves). */
  phone?: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  street: string;
  answers: Record<string, string>;
};

/** A partner application; its e-mail is new each time (the server flags an address repeated within 24 h). */
export function dealerDetails(overrides: Partial<DealerDetails> = {}): DealerDetails {
  return {
    firstName: "Ravi",
    lastName: "Kumar",
    email: `ravi.kumar.${uniquePhone()}@example.com`,
    state: "Karnataka",
    district: "Mysuru",
    city: "Mysuru",
    pincode: "570001",
    street: "12 Sayyaji Rao Road",
    answers: {
      "Business Type": "Roofing contractor",
      "Years in Business": "3 to 5 years",
      "Investment Capacity": "₹5 to 10 lakh",
      "Showroom Available": "Yes",
      "GST Number": "29ABCDE1234F1Z5",
    },
    ...overrides,
  };
}

/**
 * Fills the partner application by its labels in the page's language; select questions get their option,
 * text questions their text (`answers` keyed by the question's label as shown).
 */
export async function fillDealerApplication(form: Locator, details: DealerDetails, locale: Locale = "en") {
  const label = catalogueFor(locale).forms.fields;
  await form.getByLabel(label.firstName).fill(details.firstName);
  await form.getByLabel(label.lastName).fill(details.lastName);
  await form.getByLabel(label.email, { exact: true }).fill(details.email);
  if (details.phone !== undefined) await form.getByLabel(label.mobile, { exact: true }).fill(details.phone);
  await form.getByLabel(label.state, { exact: true }).selectOption(details.state);
  await form.getByLabel(label.district, { exact: true }).selectOption(details.district);
  await form.getByLabel(label.city, { exact: true }).fill(details.city);
  await form.getByLabel(label.pincode, { exact: true }).fill(details.pincode);
  await form.getByLabel(label.address, { exact: true }).fill(details.street);
  for (const [question, answer] of Object.entries(details.answers)) {
    const field = form.getByLabel(question);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(answer);
    else await field.fill(answer);
  }
}
