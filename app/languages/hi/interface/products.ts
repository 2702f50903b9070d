import type { products as english } from "../../en/interface/products.ts";

export const products: typeof english = {
  downloadBrochure: "ब्रोशर डाउनलोड करें (PDF, अंग्रेज़ी में)",
  opensInNewTab: " (नए टैब में खुलेगा)",
  product: {
    metaDescription: (title) => `${title}: पूरी जानकारी और मुख्य आँकड़े।`,
    fullSpecs: "पूरा तकनीकी विवरण",
    keyFiguresHeading: "मुख्य तकनीकी विवरण",
    allSpecsOf: (title) => `${title} का पूरा तकनीकी विवरण`,
  },
  specs: {
    title: (title) => `${title} का तकनीकी विवरण`,
    metaDescription: (title, facts) =>
      `${title} का तकनीकी विवरण: मॉड्यूल का विवरण, माप, सिस्टम डिज़ाइन और अन्य ज़रूरी मानक${facts ? ` (${facts})` : ""}।`,
    areaPerKwp: (area) => `${area} प्रति kWp`,
    heading: (title) => `${title}: तकनीकी विवरण`,
    openGroupHint: "आँकड़े देखने के लिए कोई भी समूह खोलें।",
    asideLabel: "इस प्रोडक्ट के बारे में और जानकारी",
    about: (title) => `${title} के बारे में`,
    othersHeading: "दूसरे प्रोडक्ट",
    otherSpecs: (title) => `${title} का तकनीकी विवरण`,
  },
};
