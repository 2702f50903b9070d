/**
 * The page a visitor was on when they sent a form or used a contact link (docs/decisions/193): a path
 * of this site only ("/hi/solar-panels/Kerala"), no host, query or fragment, kept short since sales read
 * it. Anything else reads as "" (unknown), never as an error: it is a hint, not the visitor's input.
 */
export const PAGE_PATH_FIELD = "page_path";

/** A link that takes the visitor elsewhere to act names the page they left in this query parameter. */
export const FROM_PAGE_PARAM = "from";

/** `path?from=<page>#fragment`: a link that carries the page it was followed from. */
export function withFromPage(path: string, fromPage: string): string {
  const [base = "", fragment] = path.split("#");
  const from = sitePagePath(fromPage);
  if (!from) return path;
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}${FROM_PAGE_PARAM}=${encodeURIComponent(from)}${fragment === undefined ? "" : `#${fragment}`}`;
}

const SITE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]{0,200}$/;

export function sitePagePath(value: unknown): string {
  const path = typeof value === "string" ? value.trim() : "";
  if (!SITE_PATH.test(path)) return "";
  // Prerendered pages know themselves with a trailing slash ("/about/"); people read "/about".
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
