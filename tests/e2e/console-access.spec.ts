/**
 * docs/decisions/112: every /sales route and action refuses an anonymous request (a page redirects to
 * sign-in, data gets 401) and a role that lacks the right (403). The walk reads app/routes.ts itself,
 * so a route added later is walked too, and a console route missing from CONSOLE_ACCESS fails here.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { test } from "./fixtures.ts";
import { consoleOrigin, signInAs } from "./support/console.ts";
import { e2eVarDir } from "./support/e2e-var.ts";
import routes from "#app/routes.ts";
import { CONSOLE_ACCESS } from "#app/modules/staff/console-access.ts";
import type { Permission } from "#app/modules/staff/roles.ts";
import { can, ROLES, type Role } from "#app/modules/staff/roles.ts";

type Access = { public?: true; view?: Permission; change?: Permission };
type ConsoleRoute = { pattern: string; resource: boolean };

/** Every route of the table with its full path, layouts walked through (they add no path). */
function flatten(entries: readonly RouteConfigEntry[], parent = ""): ConsoleRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const own =
      entry.path !== undefined || entry.index
        ? [{ pattern: `/${full}`, resource: !entry.file.endsWith(".tsx") }]
        : [];
    return [...own, ...flatten(entry.children ?? [], full)];
  });
}

const consoleRoutes = flatten(routes).filter(
  (route) => route.pattern === "/sales" || route.pattern.startsWith("/sales/"),
);

/** An existing enquiry when the e2e database has one, otherwise an id that will simply not be found. */
function someLeadId(): string {
  const db = new Database(path.join(e2eVarDir(), "e2e.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select id from leads where kind = 'enquiry' order by id limit 1").get() as
      { id: number } | undefined;
    return String(row?.id ?? 999_999);
  } finally {
    db.close();
  }
}

function fill(pattern: string, leadId: string): string {
  return pattern
    .replace(/:(\w+)\??/g, (_, name: string) => (name === "kind" ? "enquiry" : name === "id" ? leadId : "1"))
    .replace(/\*$/, "x");
}

const signInRedirect = (url: string) => `/sales/sign-in?next=${encodeURIComponent(url)}`;

async function get(api: APIRequestContext, url: string) {
  return api.get(url, { maxRedirects: 0 });
}

async function post(api: APIRequestContext, url: string, resource: boolean) {
  return resource
    ? api.post(url, { maxRedirects: 0, data: {}, headers: { "Content-Type": "application/json" } })
    : api.post(url, { maxRedirects: 0, form: {} });
}

function isSignInRedirect(response: APIResponse, url: string): boolean {
  const location = response.headers()["location"] ?? "";
  return (
    [302, 303].includes(response.status()) &&
    new URL(location, consoleOrigin()).href === new URL(signInRedirect(url), consoleOrigin()).href
  );
}

test("every console route and action refuses anonymous requests and roles without the right", async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "phone",
    "The walk is about the server's answers: one viewport is enough.",
  );
  test.setTimeout(120_000);

  // The table is read, not copied: a console route without an access entry fails here.
  const patterns = consoleRoutes.map((route) => route.pattern);
  expect(patterns).toEqual(
    expect.arrayContaining(["/sales", "/sales/account", "/sales/staff", "/sales/audit"]),
  );
  const access = CONSOLE_ACCESS as Record<string, Access>;
  expect(
    patterns.filter((pattern) => !(pattern in access)),
    "console routes missing from CONSOLE_ACCESS",
  ).toEqual([]);

  const baseURL = consoleOrigin();
  const anonymous = await playwright.request.newContext({ baseURL });
  const sessions = {} as Record<Role, APIRequestContext>;
  for (const role of ROLES) {
    const context = await browser.newContext();
    await signInAs(await context.newPage(), role, { name: `Walk ${role}` });
    sessions[role] = await playwright.request.newContext({
      baseURL,
      storageState: await context.storageState(),
    });
    await context.close();
  }

  const leadId = someLeadId();
  const walked: string[] = [];
  for (const route of consoleRoutes) {
    const entry = access[route.pattern] ?? {};
    if (entry.public) continue;
    const url = fill(route.pattern, leadId);
    walked.push(url);

    // Anonymous: a page goes to sign-in (and comes back after it), data gets 401.
    const anonGet = await get(anonymous, url);
    if (entry.view) {
      if (route.resource) expect.soft(anonGet.status(), `anonymous GET ${url}`).toBe(401);
      else
        expect
          .soft(isSignInRedirect(anonGet, url), `anonymous GET ${url} → sign-in (${anonGet.status()})`)
          .toBe(true);
    } else {
      expect.soft(anonGet.status(), `anonymous GET ${url} (nothing to view)`).toBeGreaterThanOrEqual(400);
    }
    if (!route.resource) {
      // The client-side navigation's data request is refused the same way (a redirect to sign-in).
      const anonData = await get(anonymous, `${url}.data`);
      const body = await anonData.text();
      expect
        .soft(
          body.includes("SingleFetchRedirect") && body.includes(JSON.stringify(signInRedirect(url))),
          `anonymous GET ${url}.data`,
        )
        .toBe(true);
    }
    const anonPost = await post(anonymous, url, route.resource);
    if (entry.change && route.resource) expect.soft(anonPost.status(), `anonymous POST ${url}`).toBe(401);
    else if (entry.change)
      expect
        .soft(isSignInRedirect(anonPost, url), `anonymous POST ${url} → sign-in (${anonPost.status()})`)
        .toBe(true);
    else
      expect
        .soft(
          isSignInRedirect(anonPost, url) || [401, 405].includes(anonPost.status()),
          `anonymous POST ${url} (${anonPost.status()})`,
        )
        .toBe(true);

    for (const role of ROLES) {
      const api = sessions[role];
      const viewed = await get(api, url);
      if (entry.view && can(role, entry.view)) {
        expect.soft([401, 403], `${role} GET ${url} may view`).not.toContain(viewed.status());
        expect.soft(viewed.status(), `${role} GET ${url} works`).toBeLessThan(500);
      } else if (entry.view) {
        expect.soft(viewed.status(), `${role} GET ${url} lacks ${entry.view}`).toBe(403);
      } else {
        expect.soft(viewed.status(), `${role} GET ${url} (nothing to view)`).toBeGreaterThanOrEqual(400);
      }
      if (!route.resource && entry.view && !can(role, entry.view)) {
        const data = await get(api, `${url}.data`);
        expect.soft(data.status(), `${role} GET ${url}.data lacks ${entry.view}`).toBe(403);
      }

      const changed = await post(api, url, route.resource);
      if (entry.change && can(role, entry.change)) {
        expect.soft([401, 403], `${role} POST ${url} may change`).not.toContain(changed.status());
        expect.soft(changed.status(), `${role} POST ${url} works`).toBeLessThan(500);
      } else if (entry.change) {
        expect.soft(changed.status(), `${role} POST ${url} lacks ${entry.change}`).toBe(403);
      } else {
        expect.soft(changed.status(), `${role} POST ${url} (nothing to change)`).toBe(405);
      }
    }
  }
  testInfo.annotations.push({ type: "walked", description: walked.join(" ") });
  expect(walked.length).toBeGreaterThanOrEqual(6);

  await anonymous.dispose();
  for (const role of ROLES) await sessions[role].dispose();
});
