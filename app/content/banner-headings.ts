/**
 * The fixed pages' banner headings in English, and the shape of their translation. Apart from the
 * banner list (banners.ts) so a language folder reads the shape without importing what reads the
 * folders (docs/decisions/206).
 */
export const fixedBanners = {
  about: "About Us",
  portfolio: "Portfolio",
  "technical-specs": "Technical Specs",
  news: "News & Events",
  blog: "Blogs",
  contact: "Contact Us",
  "terms-conditions": "Terms & Conditions",
  "privacy-policy": "Privacy & Policy",
  "cookie-policy": "Cookie Policy",
  products: "Products Details",
  "become-partner": "Become a Partner",
  "solar-calculator": "Solar Calculator",
  // Not in the specification: the "find a dealer" page (docs/decisions/166).
  dealers: "Find a Dealer Near You",
} as const;

/** The headings in another language: the fixed pages by key, and the one heading every article shares. */
export type BannerHeadings = Record<keyof typeof fixedBanners, string> & { blogDetails: string };
