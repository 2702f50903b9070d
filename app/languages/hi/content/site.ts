import type { SiteText } from "#app/content/site.ts";
import { claimFigures } from "#app/content/claims.ts";

export const siteText: SiteText = {
  blurb:
    "Arka एक इंटीग्रेटेड सोलर छत बनाता है: सोलर सेल फाइबर-सीमेंट बोर्ड से जुड़े होते हैं और यही बोर्ड आपकी छत है। " +
    `एक ही प्रोडक्ट बारिश और गर्मी से बचाता है और ${claimFigures.powerLifeYears} साल तक बिजली बनाता है।`,
  address: {
    lines: ["प्लॉट 0, एग्ज़ाम्पल इंडस्ट्रियल एस्टेट", "सिकंदराबाद"],
    city: "सिकंदराबाद",
    state: "तेलंगाना",
    country: "भारत",
  },
};
