import type { BannerHeadings } from "#app/content/banner-headings.ts";

export const banners: BannerHeadings = {
  about: "हमारे बारे में",
  portfolio: "हमारे प्रोजेक्ट",
  "technical-specs": "तकनीकी विवरण",
  news: "समाचार और कार्यक्रम",
  blog: "ब्लॉग",
  contact: "संपर्क करें",
  "terms-conditions": "नियम और शर्तें",
  "privacy-policy": "गोपनीयता नीति",
  "cookie-policy": "कुकी नीति",
  products: "प्रोडक्ट की जानकारी",
  "become-partner": "पार्टनर बनें",
  "solar-calculator": "सोलर कैलकुलेटर",
  dealers: "अपने पास डीलर खोजें",
  blogDetails: "ब्लॉग लेख",
};
