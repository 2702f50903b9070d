import { expect } from "@playwright/test";
import { expectNoAxeViolations, ONE_VIEWPORT, test } from "./fixtures.ts";
import { privacySectionIds } from "#app/content/legal/privacy-policy.ts";
import { termsConstants } from "#app/content/legal/terms-conditions.ts";
import { site } from "#app/content/site.ts";

const pages = [
  { path: "/terms-conditions", heading: "Terms & Conditions" },
  { path: "/privacy-policy", heading: "Privacy & Policy" },
  { path: "/cookie-policy", heading: "Cookie Policy" },
];

for (const { path, heading } of pages) {
  test(`${path} shows its banner heading and has no axe violations`, ONE_VIEWPORT, async ({ page }) => {
    // axe walks the whole long page; on a busy two-core machine that can take longer than the default.
    test.slow();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test(
  "the terms state the dispute, notice and claim periods and the contact e-mail",
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto("/terms-conditions");
    const disputeSection = page.locator("section", { has: page.locator("#notice-of-dispute") });
    await expect(disputeSection).toContainText(`${termsConstants.informalNegotiationDays} days`);
    const changesSection = page.locator("section", { has: page.locator("#changes") });
    await expect(changesSection).toContainText(`${termsConstants.materialChangeNoticeDays} days`);
    await expect(page.locator("main")).toContainText(`within ${termsConstants.claimPeriod}`);
    await expect(page.locator("main")).toContainText(site.email);
  },
);

test("the contents list jumps to a section", ONE_VIEWPORT, async ({ page }) => {
  await page.goto("/terms-conditions");
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Arbitration" }).click();
  await expect(page).toHaveURL(/#arbitration$/);
  await expect(page.locator("#arbitration")).toBeInViewport();
});

test("the privacy policy's linked sections exist for the consent notice", ONE_VIEWPORT, async ({ page }) => {
  for (const id of [privacySectionIds.dataWeCollect, privacySectionIds.yourRights]) {
    await page.goto(`/privacy-policy#${id}`);
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await expect(page.locator("main")).toContainText(site.grievanceOfficer.email);
});
