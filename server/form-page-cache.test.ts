/**
 * docs/decisions/172: the form pages answer as fast as prerendered pages (rendered once, served to many)
 * while each visitor still gets a fresh form token and the response's own CSP nonce, and the questions that
 * live in the database show within the cache's lifetime. Reads the built app (the README's test
 * command builds first).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { FORM_TOKEN_PLACEHOLDER, PRERENDER_NONCE } from "#app/request-context.ts";
import { createAppServices } from "#app/services.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { TEST_LEAD_CONFIG } from "#tests/support/lead-api.ts";
import { listenOnLoopback, type Listening } from "#tests/support/listen.ts";
import { createApp } from "./app.ts";
import { readEnv } from "./env.ts";
import { FORM_PAGE_PATHS, FORM_PAGE_TTL_MS } from "./form-page-cache.ts";
import { unlocalizedPath } from "#app/i18n/locales.ts";

const BUILT = fs.existsSync(path.resolve("build/server/index.js"));

describe.skipIf(!BUILT && process.env.CI !== "true")("form pages rendered once", () => {
  let database: TestDatabase;
  let served: Listening;
  let url: string;
  let clock = Date.UTC(2026, 10, 24, 6, 0, 0);

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const { services } = await createAppServices({
      database,
      config: TEST_LEAD_CONFIG,
      logger: memoryLogger(),
      now: () => clock,
    });
    const app = await createApp({ env: readEnv({}), services });
    served = await listenOnLoopback(app);
    url = served.url;
  });
  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  const get = async (pathname: string) => {
    const response = await fetch(`${url}${pathname}`);
    return { response, html: await response.text() };
  };
  const tokensOf = (html: string) =>
    [...html.matchAll(/name="form_token" value="([^"]+)"/g)].map((match) => match[1]);
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

  it.each([...FORM_PAGE_PATHS])(
    "%s: a fresh token and the response's nonce each time, no placeholder",
    async (page) => {
      const first = await get(page);
      const second = await get(page);
      for (const { response, html } of [first, second]) {
        expect(response.status).toBe(200);
        expect(html).not.toContain(PRERENDER_NONCE);
        expect(html).not.toContain(FORM_TOKEN_PLACEHOLDER);
        expect(html).toContain(`nonce="${nonceOf(response)}"`);
      }
      expect(nonceOf(first.response)).not.toBe(nonceOf(second.response));
      if (unlocalizedPath(page) !== "/solar-calculator") {
        expect(tokensOf(first.html).length).toBeGreaterThan(0);
        expect(tokensOf(first.html)[0]).not.toBe(tokensOf(second.html)[0]);
      }
    },
  );

  it("shows a question changed in the database once the cache's lifetime has passed", async () => {
    const question = await database.db
      .selectFrom("enquiry_stages")
      .select(["id", "title"])
      .where("parent_id", "is", null)
      .orderBy("sort_order")
      .executeTakeFirstOrThrow();
    await get("/contact");
    await database.db
      .updateTable("enquiry_stages")
      .set({ title: "Roof type (renamed)" })
      .where("id", "=", question.id)
      .execute();
    expect((await get("/contact")).html).not.toContain("Roof type (renamed)");
    clock += FORM_PAGE_TTL_MS + 1;
    expect((await get("/contact")).html).toContain("Roof type (renamed)");
  });

  it("renders a page asked for with a query for that request (a campaign link keeps its campaign)", async () => {
    const { html } = await get("/integrated-solar-roof?c_id=77&src=fb");
    expect(html).toMatch(/name="campaign_id" value="77"/);
    expect(html).toMatch(/name="source" value="fb"/);
  });
});
