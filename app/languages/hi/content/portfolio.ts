import {
  type PortfolioStat,
  type Project,
  translateProjects,
  translateStats,
} from "#app/content/portfolio.ts";

/** The portfolio in Hindi: names, places and picture descriptions; figures and pictures are the English ones. */

const views = ["अपने परिवेश में", "छत के सोलर सेल, पास से", "शाम के समय", "ऊपर से", "देखने आए लोगों के साथ"];

/** Picture descriptions in the English order of views (app/content/portfolio.ts). */
function alts(count: number, what: string): string[] {
  return views.slice(0, count).map((view) => `${what} का चित्र, ${view}`);
}

export const projects: Project[] = translateProjects({
  "un-habitat-nairobi": {
    title: "यूएन हैबिटेट",
    location: "नैरोबी, केन्या",
    imageAlts: alts(3, "Arka छत वाली यूएन हैबिटेट की इमारत"),
    description:
      "Arka ने नैरोबी में यूएन हैबिटेट की एक इमारत की छत बनाई, जो भारत के बाहर हमारा पहला इंस्टॉलेशन है। यह " +
      "इंटीग्रेटेड छत केन्या के सूखे मौसम में नीचे के कमरों को ठंडा रखती है और दिन में दफ़्तर को बिजली देती है।",
  },
  "arka-factory-miryalguda": {
    title: "Arka फैक्टरी",
    location: "मिर्यालगुडा, तेलंगाना",
    imageAlts: [
      "आरी के दाँतों जैसी ढलानों वाली सोलर छत के साथ Arka फैक्टरी का चित्र",
      "ऊपर से दिखती फैक्टरी की छतों का चित्र",
      "छत के सोलर सेल का पास से चित्र",
      "शाम के समय फैक्टरी का चित्र",
      "फैक्टरी के सामने खड़े मेहमानों का चित्र",
    ],
  },
  "airindia-ramp-hyderabad": {
    title: "एयर इंडिया रैंप",
    location: "हैदराबाद",
    imageAlts: alts(3, "सोलर शेड वाला एयर इंडिया का यात्री रैंप"),
  },
  "ap-cm-camp-office-vijayawada": {
    title: "आंध्र प्रदेश मुख्यमंत्री कैंप कार्यालय",
    location: "विजयवाड़ा",
    imageAlts: alts(3, "Arka छत के नीचे आंध्र प्रदेश के मुख्यमंत्री का कैंप कार्यालय"),
  },
  "cyber-towers-bustop-hyderabad": {
    title: "साइबर टावर्स बस स्टॉप",
    location: "हैदराबाद",
    imageAlts: alts(3, "Arka छत से बने शेड वाला साइबर टावर्स बस स्टॉप"),
  },
  "intersolar-mumbai-2019": {
    title: "इंटरसोलर मुंबई",
    location: "ट्रेड शो, 4-5 अप्रैल 2019",
    imageAlts: alts(3, "इंटरसोलर मुंबई में Arka के स्टॉल"),
    description:
      "4-5 अप्रैल 2019 को मुंबई में इंटरसोलर इंडिया में हमने Arka इंटीग्रेटेड सोलर छत दिखाई। आए हुए लोग पूरे " +
      "आकार की नमूना छत पर चलकर देख सके और घरों, फैक्टरियों और डीलरशिप के बारे में हमारे इंजीनियरों से बात की।",
  },
  "jaggatiyal-factory-jagityal": {
    title: "जगतियाल फैक्टरी",
    location: "जगतियाल, तेलंगाना",
    imageAlts: alts(4, "Arka छत वाली जगतियाल फैक्टरी"),
  },
  "v6-news-hyderabad": {
    title: "V6 न्यूज़",
    location: "हैदराबाद",
    imageAlts: alts(3, "Arka छत वाली V6 न्यूज़ की इमारत"),
  },
});

export const portfolioStats: PortfolioStat[] = translateStats(["कुल क्षमता", "ग्राहक"]);
