import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { findArticle } from "#app/content/blog/articles.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { WHATSAPP_CLICK_PATH, whatsappClickHref } from "#app/modules/contact-clicks/contact-click-link.ts";
import { contactClicksByPage } from "#app/modules/contact-clicks/click-report.server.ts";
import { recordContactClick } from "#app/modules/contact-clicks/record-click.server.ts";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createAppServices, type App } from "#app/services.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { TEST_LEAD_CONFIG } from "#tests/support/lead-api.ts";
import { listenOnLoopback } from "#tests/support/listen.ts";
import { whatsappClickRedirect } from "./contact-click-redirect.ts";

const dialects = await dialectsUnderTest();
const CHAT = `https://wa.me/${site.whatsapp}?text=`;

/** The greeting a chat opens with, as wa.me reads it from a redirect's Location. */
function greetingOf(location: string | null): string {
  expect(location?.startsWith(CHAT)).toBe(true);
  return new URL(location!).searchParams.get("text") ?? "";
}

describe.each(dialects)("WhatsApp clicks through /go/whatsapp on %s", (dialect) => {
  let database: TestDatabase;
  let system: App;
  let url = "";
  let close = async () => {};
  const clock = { now: Date.UTC(2026, 10, 27, 6, 0, 0) };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    system = await createAppServices({
      database,
      config: TEST_LEAD_CONFIG,
      now: () => clock.now,
      logger: memoryLogger(),
    });
    const app = express();
    app.set("trust proxy", 1);
    app.get(WHATSAPP_CLICK_PATH, whatsappClickRedirect(system.services));
    ({ url, close } = await listenOnLoopback(app));
  });
  afterAll(async () => {
    await close();
    await system?.worker.stop();
    await system?.maintenance.stop();
    await database?.drop();
  });

  const click = (path: string, init: { ip?: string; cookie?: string; method?: string } = {}) =>
    fetch(`${url}${path}`, {
      method: init.method ?? "GET",
      redirect: "manual",
      headers: {
        "x-forwarded-for": init.ip ?? "203.0.113.20",
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
    });
  const rows = () => database.db.selectFrom("contact_clicks").selectAll().orderBy("id").execute();

  it("counts a click for its page, language and campaign, and sends the visitor on to our chat", async () => {
    const response = await click(whatsappClickHref("/hi/solar-panels/Kerala", "?c_id=77&src=mail&gclid=xyz"));
    expect(response.status).toBe(302);
    expect(greetingOf(response.headers.get("location"))).toContain(
      catalogueFor("hi").common.pageNames.stateTariff(""),
    );
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [stored] = await rows();
    expect(stored).toMatchObject({
      channel: "whatsapp",
      page_path: "/hi/solar-panels/Kerala",
      locale: "hi",
      campaign_id: "77",
      source: "mail",
      created_at: clock.now,
    });
    // The click id names a browser: never kept. Nor is the address, anywhere in the row.
    expect(JSON.parse(stored!.attribution_json!)).toEqual({ c_id: "77", src: "mail" });
    expect(JSON.stringify(stored)).not.toContain("203.0.113.20");
  });

  it("takes the campaign from the visit when the page's address has none", async () => {
    const visit = encodeURIComponent(
      JSON.stringify({ first: { c_id: "12" }, last: { c_id: "34", src: "fb" } }),
    );
    await click(whatsappClickHref("/about"), { cookie: `arka_visit=${visit}` });
    expect((await rows()).at(-1)).toMatchObject({ page_path: "/about", campaign_id: "34", source: "fb" });
  });

  it("names the page as the page does: a blog article by its heading, an unknown page as not found", async () => {
    const slug = "solar-glossary-101-what-you-need-to-know";
    const article = await click(whatsappClickHref(`/blog/${slug}`));
    expect(greetingOf(article.headers.get("location"))).toContain(`'${findArticle(slug)!.heading}'`);
    const missing = await click(whatsappClickHref("/no-such-page"));
    expect(greetingOf(missing.headers.get("location"))).toContain("'Page not found'");
    const home = await click(whatsappClickHref("/"));
    expect(greetingOf(home.headers.get("location"))).toContain("'Home'");
  });

  it("only ever sends to our number on wa.me, whatever the address says", async () => {
    for (const from of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/about?next=https://evil.example",
      "%2F%2Fevil.example",
      "",
    ]) {
      const response = await click(
        `${WHATSAPP_CLICK_PATH}?from=${encodeURIComponent(from)}&to=https://evil.example`,
      );
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location")!.startsWith(CHAT), from).toBe(true);
    }
    // A path that is not one of ours is stored as unknown, never as given.
    const stored = (await rows()).map((r) => r.page_path);
    expect(stored.filter((p) => p.includes("evil"))).toEqual([]);
  });

  it("does not count a HEAD (link previews and checkers)", async () => {
    const before = (await rows()).length;
    const response = await click(whatsappClickHref("/contact"), { method: "HEAD" });
    expect(response.status).toBe(302);
    expect((await rows()).length).toBe(before);
  });

  it("stores every one of many concurrent clicks exactly once", async () => {
    await database.db.deleteFrom("contact_clicks").execute();
    const campaigns = Array.from({ length: 24 }, (_, i) => `burst${i}`);
    const answers = await Promise.all(
      campaigns.map((c, i) =>
        click(whatsappClickHref("/contact", `?c_id=${c}`), { ip: `198.51.100.${i + 1}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(campaigns.map(() => 302));
    const stored = (await rows()).map((r) => r.campaign_id).sort();
    expect(stored).toEqual([...campaigns].sort());
  });

  it("past the per-address limit, sends the visitor on but stops counting; the dashboard counts by page", async () => {
    await database.db.deleteFrom("contact_clicks").execute();
    const limits = { perAddress: { ms: 600_000, max: 3 }, all: { ms: 3_600_000, max: 1000 } };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        recordContactClick(database.db, {
          click: { channel: "whatsapp", pagePath: "/about", locale: "en", touch: undefined },
          clientIp: "192.0.2.9",
          secret: "test",
          at: clock.now,
          limits,
        }),
      ),
    );
    expect(results.filter((r) => r.stored)).toHaveLength(3);
    await recordContactClick(database.db, {
      click: { channel: "whatsapp", pagePath: "/hi/contact", locale: "hi", touch: undefined },
      clientIp: "192.0.2.10",
      secret: "test",
      at: clock.now,
      limits,
    });
    const report = await contactClicksByPage(database.db, {
      channel: "whatsapp",
      from: clock.now - 1000,
      to: clock.now + 1000,
    });
    expect(report).toEqual({
      pages: [
        { pagePath: "/about", clicks: 3 },
        { pagePath: "/hi/contact", clicks: 1 },
      ],
      others: 0,
      total: 4,
    });
  });

  it("past the cap on all clicks an hour, counts no more from anyone", async () => {
    await database.db.deleteFrom("contact_clicks").execute();
    const limits = { perAddress: { ms: 600_000, max: 100 }, all: { ms: 3_600_000, max: 5 } };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        recordContactClick(database.db, {
          click: { channel: "whatsapp", pagePath: "/", locale: "en", touch: undefined },
          clientIp: `192.0.2.${50 + i}`,
          secret: "test",
          at: clock.now,
          limits,
        }),
      ),
    );
    expect(results.filter((r) => r.stored)).toHaveLength(5);
  });
});
