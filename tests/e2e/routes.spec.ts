import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { contentPaths, serverRenderedPaths } from "#app/content/prerender-paths.ts";

// Every route of docs/decisions/200, Routes answers 200 with a title and a level-one heading; any other path
// 404s. Plain HTTP is enough here; the layout and interactions are covered in layout.spec.ts.
test.describe("route table", () => {
  test.skip(({ isMobile }) => isMobile, "the same HTML for every viewport");

  const paths = [...contentPaths(), ...serverRenderedPaths];

  test(`all ${paths.length} pages answer 200 with a title and a heading`, async ({ request }) => {
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<h1[^>]*>[^<]/);
    }
  });

  test("unknown paths and unknown ids answer 404", async ({ request }) => {
    for (const path of [
      "/nope",
      "/products/unknown",
      "/technical-specs/unknown",
      "/blog/unknown",
      "/solar-panels/Atlantis",
      "/about/extra",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("security headers are on every page", async ({ request }) => {
    for (const path of ["/", "/contact", "/nope"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toMatch(
        /script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
      );
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["content-security-policy"]).toContain("base-uri 'none'");
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    }
    // API answers are JSON: a policy that allows nothing, and no nonce to make.
    const api = (await request.get("/api/health")).headers();
    expect(api["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(api["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(api["etag"]).toBeUndefined();
  });

  test("each response carries a fresh nonce that its scripts use", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/about");
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts.filter((t) => !t.includes("application/ld+json")))
        expect(tag).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });
});

test.describe("caching and compression", () => {
  test.skip(({ isMobile }) => isMobile, "the same responses for every viewport");

  test("hashed build assets are immutable, media is cached for a day, pages are not shared", async ({
    request,
  }) => {
    const html = await (await request.get("/about")).text();
    const asset = /(\/_build\/[^"]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const media = await request.get("/assets/images/banner/inner-banner.svg");
    expect(media.headers()["cache-control"]).toBe("public, max-age=86400");
    const page = await request.get("/about");
    expect(page.headers()["cache-control"]).toBe("private, no-cache");
    expect((await request.get("/api/health")).headers()["cache-control"]).toBe("no-store");
  });

  test("the head lists the stylesheets first and no module preloads (decision 137)", async ({ request }) => {
    // A prerendered page and a server-rendered one.
    for (const path of ["/solar-panels/Kerala", "/solar-calculator"]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).not.toContain('rel="modulepreload"');
      const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      expect(stylesheets.length, path).toBeGreaterThanOrEqual(2);
      expect(stylesheets[0], path).toMatch(/\/_build\/app-[\w-]+\.css$/);
      const lastStylesheet = head.lastIndexOf('rel="stylesheet"');
      expect(lastStylesheet, path).toBeLessThan(head.indexOf("<script"));
      // The fonts are preloaded and never swapped in late (no reflow under the reader).
      expect(head, path).toMatch(
        /rel="preload" href="\/_build\/inter-latin-wght-normal-[\w-]+\.woff2" as="font"/,
      );
    }
    const css = await (
      await request.get(/\/_build\/app-[\w-]+\.css/.exec(await (await request.get("/")).text())![0])
    ).text();
    expect(css).toContain("font-display:optional");
    expect(css).not.toContain("font-display:swap");
  });

  test("text responses are compressed", async ({ request }) => {
    const response = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });
});

test.describe("analytics", () => {
  test.skip(({ isMobile }) => isMobile, "the same loader for every viewport");

  test("the tag manager script loads from the configured origin only after the page has loaded", async ({
    page,
  }) => {
    const requested: { url: string; afterLoad: boolean }[] = [];
    page.on("request", async (request) => {
      if (request.url().includes("/gtm.js")) {
        const state = await page.evaluate(() => document.readyState).catch(() => "unknown");
        requested.push({ url: request.url(), afterLoad: state === "complete" });
      }
    });
    await page.goto("/about");
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBe(1);
    expect(requested[0]!.url).toContain("/analytics/gtm.js?id=GTM-ARKA000");
    expect(requested[0]!.afterLoad).toBe(true);
    const events = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.map((e) => e.event),
    );
    expect(events).toContain("gtm.js");
  });
});
