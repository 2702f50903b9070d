/**
 * docs/decisions/112: a passkey added after the first sign-in, then used to sign in (Chromium's virtual
 * authenticator stands in for the phone's fingerprint reader). The console is on `localhost`: a
 * WebAuthn relying party must be a host name.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, ONE_VIEWPORT, test } from "./fixtures.ts";
import { consoleUrl, signInAs } from "./support/console.ts";
import { e2eVarDir } from "./support/e2e-var.ts";
import { PASSKEY_MESSAGES } from "#app/languages/en/console/sign-in.ts";

/** A platform authenticator that holds discoverable credentials and verifies its user (a fingerprint). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

type StoredRow = Record<string, unknown>;
function query(sql: string, ...params: unknown[]): StoredRow[] {
  const db = new Database(path.join(e2eVarDir(), "e2e.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as StoredRow[];
  } finally {
    db.close();
  }
}

test("a passkey is added on the account page, then signs in without an e-mail link", async ({
  page,
}, testInfo) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const email = await signInAs(page, "sales", { name: "Priya Passkey" });
  const [{ id: userId }] = query("select id from staff_users where email = ?", email) as [{ id: number }];

  await page.goto(consoleUrl("/sales/account"));
  await expect(page.getByText(PASSKEY_MESSAGES.none)).toBeVisible();
  await page.getByLabel(PASSKEY_MESSAGES.nameLabel).fill("Work laptop");
  await page.getByRole("button", { name: PASSKEY_MESSAGES.addButton }).click();
  await expect(page.getByRole("status").filter({ hasText: "Work laptop" })).toHaveText(
    PASSKEY_MESSAGES.added("Work laptop"),
  );
  const item = page.getByRole("listitem").filter({ hasText: "Work laptop" });
  await expect(item).toContainText(/Added \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}; not used yet/);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  const stored = query("select credential_id, counter, name from staff_passkeys where user_id = ?", userId);
  expect(stored).toEqual([
    {
      credential_id: credentials[0]?.credentialId.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"),
      counter: expect.any(Number),
      name: "Work laptop",
    },
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`account-passkeys-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // A second passkey on the same device for the same account is refused by the browser itself.
  await page.getByLabel(PASSKEY_MESSAGES.nameLabel).fill("Again");
  await page.getByRole("button", { name: PASSKEY_MESSAGES.addButton }).click();
  await expect(page.getByRole("alert")).toHaveText(PASSKEY_MESSAGES.alreadyRegistered);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/sales\/sign-in$/);

  // Back through a deep link: the passkey signs in and the console returns to the page asked for.
  await page.goto(consoleUrl("/sales/account"));
  await expect(page).toHaveURL(/\/sales\/sign-in\?next=%2Fsales%2Faccount/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`sign-in-${testInfo.project.name}.png`) });
  await page.getByRole("button", { name: PASSKEY_MESSAGES.signInButton }).click();
  await expect(page).toHaveURL(consoleUrl("/sales/account"));
  await expect(page.getByText("Priya Passkey", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("last used");

  const [session] = query(
    "select method from staff_sessions where user_id = ? order by created_at desc limit 1",
    userId,
  ) as [{ method: string }];
  expect(session.method).toBe("passkey");
  const [after] = query("select counter, last_used_at from staff_passkeys where user_id = ?", userId) as [
    { counter: number; last_used_at: number | null },
  ];
  expect(after.counter).toBeGreaterThan(Number(stored[0]?.counter));
  expect(after.last_used_at).not.toBeNull();
  const audit = query(
    "select details_json from audit_log where staff_id = ? and action = 'sign-in' order by id desc limit 1",
    userId,
  ) as [{ details_json: string }];
  expect(JSON.parse(audit[0].details_json)).toMatchObject({ method: "passkey" });

  // Removed (a plain form), the passkey signs nobody in, and the sign-in page says why.
  await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: PASSKEY_MESSAGES.removed })).toBeVisible();
  await expect(page.getByText(PASSKEY_MESSAGES.none)).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("button", { name: PASSKEY_MESSAGES.signInButton }).click();
  await expect(page.getByRole("alert")).toHaveText(PASSKEY_MESSAGES.unknownPasskey);
  await expect(page).toHaveURL(/\/sales\/sign-in/);
});

test(
  "without JavaScript the sign-in page offers the e-mail link only, and the link signs in",
  ONE_VIEWPORT,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(consoleUrl("/sales/sign-in"));
    await expect(page.getByRole("button", { name: "E-mail me a sign-in link" })).toBeVisible();
    await expect(page.getByRole("button", { name: PASSKEY_MESSAGES.signInButton })).toHaveCount(0);
    // The link's button is a plain form post; it must pass React Router's cross-site check.
    await signInAs(page, "viewer");
    await page.goto(consoleUrl("/sales/account"));
    await expect(page.getByText(PASSKEY_MESSAGES.needsScript)).toBeVisible();
    await context.close();
  },
);

test(
  "the passkey endpoints refuse a GET and a sign-in answer that is not a passkey's",
  ONE_VIEWPORT,
  async ({ request }) => {
    const options = await request.get(consoleUrl("/sales/passkeys/sign-in-options"), { maxRedirects: 0 });
    expect(options.status()).toBe(405);
    const bogus = await request.post(consoleUrl("/sales/passkeys/sign-in"), {
      data: {
        response: {
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
        },
      },
    });
    expect(bogus.status()).toBe(401);
    expect(await bogus.json()).toEqual({ ok: false, message: PASSKEY_MESSAGES.unknownPasskey });
    expect(bogus.headers()["set-cookie"]).toBeUndefined();
  },
);
