import { fixedBanners, type BannerHeadings } from "./banner-headings.ts";
import { blogSlugs } from "./blog-slugs.ts";

export type { BannerHeadings };
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { translationFor } from "#app/languages/loaded.ts";

/**
 * The inner-page banner list (docs/decisions/200, Layout): one heading per page key, one shared image.
 */
export const bannerImage = {
  src: "images/banner/inner-banner.svg",
  width: 1600,
  height: 400,
  alt: "",
} as const;

export type BannerKey = keyof typeof fixedBanners | (typeof blogSlugs)[number];

export const banners: ReadonlyArray<{ key: BannerKey; heading: string }> = [
  ...Object.entries(fixedBanners).map(([key, heading]) => ({ key: key as BannerKey, heading })),
  ...blogSlugs.map((slug) => ({ key: slug, heading: "Blog Details" })),
];

export function bannerHeading(key: BannerKey, locale: Locale = "en"): string {
  const entry = banners.find((b) => b.key === key);
  if (!entry) throw new Error(`No banner for page key "${key}"`);
  if (locale === DEFAULT_LOCALE) return entry.heading;
  const headings = translationFor(locale).content.banners;
  return key in fixedBanners ? headings[key as keyof typeof fixedBanners] : headings.blogDetails;
}
