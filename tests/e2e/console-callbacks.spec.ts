/**
 * docs/decisions/112 and 166: a call back asked for on a tariff page is a lead like the others in the
 * console. It appears in the inbox under its own kind with when to call, opens on its lead page (the time,
 * the page it came from, the consent) and is worked there. Phone and desktop, axe clean, nothing sideways.
 */
import { expect as baseExpect } from "@playwright/test";
import { expectNoAxeViolations, test } from "./fixtures.ts";
import { consoleUrl, signInAs } from "./support/console.ts";
import { dbRows, expectFitsWidth, keepScreenshot, typedPhone } from "./support/console-leads.ts";
import { uniquePhone } from "./support/e2e-var.ts";
import { formatCallbackTime } from "#app/modules/leads/work/lead-format.ts";
import { INBOX_TEXT, LEAD_TEXT, SAVED_MESSAGES } from "#app/modules/leads/work/lead-labels.ts";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test("a call back asked for on a tariff page is found in the inbox as a call back, opened and worked", async ({
  page,
}, testInfo) => {
  const phone = uniquePhone();
  const name = `Suresh ${Date.now().toString(36)}`;
  await page.goto("/solar-panels/Haryana");
  const card = page.getByRole("region", { name: "Request a call back" });
  await card.getByLabel("Name", { exact: true }).fill(name);
  await card.getByLabel("Mobile number", { exact: true }).fill(typedPhone(phone));
  await card.getByLabel("When should we call?").selectOption({ index: 1 });
  await card.getByRole("button", { name: "Call me back" }).click();
  await expect(card.getByRole("status")).toContainText("Thank you.");
  const [stored] = dbRows<{ id: number; preferred_date: string; preferred_slot: string }>(
    "select id, preferred_date, preferred_slot from leads where kind = 'callback' and phone = ?",
    phone,
  );
  expect(stored).toBeDefined();
  const when = formatCallbackTime(stored!.preferred_date, stored!.preferred_slot);

  await signInAs(page, "sales", { name: "Kiran Sales" });
  await page.getByLabel(INBOX_TEXT.searchLabel).fill(phone);
  await page.locator("summary", { hasText: INBOX_TEXT.moreFilters }).click();
  await page.getByLabel("Kind").selectOption({ label: "Call back" });
  await page.getByRole("button", { name: INBOX_TEXT.apply }).click();
  await expect(page).toHaveURL(/[?&]kind=callback/);
  const row = page.locator(".inbox-card");
  await expect(row).toHaveCount(1);
  await expect(row.locator(".lead-badge").first()).toHaveText("Call back");
  await expect(row).toContainText(`${INBOX_TEXT.callBackAt} ${when}`);
  await expectNoAxeViolations(page);
  await expectFitsWidth(page, 360);
  await keepScreenshot(page, `${testInfo.project.name}-inbox-callback`);

  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(consoleUrl(`/sales/leads/callback/${stored!.id}`));
  await expect(page).toHaveTitle(`Call back #${stored!.id} | Arka sales`);
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText(when);
  await expect(
    contact.getByRole("link", { name: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }),
  ).toHaveAttribute("href", `tel:+91${phone}`);
  const origin = page.getByRole("region", { name: "Where it came from" });
  await expect(origin).toContainText(`${LEAD_TEXT.askedOn}/solar-panels/Haryana`);
  await expect(origin).toContainText(/Notice of 22 November 2026, accepted/);

  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText(SAVED_MESSAGES.status);
  await expect(page.getByRole("region", { name: "Timeline" }).getByRole("listitem").first()).toContainText(
    "Kiran Sales",
  );
  expect(
    dbRows<{ status: string }>("select status from leads where kind = 'callback' and id = ?", stored!.id),
  ).toEqual([{ status: "contacted" }]);
  await expectNoAxeViolations(page);
  await expectFitsWidth(page, 360);
  await keepScreenshot(page, `${testInfo.project.name}-lead-callback`);
});
