import type { MetaDescriptor } from "react-router";
import { isEnglishContentPage } from "./english-content-pages.ts";
import { assetUrl, site } from "./site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localizedPath, type Locale } from "#app/i18n/locales.ts";

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
  alt: catalogueFor("en").common.socialImageAlt(site.product, site.tagline),
};

/** One helper builds every page's title, description, canonical URL and Open Graph tags. */
export function pageMeta({
  title,
  description,
  path,
  image = socialImage,
  type = "website",
  locale = "en",
}: {
  title: string;
  description: string;
  /** The page's path, English or already in `locale` ("/hi/about"); its own address is its twin in `locale`. */
  path: string;
  /** The page's language (localeFromPath(location.pathname) in a route's meta). */
  locale?: Locale;
  /** The page's own social picture; every page has one, the site's default when it names none. */
  image?: SocialImage;
  type?: "website" | "article" | "product";
}): MetaDescriptor[] {
  const fullTitle =
    title === site.product
      ? `${site.product}: ${catalogueFor(locale).common.tagline}`
      : `${title} | ${site.product}`;
  const url = absolutePageUrl(path, locale);
  const imageUrl = new URL(assetUrl(image.src), site.website.url).toString();
  // The default picture is described in the page's language; a page's own picture brings its own words.
  const common = catalogueFor(locale).common;
  const imageAlt = image === socialImage ? common.socialImageAlt(site.product, common.tagline) : image.alt;
  // A blog or legal page's copy under /hi or /te is English content in a translated frame: it says so,
  // stays out of the index (links still followed) and names no alternates (docs/decisions/192).
  const englishContent = isEnglishContentPage(path);
  const contentLocale = englishContent ? DEFAULT_LOCALE : locale;
  const copyOfEnglish = englishContent && locale !== DEFAULT_LOCALE;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(copyOfEnglish ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(copyOfEnglish ? [] : alternateLinks(path)).map((link) => ({
      tagName: "link",
      rel: "alternate",
      ...link,
    })),
    { property: "og:locale", content: LOCALE_INFO[contentLocale].tag.replace("-", "_") },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.product },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The page's full address in `locale`. Prerendering sees "/page/"; the served address has no trailing slash. */
function absolutePageUrl(path: string, locale: Locale): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return new URL(localizedPath(trimmed, locale), site.website.url).toString();
}

/**
 * The languages a page is indexed in: all of them, or English alone for a page whose content is English
 * everywhere (its copies under /hi and /te are not indexed, docs/decisions/192).
 */
export function indexedLocales(path: string): readonly Locale[] {
  return isEnglishContentPage(path) ? [DEFAULT_LOCALE] : LOCALES;
}

/**
 * The page in every language it is indexed in plus `x-default` (English, for readers of any other
 * language), for the page's `<link rel="alternate" hreflang>` tags and the sitemap.
 */
export function alternateLinks(path: string): { hreflang: string; href: string }[] {
  return [
    ...indexedLocales(path).map((locale) => ({
      hreflang: LOCALE_INFO[locale].tag,
      href: absolutePageUrl(path, locale),
    })),
    { hreflang: "x-default", href: absolutePageUrl(path, "en") },
  ];
}

/** Title of a page that answered with an error: named, and kept out of search results. */
export function errorPageMeta(notFound = true, locale: Locale = "en"): MetaDescriptor[] {
  const common = catalogueFor(locale).common;
  return [
    { title: `${notFound ? common.notFoundTitle : common.errorTitle} | ${site.product}` },
    { name: "robots", content: "noindex" },
  ];
}
