import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { englishFoundIn, englishPhrases } from "../support/english-scan.ts";
import { readableText, TITLE_STAYS_ENGLISH } from "./support/readable-text.ts";
import { isEnglishContentPage } from "#app/content/english-content-pages.ts";
import { englishContentPaths, englishServerRenderedPaths } from "#app/content/prerender-paths.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { LOCALE_INFO, localizedPath, PREFIXED_LOCALES } from "#app/i18n/locales.ts";

/**
 * docs/decisions/180 for the language twins, over HTTP and in a browser without scripts (the HTML as
 * served): every English page has its /hi and /te twin, marked and linked as such; unknown localized
 * paths give the localized 404. That no English interface text is left on a localized page (outside the
 * parts that stay English on purpose, marked lang="en") is checked on every route's HTML as served by
 * every-route.spec.ts, which visits them all without scripts anyway.
 */
test.skip(({ isMobile }) => isMobile, "the same HTML for every viewport");

const ENGLISH_PAGES = [...englishContentPaths(), ...englishServerRenderedPaths, "/request-callback"];

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

function hreflangs(html: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const tag of html.match(/<link[^>]+rel="alternate"[^>]*>/g) ?? []) {
    const lang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    const key = lang?.[1] ?? lang?.[2];
    if (key && href) links[key] = href;
  }
  return links;
}

test(`every English page has /hi and /te twins with lang, a localized title and hreflang`, async ({
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const path of ENGLISH_PAGES) {
    const english = await request.get(path);
    const englishTitle = titleOf(await english.text());
    for (const locale of PREFIXED_LOCALES) {
      const twin = localizedPath(path, locale);
      const response = await request.get(twin);
      if (response.status() !== 200) {
        problems.push(`${twin}: HTTP ${response.status()}`);
        continue;
      }
      const html = await response.text();
      if (!html.includes(`<html lang="${LOCALE_INFO[locale].tag}"`)) problems.push(`${twin}: lang`);
      const title = titleOf(html);
      if (!title || (title === englishTitle && !TITLE_STAYS_ENGLISH.test(path))) {
        problems.push(`${twin}: title "${title}" not localized`);
      }
      const links = hreflangs(html);
      // A blog or legal page's copy is English content: out of the index, no language's alternate.
      const englishContent = isEnglishContentPage(path);
      const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
      const ogLocale = /<meta property="og:locale" content="([^"]*)"/.exec(html)?.[1];
      if (englishContent && robots !== "noindex, follow") problems.push(`${twin}: robots ${robots}`);
      if (!englishContent && robots === "noindex, follow") problems.push(`${twin}: not indexed`);
      const expectedOgLocale = (englishContent ? "en-IN" : LOCALE_INFO[locale].tag).replace("-", "_");
      if (ogLocale !== expectedOgLocale) problems.push(`${twin}: og:locale ${ogLocale}`);
      const expected: Record<string, string> = englishContent
        ? {}
        : {
            "en-IN": path,
            "hi-IN": localizedPath(path, "hi"),
            "te-IN": localizedPath(path, "te"),
            "x-default": path,
          };
      if (Object.keys(links).length !== Object.keys(expected).length)
        problems.push(`${twin}: hreflang ${Object.keys(links).join(", ")}`);
      for (const [lang, target] of Object.entries(expected)) {
        const href = links[lang];
        if (!href) problems.push(`${twin}: no hreflang ${lang}`);
        else if (decodeURI(new URL(href).pathname) !== target) problems.push(`${twin}: ${lang} -> ${href}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("the sitemap lists every page in all three languages with their alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of ["/", "/about", "/solar-calculator", "/solar-panels/Telangana", "/become-partner"]) {
    for (const twin of [path, localizedPath(path, "hi"), localizedPath(path, "te")]) {
      expect(locs, twin).toContain(encodeURI(twin));
    }
  }
  expect(xml).toContain('hreflang="hi-IN"');
  expect(xml).toContain('hreflang="x-default"');
  // The blog and legal texts are English everywhere: only their English address is listed.
  for (const path of ["/blog", "/privacy-policy"]) {
    expect(locs).toContain(path);
    expect(locs).not.toContain(localizedPath(path, "hi"));
  }
});

for (const locale of PREFIXED_LOCALES) {
  test(`unknown /${locale}/ paths answer 404 with the 404 page in that language`, async ({ page }) => {
    const common = catalogueFor(locale).common;
    for (const path of [`/${locale}/no-such-page`, `/${locale}/products/unknown`, `/${locale}/about/extra`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.notFoundTitle);
    }
    await page.goto(`/${locale}/no-such-page`);
    await expect(page.getByText(common.notFound)).toBeVisible();
  });
}

test("the language switcher keeps the visitor on the same page", async ({ page }) => {
  await page.goto("/solar-panels/Telangana");
  await page.getByRole("link", { name: LOCALE_INFO.hi.nativeName }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/hi/solar-panels/Telangana");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.getByRole("link", { name: LOCALE_INFO.te.nativeName }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/te/solar-panels/Telangana");
  await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
  await page.getByRole("link", { name: LOCALE_INFO.en.nativeName }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/solar-panels/Telangana");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("Hindi and Telugu pages hydrate with their own words: no mismatch, no English left after", async ({
  page,
}) => {
  // The browser loads only the page's language (docs/decisions/180): a component reading another
  // language's words would render English in the browser and make React throw the page away.
  const errors: string[] = [];
  const englishLeft: string[] = [];
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const locale of PREFIXED_LOCALES) {
    for (const path of ["/", "/solar-calculator", "/become-partner", "/contact", "/solar-panels/Telangana"]) {
      await page.goto(localizedPath(path, locale));
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
      const text = await readableText(page, true);
      englishLeft.push(
        ...englishFoundIn(text, englishPhrases(locale)).map((found) => `${page.url()} ${found}`),
      );
    }
  }
  expect(errors).toEqual([]);
  expect(englishLeft).toEqual([]);
});
