import { absoluteUrl } from "#app/content/json-ld.ts";
import { alternateLinks } from "#app/content/meta.ts";
import { indexablePaths } from "#app/content/prerender-paths.ts";
import { LOCALES, localizedPath } from "#app/i18n/locales.ts";

/** sitemap.xml from the route table's page lists; prerendered at build. */
export function loader() {
  // Every page in every language, each listing all its language versions and the default (issue 15).
  const urls = indexablePaths()
    .flatMap((path) => {
      const links = alternateLinks(path)
        .map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
        )
        .join("\n");
      return LOCALES.map(
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
