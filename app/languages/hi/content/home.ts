import { type HomeContent, home } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { claimFigures } from "#app/content/claims.ts";

/** The home page in Hindi; pictures, films and their sizes are the English ones. */

const [roof, temperature, efficiency, aesthetics] = home.features;

export const homeText: HomeContent = {
  hero: {
    heading: `${site.product}: वह सोलर छत जो खुद ही छत है`,
    poster: { ...home.hero.poster, alt: "तेज़ धूप में भारतीय घरों का चित्र, जिनकी छतें Arka सोलर छतें हैं" },
    videoSources: home.hero.videoSources,
  },
  whatIs: {
    heading: `${site.product} क्या है?`,
    paragraphs: [
      `${site.product} एक ही चीज़ में छत भी है और पावर प्लांट भी: फाइबर-सीमेंट बोर्ड से जुड़े सोलर सेल, जो किसी ` +
        `भी अच्छी छत की तरह बारिश और गर्मी को बाहर रखते हैं और ${claimFigures.powerLifeYears} साल तक बिजली बनाते हैं।`,
      "छत और उसके ऊपर पैनलों का ढाँचा, दोनों बनाने के बजाय आप एक ही छत बनाते हैं, इसलिए खर्च कम होता है, वज़न कम " +
        "होता है और यह घर का ही हिस्सा लगती है।",
    ],
    image: { ...home.whatIs.image, alt: "Arka छतों वाले घरों की एक गली का चित्र" },
  },
  levelUp: {
    heading: `${site.product} के साथ एक कदम आगे बढ़ें`,
    text: "फ्रेम पर लगे पैनलों वाली पारंपरिक छत और Arka छत की तुलना करने के लिए बीच की रेखा को खिसकाएँ।",
    before: {
      ...home.levelUp.before,
      alt: "शीट की छत वाला घर, जिसके ऊपर धातु के फ्रेम पर सोलर पैनल लगे हैं",
      label: "पारंपरिक छत",
    },
    after: {
      ...home.levelUp.after,
      alt: "वही घर, जिसकी छत Arka इंटीग्रेटेड सोलर छत है",
      label: `${site.product} छत`,
    },
  },
  features: [
    {
      ...roof!,
      title: "इंटीग्रेटेड सोलर छत",
      text: "एक ही प्रोडक्ट छत भी है और सोलर प्लांट भी: न फ्रेम, न अतिरिक्त बोझ, न रिसाव।",
    },
    {
      ...temperature!,
      title: "नियंत्रित तापमान",
      text: "सीमेंट बेस गर्मी को बाहर रखता है, इसलिए गर्मियों में नीचे के कमरे ठंडे रहते हैं।",
    },
    {
      ...efficiency!,
      title: "ज़्यादा दक्षता",
      text: `ठंडे रहने वाले सेल, फ्रेम पर तपते पैनलों से लगभग ${claimFigures.outputGainPercent}% ज़्यादा बिजली बनाते हैं।`,
    },
    {
      ...aesthetics!,
      title: "सुंदर बनावट",
      text: "साफ़ और एक-सी सतह वाली छत, जो सोच-समझकर डिज़ाइन की गई लगती है, ऊपर से जोड़ी हुई नहीं।",
    },
  ],
};
