import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { CONSOLE_ROUTES, PUBLIC_PAGES, RESOURCE_ROUTES, routeIdOf } from "./route-table.ts";
import { HYDRATE_ON_USE_ROUTES } from "./html/hydrate-on-use.ts";
import { sectionsFor } from "./modules/staff/console-sections.ts";

const ids = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id ?? routeIdOf(entry.file), ...ids(entry.children ?? [])]);

describe("the route table (docs/decisions/202)", () => {
  it("names route modules that exist", () => {
    const files = [...RESOURCE_ROUTES, ...CONSOLE_ROUTES, ...PUBLIC_PAGES].map((entry) => entry.file);
    expect(files.filter((file) => !fs.existsSync(path.join("app", file)))).toEqual([]);
  });

  it("derives the hydrate-on-use ids from routes React Router has", () => {
    const known = new Set(ids(routes));
    expect([...HYDRATE_ON_USE_ROUTES].filter((id) => !known.has(id))).toEqual([]);
    expect(HYDRATE_ON_USE_ROUTES).toContain("routes/legal/cookie-policy");
    expect(HYDRATE_ON_USE_ROUTES).not.toContain("routes/solar-calculator");
  });

  it("lists the console's sections in table order, each to the roles that may view it", () => {
    expect(sectionsFor("admin").map((section) => section.label)).toEqual([
      "Inbox",
      "Dashboard",
      "Dealers",
      "Data requests",
      "Staff",
      "Audit log",
      "Account",
    ]);
    expect(sectionsFor("viewer").map((section) => section.to)).toEqual([
      "/sales",
      "/sales/dashboard",
      "/sales/dealers",
      "/sales/account",
    ]);
  });
});
