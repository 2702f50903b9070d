import type { BannerHeadings } from "#app/content/banner-headings.ts";

export const banners: BannerHeadings = {
  about: "మా గురించి",
  portfolio: "మా ప్రాజెక్టులు",
  "technical-specs": "సాంకేతిక వివరాలు",
  news: "వార్తలు & కార్యక్రమాలు",
  blog: "బ్లాగ్",
  contact: "మమ్మల్ని సంప్రదించండి",
  "terms-conditions": "నిబంధనలు & షరతులు",
  "privacy-policy": "గోప్యతా విధానం",
  "cookie-policy": "కుకీ విధానం",
  products: "ప్రోడక్ట్ వివరాలు",
  "become-partner": "భాగస్వామి అవ్వండి",
  "solar-calculator": "సోలార్ కాలిక్యులేటర్",
  dealers: "మీ దగ్గరలోని డీలర్‌ను కనుగొనండి",
  blogDetails: "బ్లాగ్ వ్యాసం",
};
