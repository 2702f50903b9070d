import { absoluteUrl } from "#app/content/json-ld.ts";
import { alternateLinks, indexedLocales } from "#app/content/meta.ts";
import { indexablePaths } from "#app/content/prerender-paths.ts";
import { localizedPath } from "#app/i18n/locales.ts";

/** sitemap.xml from the route table's page lists; prerendered at build. */
export function loader() {
  // Every page in every language it is indexed in (English alone for the blog and legal texts,
  // docs/decisions/192), each listing all its language versions and the default.
  const urls = indexablePaths()
    .flatMap((path) => {
      const links = alternateLinks(path)
        .map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
        )
        .join("\n");
      return indexedLocales(path).map(
        (locale) =>
          `  <url>\n    <loc>${escapeXml(absoluteUrl(encodeURI(localizedPath(path, locale))))}</loc>\n${links}\n  </url>`,
      );
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
