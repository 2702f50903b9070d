import { absoluteUrl } from "#app/content/json-ld.ts";
import { indexablePaths } from "#app/content/prerender-paths.ts";

/** sitemap.xml from the route table's page lists; prerendered at build. */
export function loader() {
  const urls = indexablePaths()
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(encodeURI(path)))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
