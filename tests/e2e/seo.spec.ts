import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { site } from "#app/content/site.ts";

// Head tags and machine-readable files do not depend on the viewport: checked once, on desktop.
test.skip(({ isMobile }) => isMobile, "viewport-independent");

type JsonLd = { "@type": string; [key: string]: unknown };

/** The JSON-LD blocks of a page's HTML as served, with the nonce each carries. */
function jsonLdBlocks(html: string): { nonce: string | undefined; data: JsonLd[] }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => {
    const parsed = JSON.parse(m[2] ?? "null") as JsonLd | JsonLd[];
    return {
      nonce: /nonce="([^"]+)"/.exec(m[1] ?? "")?.[1],
      data: Array.isArray(parsed) ? parsed : [parsed],
    };
  });
}

const pages = [
  { path: "/products/arka-integrated-solar-roof", types: ["Organization", "Product", "BreadcrumbList"] },
  { path: "/technical-specs/arka-inroof-solar", types: ["Organization", "Product", "BreadcrumbList"] },
  { path: "/solar-panels/Kerala", types: ["Organization", "BreadcrumbList"] },
  { path: "/solar-panels/Lakshadweep", types: ["Organization", "BreadcrumbList"] },
];

for (const { path, types } of pages) {
  test(`${path}: title, description, canonical, Open Graph and JSON-LD with the CSP nonce`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const blocks = jsonLdBlocks(html);
    for (const block of blocks) expect(block.nonce).toBe(nonce);
    expect(blocks.flatMap((b) => b.data.map((d) => d["@type"])).sort()).toEqual([...types].sort());

    await page.goto(path);
    const canonical = `${site.website.url}${path}`;
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
  });
}

test("robots.txt allows crawling, keeps out the API and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toContain(`Sitemap: ${site.website.url}/sitemap.xml`);
});

test("sitemap.xml lists every page, and every listed page answers 200", async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(locs).toContain(`${site.website.url}/solar-panels/West-Bengal`);
  expect(locs).toContain(`${site.website.url}/technical-specs/arka-conventional-solar-module`);
  expect(locs).toContain(`${site.website.url}/solar-calculator`);
  expect(locs.some((l) => l.endsWith("/success"))).toBe(false);
  expect(new Set(locs).size).toBe(locs.length);
  for (const loc of locs) {
    const path = loc.slice(site.website.url.length);
    const page = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
  }
});
