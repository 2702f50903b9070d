/**
 * docs/decisions/112: admins manage the staff (invite by e-mail, change a role, disable and enable) and read
 * the audit log of it, which nothing in the console can change.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expect } from "@playwright/test";
import { expectNoAxeViolations, ONE_VIEWPORT, test } from "./fixtures.ts";
import { consoleUrl, signInAs, staffEmail } from "./support/console.ts";
import { e2eVarDir } from "./support/e2e-var.ts";
import { latestMailTo, mailText } from "./support/mailbox.ts";
import { AUDIT_MESSAGES } from "#app/languages/en/console/audit.ts";
import { STAFF_ADMIN_MESSAGES } from "#app/languages/en/console/staff.ts";

function staffId(email: string): string {
  const db = new Database(path.join(e2eVarDir(), "e2e.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return String((db.prepare("select id from staff_users where email = ?").get(email) as { id: number }).id);
  } finally {
    db.close();
  }
}

test(
  "an admin invites a colleague, changes their role, disables and enables them; the audit log shows it",
  ONE_VIEWPORT,
  async ({ page, browser }, testInfo) => {
    const project = testInfo.project.name;
    const adminName = `Asha Admin ${project}`;
    const inviteeName = `Vikram ${project}`;
    const adminEmail = await signInAs(page, "admin", { name: adminName });

    await page.goto(consoleUrl("/sales/staff"));
    await expect(page.getByRole("heading", { name: "Staff", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    // Invite: the account is made and its link e-mailed, naming who invited.
    const invitee = staffEmail("viewer");
    const invite = page.getByRole("region", { name: "Invite someone" });
    await invite.getByLabel("Work e-mail").fill(invitee);
    await invite.getByLabel("Name").fill(inviteeName);
    await invite.getByLabel("Role").selectOption("viewer");
    await invite.getByRole("button", { name: "Invite and e-mail a sign-in link" }).click();
    await expect(page.getByRole("status")).toHaveText(STAFF_ADMIN_MESSAGES.invited(invitee));
    await expect.poll(() => latestMailTo(invitee)).toBeDefined();
    const mail = mailText(latestMailTo(invitee)!);
    expect(mail).toContain(`${adminName} has given you access`);
    const link = /http:\/\/localhost:\d+\/sales\/sign-in\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    // The colleague signs in with it, as a viewer: no Staff section for them.
    const theirs = await browser.newContext();
    const colleague = await theirs.newPage();
    await colleague.goto(link!);
    await colleague.getByRole("button", { name: "Sign in" }).click();
    await expect(colleague).toHaveURL(consoleUrl("/sales"));
    await expect(
      colleague.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" }),
    ).toHaveCount(0);

    // The same address again: refused, with what to do instead.
    await invite.getByLabel("Work e-mail").fill(invitee.toUpperCase());
    await invite.getByLabel("Name").fill("Someone Else");
    await invite.getByRole("button", { name: "Invite and e-mail a sign-in link" }).click();
    await expect(page.getByRole("alert")).toHaveText(STAFF_ADMIN_MESSAGES.alreadyExists(invitee));

    // Change the role.
    await page.reload();
    const row = page.getByRole("listitem").filter({ hasText: invitee });
    await expect(row).toContainText(
      /Viewer · Active · Last sign-in \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/,
    );
    await row.getByLabel(`Role of ${inviteeName}`).selectOption("sales");
    await row.getByRole("button", { name: `Change role of ${inviteeName}` }).click();
    await expect(page.getByRole("status")).toHaveText(STAFF_ADMIN_MESSAGES.roleChanged(inviteeName, "Sales"));
    await expect(row).toContainText("Sales · Active");

    // Disable: the colleague's open session ends at once.
    await row.getByRole("button", { name: `Disable ${inviteeName}` }).click();
    await expect(page.getByRole("status")).toHaveText(STAFF_ADMIN_MESSAGES.disabled(inviteeName, 1));
    await expect(row).toContainText("Disabled since");
    await colleague.goto(consoleUrl("/sales"));
    await expect(colleague).toHaveURL(/\/sales\/sign-in\?next=%2Fsales/);
    await theirs.close();

    await page.screenshot({ path: testInfo.outputPath(`staff-${project}.png`), fullPage: true });

    await row.getByRole("button", { name: `Enable ${inviteeName}` }).click();
    await expect(page.getByRole("status")).toHaveText(STAFF_ADMIN_MESSAGES.enabled(inviteeName));
    await expect(row).toContainText("Sales · Active");

    // The audit log: this admin's role changes, newest first, with names and India time.
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    await expect(page.getByText(AUDIT_MESSAGES.readOnly)).toBeVisible();
    await page.getByLabel("Action").selectOption("staff-role-changed");
    await page.getByLabel("Staff member").selectOption(staffId(adminEmail));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/action=staff-role-changed/);
    const entries = page.getByRole("list", { name: "Audit log entries, newest first" }).getByRole("listitem");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(adminName);
    await expect(entries.first()).toContainText("Changed a role");
    await expect(entries.first()).toContainText(`Staff: ${inviteeName}`);
    await expect(entries.first()).toContainText("from: viewer; to: sales");
    await expect(entries.first().locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await expectNoAxeViolations(page);

    // Everything this admin did, newest first: enable, disable, role change, invitation, sign-in.
    await page.getByLabel("Action").selectOption("");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(entries.first()).toContainText("Enabled an account");
    await expect(entries.nth(1)).toContainText("Disabled an account");
    await expect(entries.nth(2)).toContainText("Changed a role");
    await expect(entries.nth(3)).toContainText("Invited a staff member");
    await page.screenshot({ path: testInfo.outputPath(`audit-${project}.png`), fullPage: true });

    // Read-only: the page has no form that posts, and a post to it is refused.
    await expect(page.locator("main form[method='post' i]")).toHaveCount(0);
    const posted = await page.request.post(consoleUrl("/sales/audit"), { form: {}, maxRedirects: 0 });
    expect(posted.status()).toBe(405);
  },
);
