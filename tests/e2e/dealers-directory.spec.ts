/**
 * docs/decisions/166, find a dealer: /dealers lists a dealer approved and listed in the sales console and
 * finds it by a pin code of its district, with and without JavaScript; a place without dealers offers the
 * enquiry form.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations, test } from "./fixtures.ts";
import { consoleUrl, signInAs } from "./support/console.ts";
import { applyAsDealer } from "./support/console-dashboard.ts";
import { DEALER_PAGE_MESSAGES } from "#app/languages/en/console/dealers.ts";
import { DEALER_DIRECTORY_TEXT as T } from "#app/modules/dealers/dealer-directory.ts";

const uniqueWord = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, "x");

test("a dealer approved and listed in the console is found by a pin code of its district", async ({
  page,
  request,
}) => {
  const lastName = `Patil${uniqueWord()}`;
  const name = `Sunita ${lastName}`;
  await applyAsDealer(request, { firstName: "Sunita", lastName });

  await signInAs(page, "sales");
  await page.goto(consoleUrl("/sales/dealers?decision=pending"));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await card.getByRole("button", { name: `Approve: ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText(DEALER_PAGE_MESSAGES.decided(name, "Approved"));
  await page.goto(consoleUrl("/sales/dealers?decision=approved"));
  const approved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await approved.getByRole("button", { name: `${DEALER_PAGE_MESSAGES.show}: ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText(DEALER_PAGE_MESSAGES.shown(name));

  // 411057 (Hinjawadi) is another pin code of Pune district than the dealer's 411001.
  await page.goto("/dealers");
  await page.getByLabel(T.search).fill("411057");
  await page.getByRole("button", { name: T.searchButton }).click();
  await expect(page).toHaveURL(/\/dealers\?pincode=411057$/);
  const region = page.getByRole("region", { name: T.inDistrict("Pune") });
  const dealer = region.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(dealer).toBeVisible();
  const call = dealer.getByRole("link", { name: new RegExp(`^${T.call} \\+91 \\d{5} \\d{5} ${name}$`) });
  await expect(call).toHaveAttribute("href", /^tel:\+91[6-9]\d{9}$/);
  const whatsApp = dealer.getByRole("link", { name: `${T.whatsApp} ${name} (opens in a new tab)` });
  expect(decodeURIComponent((await whatsApp.getAttribute("href")) ?? "")).toMatch(
    /^https:\/\/wa\.me\/91[6-9]\d{9}\?text=Hello Sunita/,
  );
  await expectNoAxeViolations(page);

  // A place with no dealer offers the enquiry form instead.
  await page.getByLabel(T.search).fill("682001");
  await page.getByRole("button", { name: T.searchButton }).click();
  await expect(page.getByText(T.noneNear({ state: "Kerala", district: "Ernakulam" }))).toBeVisible();
  await expect(page.getByRole("link", { name: T.enquire })).toHaveAttribute(
    "href",
    "/contact#leave-a-message",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search is answered by the server, and every dealer can be listed", async ({ page }) => {
    await page.goto("/dealers", { waitUntil: "commit" });
    await page.getByLabel(T.search).fill("411001");
    await page.getByRole("button", { name: T.searchButton }).click();
    await expect(page).toHaveURL(/\/dealers\?pincode=411001$/);
    // Dealers listed by the other test (or earlier runs) are in Pune; the answer is in the page itself.
    await expect(
      page
        .getByRole("heading", { name: T.inDistrict("Pune") })
        .or(page.getByText(T.noneNear({ state: "Maharashtra", district: "Pune" }))),
    ).toBeVisible();
    await page.getByRole("link", { name: T.showAll }).click();
    await expect(page).toHaveURL(/\/dealers\?all=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find a Dealer Near You" })).toBeVisible();
  });
});
