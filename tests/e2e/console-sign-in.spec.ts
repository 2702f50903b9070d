/**
 * docs/decisions/112: how staff get into the sales console. The first admin comes from the command line;
 * anyone can ask for a link by e-mail (it arrives at the local SMTP server); a link works once, for 15
 * minutes, and opening it only shows a button (mail scanners fetch links).
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expectNoAxeViolations, ONE_VIEWPORT, test } from "./fixtures.ts";
import { expect } from "@playwright/test";
import { addStaffByCommand, consoleUrl, staffEmail } from "./support/console.ts";
import { e2eVarDir } from "./support/e2e-var.ts";
import { latestMailTo, mailText } from "./support/mailbox.ts";
import { STAFF_MESSAGES } from "#app/languages/en/console/sign-in.ts";

test("the first admin signs in with the link the command printed, once; then signs out", async ({ page }) => {
  const email = staffEmail("admin");
  const link = await addStaffByCommand(email, "admin", { name: "Asha Admin" });
  expect(link.startsWith(consoleUrl("/sales/sign-in/"))).toBe(true);

  // Opening the link (as a mail scanner would) does not use it.
  await page.goto(link);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Sign in to the sales console" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(consoleUrl("/sales"));
  await expect(page.getByText("Asha Admin", { exact: false }).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // Used: a second click is refused in words.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(STAFF_MESSAGES.linkUsed);

  await page.goto(consoleUrl("/sales"));
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sales\/sign-in/);
  await page.goto(consoleUrl("/sales"));
  await expect(page).toHaveURL(/\/sales\/sign-in\?next=%2Fsales/);
});

test(
  "a link asked for by e-mail arrives at the mail server and signs in; an expired one says so",
  ONE_VIEWPORT,
  async ({ page }) => {
    const email = staffEmail("sales");
    await addStaffByCommand(email, "sales", { name: "Ravi Sales" });
    await page.goto(consoleUrl("/sales/sign-in"));
    await page.getByLabel("Work e-mail").fill(email.toUpperCase());
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect(page.getByRole("status")).toHaveText(STAFF_MESSAGES.linkSent);
    await expect.poll(() => latestMailTo(email)).toBeDefined();
    const link = /http:\/\/localhost:\d+\/sales\/sign-in\/[A-Za-z0-9_-]{43}/.exec(
      mailText(latestMailTo(email)!),
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(consoleUrl("/sales"));

    // A link past its 15 minutes (moved back in time in the database) is refused with its reason.
    const staleEmail = staffEmail("viewer");
    const stale = await addStaffByCommand(staleEmail, "viewer");
    const db = new Database(path.join(e2eVarDir(), "e2e.sqlite"));
    try {
      // Only this account's link: other specs running in parallel have links of their own in flight.
      db.prepare(
        "update staff_sign_in_links set expires_at = ? where used_at is null and user_id = (select id from staff_users where email = ?)",
      ).run(Date.now() - 1000, staleEmail);
    } finally {
      db.close();
    }
    await page.goto(stale);
    await expect(page.getByRole("alert")).toHaveText(STAFF_MESSAGES.linkExpired);
  },
);

test(
  "an unknown address gets the same answer and no e-mail; a cross-site sign-out post is refused",
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const unknown = staffEmail("viewer");
    await page.goto(consoleUrl("/sales/sign-in"));
    await page.getByLabel("Work e-mail").fill(unknown);
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect(page.getByRole("status")).toHaveText(STAFF_MESSAGES.linkSent);
    expect(latestMailTo(unknown)).toBeUndefined();

    const crossSite = await request.post(consoleUrl("/sales/sign-out"), {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
  },
);
