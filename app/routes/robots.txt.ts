import { absoluteUrl } from "#app/content/json-ld.ts";
import { CONTACT_CLICKS_PREFIX } from "#app/modules/contact-clicks/contact-click-link.ts";

/** robots.txt: everything but the API, the sales console and the counted contact links may be crawled; points at the sitemap. Prerendered at build. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /sales",
    // Counted redirects to our contact channels (docs/decisions/193): nothing to index.
    `Disallow: ${CONTACT_CLICKS_PREFIX}`,
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
