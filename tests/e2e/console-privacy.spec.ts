/**
 * docs/decisions/116, data protection: an admin finds every record of a person's phone, sends them a copy (a
 * JSON download), corrects a field, and erases them; afterwards the phone is in no table of the database.
 * The phone and e-mail never appear in an address (docs/decisions/116). Other roles get 403.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations, ONE_VIEWPORT, test } from "./fixtures.ts";
import { consoleUrl, signInAs } from "./support/console.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { enquiryDetails } from "./support/lead-forms.ts";
import { dataRequests, tracesInE2eDatabase } from "./support/privacy-db.ts";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";
import type { PersonalDataExport } from "#app/modules/privacy/export-personal-data.server.ts";

/** A visitor's enquiry through the public API (as the site's form posts it); resolves with its id. */
async function sendEnquiry(request: APIRequestContext, phone: string, email: string): Promise<number> {
  const d = enquiryDetails(phone, { email });
  const answer = await request.post("/api/arka/enquiries/create", {
    multipart: {
      name: d.name,
      email: d.email,
      phone_number: d.phone,
      state: d.state,
      district: d.district,
      city: d.city,
      pincode: d.pincode,
      enquiry_requirements: JSON.stringify({
        1: "Residential",
        2: "Inroof Solar",
        3: "Up to 500 sq ft",
        4: "Just exploring",
      }),
    },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { response_data: { enquiry_id: number } } };
  return body.data.response_data.enquiry_id;
}

/** "9876543210" → "+91 98765 43210", the way people write it. */
const written = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

test(
  "an admin finds a person's records, exports, corrects and erases them: no trace is left",
  ONE_VIEWPORT,
  async ({ page, request }, testInfo) => {
    const phone = uniquePhone();
    const email = `privacy.${phone}@example.org`;
    const id = await sendEnquiry(request, phone, email);
    // An OTP code to the same number (as a dealer applicant would ask for): a row in otp_challenges.
    expect(
      (await request.post("/api/communication/sms/send/otp", { data: { phone_number: phone } })).status(),
    ).toBe(200);
    expect(tracesInE2eDatabase([phone]).map((t) => t.table)).toEqual(
      expect.arrayContaining(["leads", "otp_challenges"]),
    );

    await signInAs(page, "admin", { name: "Priya Admin" });
    await page.goto(consoleUrl("/sales/privacy"));
    await expect(page.getByRole("heading", { level: 1, name: M.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);

    // A number that is not a mobile number is refused next to the box.
    await page.getByLabel(M.phoneLabel).fill("12345");
    await page.getByRole("button", { name: M.find }).click();
    await expect(page.getByText(M.problems.phone)).toBeVisible();
    await expect(page.getByLabel(M.phoneLabel)).toHaveAttribute("aria-invalid", "true");

    // Typed as people write it; found.
    await page.getByLabel(M.phoneLabel).fill(written(phone));
    await page.getByRole("button", { name: M.find }).click();
    await expect(page.getByRole("heading", { name: M.foundHeading })).toBeVisible();
    const lead = page.getByRole("article", { name: M.lead.enquiry(id) });
    await expect(lead).toBeVisible();
    await expect(lead.getByText(email)).toBeVisible();
    await expect(page.getByRole("heading", { name: M.groups.otpCodes })).toBeVisible();
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "phone") {
      await page.screenshot({ path: testInfo.outputPath("privacy-found.png"), fullPage: true });
    }

    // A copy for the person: a download, parsed.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: M.exportButton }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^arka-personal-data-\d+\.json$/);
    const file = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as PersonalDataExport;
    expect(file.subject).toEqual({ phone, email: null });
    expect(file.records.leads).toEqual([
      expect.objectContaining({ kind: "enquiry", id, fields: expect.objectContaining({ phone, email }) }),
    ]);
    expect(file.records.otpCodes.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(file)).not.toMatch(/code_hash/);
    expect(dataRequests()[0]).toMatchObject({
      kind: "export",
      subject_hint: `${phone.slice(0, 2)}xxxxxx${phone.slice(-2)}`,
    });

    // A correction, with the form's own rule.
    await lead.getByLabel(M.correct.field, { exact: true }).selectOption("city");
    await lead.getByLabel(M.correct.value, { exact: true }).fill("Hyderabad");
    await lead.getByRole("button", { name: M.correct.save }).click();
    const corrected = page.getByRole("article", { name: M.lead.enquiry(id) });
    await expect(corrected.getByRole("status")).toHaveText(M.correct.saved);
    await expect(corrected.getByText("Hyderabad", { exact: true }).first()).toBeVisible();

    // Erase: a second step says what will happen first.
    await page.getByRole("button", { name: M.reviewErase }).click();
    await expect(page.getByRole("heading", { name: M.confirmHeading })).toBeVisible();
    await expect(page.getByText(M.confirmLines.leads(1))).toBeVisible();
    await expect(page.getByText(M.confirmLines.otpCodes(1))).toBeVisible();
    await expectNoAxeViolations(page);
    if (testInfo.project.name === "phone") {
      await page.screenshot({ path: testInfo.outputPath("privacy-confirm.png"), fullPage: true });
    }
    await page.getByRole("button", { name: M.confirmButton }).click();
    const done = page.getByRole("status").filter({ hasText: /^Erased\./ });
    await expect(done).toBeVisible();
    await expectNoAxeViolations(page);

    // No trace of the phone or the e-mail in any column of any table; the minimal record stays.
    expect(tracesInE2eDatabase([phone, email])).toEqual([]);
    const erased = dataRequests()[0]!;
    expect(erased.kind).toBe("erase");
    await expect(done).toHaveText(M.erased(erased.id));
    expect(JSON.parse(erased.details_json)).toMatchObject({ leads: [`enquiry:${id}`] });

    // Searching again finds nothing; nothing personal was ever in an address.
    await page.getByLabel(M.phoneLabel).fill(phone);
    await page.getByRole("button", { name: M.find }).click();
    await expect(page.getByText(M.foundSummary(0, 0))).toBeVisible();
    expect(page.url()).toBe(consoleUrl("/sales/privacy"));

    if (testInfo.project.name === "phone") {
      for (const shot of ["privacy-found.png", "privacy-confirm.png"]) {
        fs.mkdirSync(path.resolve("var/screens"), { recursive: true });
        fs.copyFileSync(testInfo.outputPath(shot), path.resolve("var/screens", shot));
      }
    }
  },
);

test(
  "only admins answer data requests: sales get 403, and nobody signed in gets 401 for the file",
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const anonymous = await request.post(consoleUrl("/sales/privacy/export.json"), {
      form: { phone: "9876543210" },
      headers: { Origin: consoleUrl("/").replace(/\/$/, "") },
    });
    expect(anonymous.status()).toBe(401);
    expect((await request.get(consoleUrl("/sales/privacy/export.json"))).status()).toBe(401);

    await signInAs(page, "sales");
    const answer = await page.goto(consoleUrl("/sales/privacy"));
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page.getByRole("link", { name: M.title })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const file = await page.request.post(consoleUrl("/sales/privacy/export.json"), {
      form: { phone: "9876543210" },
      headers: { Origin: consoleUrl("/").replace(/\/$/, "") },
    });
    expect(file.status()).toBe(403);
    const post = await page.request.post(consoleUrl("/sales/privacy"), {
      form: { intent: "find", phone: "9876543210" },
      headers: { Origin: consoleUrl("/").replace(/\/$/, "") },
    });
    expect(post.status()).toBe(403);

    // An admin's GET is told to use the page: the phone would have to be in the address.
    await signInAs(page, "admin");
    expect((await page.request.get(consoleUrl("/sales/privacy/export.json"))).status()).toBe(405);
  },
);
