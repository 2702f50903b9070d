import type { MetaDescriptor } from "react-router";
import { site } from "./site.ts";

/** One helper builds every page's title, description, canonical URL and Open Graph tags. */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "article" | "product";
}): MetaDescriptor[] {
  const fullTitle =
    title === site.product ? `${site.product}: ${site.tagline}` : `${title} | ${site.product}`;
  // Prerendering sees "/page/"; the served address (and the canonical) has no trailing slash.
  const url = new URL(path.length > 1 ? path.replace(/\/+$/, "") : path, site.website.url).toString();
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.product },
  ];
  if (image) meta.push({ property: "og:image", content: new URL(image, site.website.url).toString() });
  return meta;
}

/** Title of a page that answered with an error: named, and kept out of search results. */
export function errorPageMeta(notFound = true): MetaDescriptor[] {
  return [
    { title: `${notFound ? "404!" : "Error"} | ${site.product}` },
    { name: "robots", content: "noindex" },
  ];
}
