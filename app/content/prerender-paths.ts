import { blogSlugs } from "./blog-slugs.ts";
import { productIndex } from "./product-index.ts";
import { tariffStateNames } from "./tariff-states.ts";
import { LOCALES, localizedPath } from "#app/i18n/locales.ts";
import { PUBLIC_PAGES, RESOURCE_ROUTES, type PrerenderCollection } from "#app/route-table.ts";

/** The items each prerendered page with a parameter is rendered for (app/route-table.ts). */
const COLLECTIONS: Record<PrerenderCollection, () => readonly string[]> = {
  products: () => productIndex.map((p) => p.key),
  blogArticles: () => blogSlugs,
  tariffStates: () => tariffStateNames.map((s) => s.urlTitle),
};

const englishPath = (path: string) => `/${path}`;

/**
 * The English pages without a parameter that are prerendered to HTML at build time. Form pages
 * (contact, calculator, partner application, landing page) render per request so they can carry
 * per-visitor form tokens. The sitemap is built from the same table.
 */
export const staticContentPaths = PUBLIC_PAGES.filter((page) => page.prerender === true).map((page) =>
  englishPath(page.path),
);

/** Machine-readable files generated from these lists (app/routes/sitemap.xml.ts, robots.txt.ts). */
export const resourcePaths = RESOURCE_ROUTES.map((entry) => englishPath(entry.path));

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
    ...PUBLIC_PAGES.flatMap(({ path, prerender }) =>
      typeof prerender === "string"
        ? COLLECTIONS[prerender]().map((item) => englishPath(path.replace(/:\w+$/, item)))
        : [],
    ),
  ];
}

/** Form pages rendered once for every visitor (server/form-page-cache.ts), English. */
export const englishServerRenderedPaths = PUBLIC_PAGES.filter((page) => page.sharedFormPage).map((page) =>
  englishPath(page.path),
);

/** Pages rendered on each request, in every language. */
export const serverRenderedPaths = inEveryLanguage(englishServerRenderedPaths);

/** Each English path followed by its twins: /about, /hi/about, /te/about. */
export function inEveryLanguage(paths: readonly string[]): string[] {
  return paths.flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));
}

const notIndexed = new Set(
  PUBLIC_PAGES.filter((page) => page.notIndexed).map((page) => englishPath(page.path)),
);

/** Every page a search engine should list (English paths; each stands for its twins too). */
export function indexablePaths(): string[] {
  return [...englishContentPaths(), ...englishServerRenderedPaths].filter((path) => !notIndexed.has(path));
}
