import { blogSlugs } from "./blog-slugs.ts";
import { productIndex } from "./product-index.ts";
import { tariffStateNames } from "./tariff-states.ts";
import { LOCALES, localizedPath } from "#app/i18n/locales.ts";

/**
 * Every content page, prerendered to HTML at build time. Form pages (contact, calculator, partner
 * application, landing page) render per request so they can carry per-visitor form tokens.
 * The sitemap is built from the same list.
 */
export const staticContentPaths = [
  "/",
  "/about",
  "/portfolio",
  "/news",
  "/blog",
  "/terms-conditions",
  "/privacy-policy",
  "/cookie-policy",
  // Find a dealer (issue 13): a prerendered shell; the list comes from the server (a search without
  // JavaScript is rendered per request: server/prerendered-pages.ts).
  "/dealers",
  "/success",
  "/error",
  "/integrated-solar-roof/success",
  "/integrated-solar-roof/error",
];

/** Machine-readable files generated from this list (app/routes/sitemap.xml.ts, robots.txt.ts). */
export const resourcePaths = ["/sitemap.xml", "/robots.txt"];

export function prerenderPaths(): string[] {
  return [...contentPaths(), ...resourcePaths];
}

/** Every prerendered HTML page, in every language (English first). */
export function contentPaths(): string[] {
  return inEveryLanguage(englishContentPaths());
}

/** The English pages; each has a twin per language (docs/decisions/180). */
export function englishContentPaths(): string[] {
  return [
    ...staticContentPaths,
    ...productIndex.map((p) => `/products/${p.key}`),
    ...productIndex.map((p) => `/technical-specs/${p.key}`),
    ...blogSlugs.map((slug) => `/blog/${slug}`),
    ...tariffStateNames.map((s) => `/solar-panels/${s.urlTitle}`),
  ];
}

/** Pages rendered on each request (they hold forms), English. */
export const englishServerRenderedPaths = [
  "/contact",
  "/solar-calculator",
  "/become-partner",
  "/integrated-solar-roof",
];

/** Pages rendered on each request, in every language. */
export const serverRenderedPaths = inEveryLanguage(englishServerRenderedPaths);

/** Each English path followed by its twins: /about, /hi/about, /te/about. */
export function inEveryLanguage(paths: readonly string[]): string[] {
  return paths.flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));
}

/** Outcome pages answer a form; they are not worth a search result. */
const notIndexed = new Set([
  "/success",
  "/error",
  "/integrated-solar-roof/success",
  "/integrated-solar-roof/error",
]);

/** Every page a search engine should list (English paths; each stands for its twins too). */
export function indexablePaths(): string[] {
  return [...englishContentPaths(), ...englishServerRenderedPaths].filter((path) => !notIndexed.has(path));
}
