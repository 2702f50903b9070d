import type { common as english } from "../en/common.ts";

export const common: typeof english = {
  tagline: "वह सोलर छत जो खुद ही छत है।",
  notFoundTitle: "404!",
  notFound: "माफ़ कीजिए! आप जो पेज खोलना चाहते हैं वह नहीं मिला। कृपया URL जाँचें और फिर से कोशिश करें।",
  successTitle: "धन्यवाद",
  success: "रुचि दिखाने के लिए धन्यवाद। हमारी टीम जल्द ही आपसे संपर्क करेगी।",
  errorTitle: "त्रुटि",
  errorDefault: "कुछ गड़बड़ हो गई, कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  goHome: "होम पेज पर जाएँ",
  invalidProductId: "गलत प्रोडक्ट ID मिली, कृपया सही प्रोडक्ट के साथ फिर से कोशिश करें।",
  invalidProductRequest: "प्रोडक्ट का अनुरोध सही नहीं है, कृपया सही प्रोडक्ट के साथ फिर से कोशिश करें।",
  technicalDetailsNotFound: "चुने गए प्रोडक्ट की तकनीकी जानकारी नहीं मिली, कृपया फिर से कोशिश करें।",
  home: "होम",
  notFoundPageName: "पेज नहीं मिला",
  errorPageName: "त्रुटि पेज",
  languageSwitcherLabel: "भाषा",
  readInLanguage: (language) => `यह पेज ${language} में पढ़ें`,
};
