import { findArticle } from "#app/content/blog/articles.ts";
import { pageNameFor } from "#app/content/page-names.ts";
import { contentPaths, inEveryLanguage, serverRenderedPaths } from "#app/content/prerender-paths.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath, unlocalizedPath } from "#app/i18n/locales.ts";

/** Every page of the site, in every language: a path outside these is a "page not found". */
const SITE_PAGES: ReadonlySet<string> = new Set([
  ...contentPaths(),
  ...serverRenderedPaths,
  ...inEveryLanguage(["/request-callback"]),
]);

/**
 * The name the WhatsApp greeting gives the page a click came from, in the page's language
 * (docs/decisions/118, 193): a blog article by its heading, a page not on the site as "Page not found",
 * any other page as app/content/page-names.ts names it. Worked out here rather than taken from the
 * link, so nobody can put words of their own into a chat with us.
 */
export function clickPageName(pagePath: string): string {
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath || "/";
  const locale = localeFromPath(path);
  if (!SITE_PAGES.has(path)) return catalogueFor(locale).common.notFoundPageName;
  const slug = /^\/blog\/([^/]+)$/.exec(unlocalizedPath(path))?.[1];
  return findArticle(slug)?.heading ?? pageNameFor(path);
}
