import type { pages as english } from "../../en/interface/pages.ts";

export const pages: typeof english = {
  outcome: {
    description: (product) => `${product} को भेजे गए आपके अनुरोध का परिणाम।`,
  },
  contact: {
    metaDescription: (product) =>
      `सिकंदराबाद, तेलंगाना में ${product} को कॉल करें, ईमेल करें या हमसे मिलने आएँ, या हमें संदेश भेजें।`,
    ourLocation: "हमारा पता",
    leaveAMessage: "संदेश भेजें",
    talkToTeam: "हमारी टीम से बात करें",
    mapTitle: (company, city) => `${company}, ${city} को दिखाता नक्शा`,
    mapAlt: (city, state) => `${city}, ${state} का नक्शा, जिस पर हमारा दफ़्तर दिखाया गया है`,
    getDirections: "रास्ता देखें",
  },
  landing: {
    metaTitle: (product) => `${product} इंटीग्रेटेड सोलर छत का कोटेशन पाएँ`,
    metaDescription: (product) =>
      `${product} इंटीग्रेटेड सोलर छत का कोटेशन पाएँ: एक ही प्रोडक्ट में छत भी और बिजलीघर भी।`,
    jump: {
      keyFeatures: "मुख्य खूबियाँ",
      certifications: "प्रमाणपत्र",
      featuredOn: "मीडिया में",
      gallery: "गैलरी",
    },
    onThisPage: "इस पेज पर",
    heading: (product) => `${product} इंटीग्रेटेड सोलर छत`,
    highlights: "मुख्य बातें",
    keyFeatures: "मुख्य खूबियाँ",
    certifications: "प्रमाणपत्र",
    featuredOn: "मीडिया में",
    gallery: "गैलरी",
    galleryPictures: "गैलरी की तस्वीरें",
    logoLabel: (product) => `${product} इंटीग्रेटेड सोलर छत`,
    preferChat: "बात करने के बजाय लिखना चाहते हैं? हम WhatsApp पर भी जवाब देते हैं।",
  },
  blog: {
    metaDescription:
      "भारतीय घरों और कारखानों के लिए सोलर छत पर लेख: मौसम, बचत, सब्सिडी, लागत कितने समय में वसूल होती है, और सोलर शब्दावली।",
    articleTitle: (heading) => `${heading} (अंग्रेज़ी में)`,
    articles: "लेख",
    readMore: "और पढ़ें",
    postedOn: "प्रकाशित: ",
    byAuthor: (author) => ` | लेखक: ${author}`,
    moreArticles: "और लेख",
    allArticles: "सभी लेख",
  },
  legal: {
    metaDescription: (heading, product) => `${product} इंटीग्रेटेड सोलर छत: ${heading}।`,
    lastUpdated: "पिछली बार अपडेट किया गया: ",
    contents: "विषय-सूची",
  },
  dealers: {
    title: "अपने पास डीलर खोजें",
    metaDescription:
      "पूरे भारत में Arka इंटीग्रेटेड सोलर छत के डीलर: अपने पिन कोड के पास डीलर खोजें और उन्हें कॉल या WhatsApp करें।",
    intro:
      "Arka डीलर अपने इलाके में इंटीग्रेटेड सोलर छत लगाते हैं और उसकी सर्विस करते हैं। अपने पास के किसी डीलर को कॉल या WhatsApp करें।",
    searchHeading: "खोजें",
    search: "आपका पिन कोड",
    searchButton: "डीलर खोजें",
    showAll: "सभी डीलर दिखाएँ",
    inDistrict: (district) => `${district} में डीलर`,
    inState: (state) => `${state} में दूसरी जगहों पर`,
    noneNear: (district, state) =>
      `${district}, ${state} में अभी कोई डीलर सूची में नहीं है। हमारी टीम सीधे आपकी मदद कर सकती है।`,
    none: "अभी कोई डीलर सूची में नहीं है। हमारी टीम सीधे आपकी मदद कर सकती है।",
    unknownPincode: (pincode) => `हमें पिन कोड ${pincode} की जानकारी नहीं है। कृपया इसे जाँचें, या नीचे अपना राज्य चुनें।`,
    call: "कॉल करें",
    whatsApp: "WhatsApp",
    enquire: "हमें पूछताछ भेजें",
    loading: "डीलरों की सूची लोड हो रही है…",
    failed: "डीलरों की सूची लोड नहीं हो सकी। कृपया फिर से कोशिश करें, या हमें पूछताछ भेजें।",
    whatsAppGreeting: (name, product) =>
      `नमस्ते ${name}, मुझे आपकी जानकारी ${product} की वेबसाइट पर मिली। मुझे इंटीग्रेटेड सोलर छत के बारे में जानकारी चाहिए।`,
  },
};
