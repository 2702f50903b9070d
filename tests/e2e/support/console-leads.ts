/**
 * Helpers for tests/e2e/console-leads.spec.ts: leads sent through the real API, the e2e server's
 * database read directly (read-only) to check what the pages cannot show, and screenshots to look at.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import type { Role } from "#app/modules/staff/roles.ts";
import { waitForHydration } from "../fixtures.ts";
import { addStaffByCommand, staffEmail } from "./console.ts";
import { e2eVarDir, uniquePhone } from "./e2e-var.ts";

/** Sends an enquiry to the API as the site's own form would (a fresh form token); resolves with its id. */
export async function sendEnquiry(
  request: APIRequestContext,
  overrides: {
    name?: string;
    phone?: string;
    state?: string;
    district?: string;
    city?: string;
    pincode?: string;
  } = {},
): Promise<{ id: number; phone: string; name: string }> {
  const phone = overrides.phone ?? uniquePhone();
  const name = overrides.name ?? "Kavya Menon";
  const tokenAnswer = await request.get("/api/forms/token");
  const token = ((await tokenAnswer.json()) as { data: { response_data: { form_token: string } } }).data
    .response_data.form_token;
  const answer = await request.post("/api/arka/enquiries/create", {
    multipart: {
      name,
      email: `kavya.${phone}@example.com`,
      phone_number: phone,
      state: overrides.state ?? "Kerala",
      district: overrides.district ?? "Ernakulam",
      city: overrides.city ?? "Kochi",
      pincode: overrides.pincode ?? "682001",
      form_token: token,
      notice_version: "2026-11-22",
      enquiry_requirements: JSON.stringify({
        1: "Residential",
        2: "Integrated Solar Roof",
        3: "500 to 1,000 sq ft",
        4: "1 to 3 months",
      }),
    },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { response_data: { enquiry_id: number } } };
  return { id: Number(body.data.response_data.enquiry_id), phone, name };
}

/** Rows from the e2e server's database (opened read-only for each call). */
export function dbRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(e2eVarDir(), "e2e.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * A full-page screenshot kept in var/screenshots/ (not cleaned between runs) for a person to look at,
 * and the same page in screen-sized parts (`name-1.png`, …), which are easier to read on a phone's
 * long pages.
 */
export async function keepScreenshot(page: Page, name: string) {
  const dir = path.resolve("var", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  const viewport = page.viewportSize();
  if (!viewport) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part * viewport.height < height; part++) {
    const y = part * viewport.height;
    await page.screenshot({
      path: path.join(dir, `${name}-${part + 1}.png`),
      fullPage: true,
      clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
    });
  }
}

/** "9876543210" as a person might type it into the search box: "+91 98765-43210". */
export function typedPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)}-${phone.slice(5)}`;
}

/**
 * signInAs for a page of a context the spec made itself (the `page` fixture waits for hydration after
 * each visit; a plain page does not): the link page's button is pressed once scripts have taken over,
 * since its plain-HTML post is refused (see signedInWithoutJs).
 */
export async function signInOnPage(page: Page, role: Role, name = "Test Person"): Promise<void> {
  await page.goto(await addStaffByCommand(staffEmail(role), role, { name }));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/sales$/);
}

/**
 * A browser context without JavaScript, signed in as a new account of `role`. The session is made in
 * a scripted context (after hydration) and its cookie carried over: the sign-in link's page sends no
 * referrer, so its plain-HTML post carries `Origin: null`, which React Router refuses as a possible
 * cross-site request (reported to the sign-in page's owner); the console's own pages are what this
 * context is for.
 */
export async function signedInWithoutJs(
  browser: Browser,
  role: Role,
  name: string,
  /** The project's device (viewport, scale, touch), so a phone spec stays a phone. */
  device: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const scripted = await browser.newContext();
  try {
    await signInOnPage(await scripted.newPage(), role, name);
    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = device;
    const plain = await browser.newContext({
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      javaScriptEnabled: false,
    });
    await plain.addCookies(await scripted.cookies());
    return plain;
  } finally {
    await scripted.close();
  }
}

/** The page as it is now fits a phone `width` px wide: nothing makes the whole page scroll sideways. */
export async function expectFitsWidth(page: Page, width = 360) {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: before?.height ?? 800 });
  try {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the page scrolls sideways by ${overflow} px at ${width} px`).toBeLessThanOrEqual(0);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
