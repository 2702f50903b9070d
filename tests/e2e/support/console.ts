/**
 * The sales console in the browser specs: accounts are made with the real command
 * (`npm run staff -- add`), against the e2e server's own database, and signed in through the link it
 * prints. The console lives on `localhost` (a passkey's relying party must be a host name), so
 * console specs use `consoleUrl()` rather than the 127.0.0.1 baseURL.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import type { Role } from "#app/modules/staff/roles.ts";
import { e2eVarDir } from "./e2e-var.ts";

const run = promisify(execFile);

/** The e2e server's console origin (tests/e2e/start-server.ts sets PUBLIC_ORIGIN to it). */
export function consoleOrigin(port = process.env.E2E_PORT ?? "3210"): string {
  return `http://localhost:${port}`;
}

export function consoleUrl(pathname: string, port?: string): string {
  return new URL(pathname, consoleOrigin(port)).toString();
}

let serial = 0;
/** An e-mail no other spec uses. */
export function staffEmail(role: Role): string {
  serial += 1;
  return `${role}.${process.pid}.${Date.now()}.${serial}@staff.arka-solar.example`;
}

/**
 * `npm run staff -- add EMAIL --role ROLE` against the e2e database; resolves with the one-time link it
 * printed. `varDir`/`port`: a spec's own server (support/own-server.ts).
 */
export async function addStaffByCommand(
  email: string,
  role: Role,
  {
    name = "Test Person",
    varDir = e2eVarDir(),
    port,
  }: { name?: string; varDir?: string; port?: string } = {},
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["scripts/staff.ts", "add", email, "--role", role, "--name", name],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "",
        SQLITE_PATH: path.join(varDir, "e2e.sqlite"),
        PUBLIC_ORIGIN: consoleOrigin(port),
      },
    },
  );
  const link = /https?:\/\/\S+\/sales\/sign-in\/[A-Za-z0-9_-]{43}/.exec(stdout)?.[0];
  if (!link) throw new Error(`no sign-in link in: ${stdout}`);
  return link;
}

/** Signs a new account of `role` in on `page`, through the link the command printed; resolves with its e-mail. */
export async function signInAs(page: Page, role: Role, options: { name?: string } = {}): Promise<string> {
  const email = staffEmail(role);
  const link = await addStaffByCommand(email, role, options);
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/sales$/);
  return email;
}
