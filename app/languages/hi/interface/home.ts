import type { home as english } from "../../en/interface/home.ts";

export const home: typeof english = {
  home: {
    metaDescription: (product) =>
      `${product} सीमेंट बेस पर बनी सोलर छत है: एक ही प्रोडक्ट, जो आपकी छत भी है और आपका पावर प्लांट भी।`,
    heroTagline: (years) => `आपके घर की छत भी और ${years} साल तक बिजली देने वाला पावर प्लांट भी, एक ही प्रोडक्ट में।`,
    pauseVideo: "बैकग्राउंड वीडियो रोकें",
    playVideo: "बैकग्राउंड वीडियो चलाएँ",
    scrollDown: "नीचे स्क्रॉल करें",
    knowMoreHiddenBefore: (product) => `${product} के बारे में `,
    knowMore: "और जानें",
    knowMoreHiddenAfter: () => "",
    featuresHeading: "खूबियाँ",
    videoHeading: (product) => `${product} को काम करते देखें`,
  },
  projectCards: {
    heading: "हमारे प्रोजेक्ट",
    viewDetailsHiddenBefore: (project) => `${project} का `,
    viewDetails: "विवरण देखें",
    viewDetailsHiddenAfter: () => "",
    allProjects: "सभी प्रोजेक्ट",
    modalTitle: (project, location) => `${project}, ${location}`,
  },
  projectFacts: {
    capacityKw: { label: "प्लांट की क्षमता", format: (v) => `${v} kW` },
    areaSft: { label: "इस्तेमाल हुआ क्षेत्रफल (वर्ग फुट)", format: (v) => v.toLocaleString("en-IN") },
    unitsPerYear: { label: "हर साल बनने वाली बिजली (यूनिट)", format: (v) => v.toLocaleString("en-IN") },
    yearlyRevenueLakhs: { label: "सालाना आमदनी (लाख में)", format: (v) => `₹ ${v} लाख` },
    paybackYears: { label: "निवेश वापस आने की अवधि", format: (v) => `${v} साल` },
    balanceLifeYears: { label: "प्लांट की बाकी उम्र", format: (v) => `${v} साल` },
    lifetimeEarningsLakhs: { label: "पूरी उम्र में कुल कमाई (लाख में)", format: (v) => `₹ ${v} लाख` },
    estimatesNote: "इस प्रोजेक्ट के आँकड़े अनुमान हैं।",
  },
  claims: {
    warrantyLabel: "वारंटी",
    warrantyAsk: "लिखित वारंटी माँगें",
    warrantyNote: "खरीदने से पहले छत की और उससे बनने वाली बिजली की, दोनों की लिखित वारंटी माँगें।",
    sources: (checked) =>
      `ये आँकड़े कहाँ से हैं: छत की उम्र, हवा की रेटिंग और फायर क्लास तकनीकी विवरण से; लागत वसूली की अवधि हमारे प्रोजेक्ट वाले पेज के प्रोजेक्ट से; बाकी आँकड़े कंपनी के अपने हैं, जिनकी कोई प्रकाशित टेस्ट रिपोर्ट नहीं है। ${checked} को जाँचा गया।`,
    capacityNote: "इस पेज के प्रोजेक्ट का जोड़",
  },
  about: {
    metaDescription: (product) => `${product} क्या है, छत पर लगे सोलर पैनलों से यह कैसे अलग है, और इसकी खास बातें।`,
    whatIsHeading: (product) => `${product} क्या है?`,
    differentHeading: (product) => `${product} को क्या अलग बनाता है`,
    highlightsHeading: "प्रोडक्ट की खास बातें",
  },
  portfolio: {
    metaDescription: "घर, फैक्टरियाँ, दफ़्तर और एक बस स्टॉप, जिनकी छत Arka इंटीग्रेटेड सोलर छत है।",
    atAGlance: "एक नज़र में हमारे प्रोजेक्ट",
    pictures: (project) => `${project} की तस्वीरें`,
    videosHeading: "वीडियो",
    videosLabel: "प्रोजेक्ट के वीडियो",
  },
  news: {
    metaDescription: "Arka इंटीग्रेटेड सोलर छत से जुड़े समाचार और कार्यक्रम।",
    listLabel: "समाचार और कार्यक्रम",
  },
};
