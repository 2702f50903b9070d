import type { MetaDescriptor } from "react-router";
import { assetUrl, site } from "./site.ts";

/**
 * A picture social sites show when a page is shared. It must be PNG or JPEG (they do not read SVG), best
 * 1200 × 630; `src` is relative to the asset base like every content image.
 */
export type SocialImage = {
  src: `${string}.${"png" | "jpg" | "jpeg"}`;
  width: number;
  height: number;
  alt: string;
};

/** The site's default social picture, drawn by scripts/illustrations/social-card.ts. */
export const socialImage: SocialImage = {
  src: "images/social/arka-card.png",
  width: 1200,
  height: 630,
  alt: `${site.product}: ${site.tagline} Homes under an integrated solar roof.`,
};

/** One helper builds every page's title, description, canonical URL and Open Graph tags. */
export function pageMeta({
  title,
  description,
  path,
  image = socialImage,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  /** The page's own social picture; every page has one, the site's default when it names none. */
  image?: SocialImage;
  type?: "website" | "article" | "product";
}): MetaDescriptor[] {
  const fullTitle =
    title === site.product ? `${site.product}: ${site.tagline}` : `${title} | ${site.product}`;
  // Prerendering sees "/page/"; the served address (and the canonical) has no trailing slash.
  const url = new URL(path.length > 1 ? path.replace(/\/+$/, "") : path, site.website.url).toString();
  const imageUrl = new URL(assetUrl(image.src), site.website.url).toString();
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.product },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** Title of a page that answered with an error: named, and kept out of search results. */
export function errorPageMeta(notFound = true): MetaDescriptor[] {
  return [
    { title: `${notFound ? "404!" : "Error"} | ${site.product}` },
    { name: "robots", content: "noindex" },
  ];
}
