import { type HomeContent, home } from "#app/content/home.ts";
import { site } from "#app/content/site.ts";
import { claimFigures } from "#app/content/claims.ts";

/** The home page in Telugu; pictures, films and their sizes are the English ones. */

const [roof, temperature, efficiency, aesthetics] = home.features;

export const homeText: HomeContent = {
  hero: {
    heading: `${site.product}: పైకప్పే సోలార్ ప్లాంట్ అయ్యే సోలార్ పైకప్పు`,
    poster: { ...home.hero.poster, alt: "ఎండలో భారతీయ ఇళ్ల చిత్రం; వాటి పైకప్పులు Arka సోలార్ పైకప్పులు" },
    videoSources: home.hero.videoSources,
  },
  whatIs: {
    heading: `${site.product} అంటే ఏమిటి?`,
    paragraphs: [
      `${site.product} ఒకే ప్రోడక్ట్‌లో పైకప్పు, పవర్ ప్లాంట్ రెండూ: ఫైబర్-సిమెంట్ బోర్డుకు అతికించిన సోలార్ సెల్స్. ` +
        `ఏ మంచి పైకప్పులాగే ఇది వాననూ వేడినీ లోపలికి రానివ్వదు, ${claimFigures.powerLifeYears} ఏళ్ల పాటు కరెంటు తయారు చేస్తుంది.`,
      "పైకప్పు, దానిపై ప్యానెళ్ల ఫ్రేమ్ అని రెండు కట్టే బదులు మీరు ఒకే పైకప్పు వేస్తారు. అందుకే ఖర్చు తక్కువ, బరువు " +
        "తక్కువ, చూడటానికి ఇంట్లో భాగంగా కలిసిపోతుంది.",
    ],
    image: { ...home.whatIs.image, alt: "Arka పైకప్పులు ఉన్న ఇళ్ల వీధి చిత్రం" },
  },
  levelUp: {
    heading: `${site.product} తో ఒక మెట్టు పైకి`,
    text: "ఫ్రేమ్‌పై ప్యానెళ్లు పెట్టిన సంప్రదాయ పైకప్పును Arka పైకప్పుతో పోల్చడానికి మధ్యలోని గీతను జరపండి.",
    before: {
      ...home.levelUp.before,
      alt: "రేకుల పైకప్పు ఉన్న ఇల్లు, దానిపై లోహపు ఫ్రేమ్ మీద సోలార్ ప్యానెళ్లు",
      label: "సంప్రదాయ పైకప్పు",
    },
    after: {
      ...home.levelUp.after,
      alt: "అదే ఇల్లు, దాని పైకప్పు Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు",
      label: `${site.product} పైకప్పు`,
    },
  },
  features: [
    {
      ...roof!,
      title: "ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు",
      text: "ఒకే ప్రోడక్ట్ పైకప్పూ, సోలార్ ప్లాంటూ: ఫ్రేమ్ లేదు, అదనపు బరువు లేదు, లీకేజీ లేదు.",
    },
    {
      ...temperature!,
      title: "అదుపులో ఉష్ణోగ్రత",
      text: "సిమెంట్ బేస్ వేడిని లోపలికి రానివ్వదు, అందుకే వేసవిలో కింది గదులు చల్లగా ఉంటాయి.",
    },
    {
      ...efficiency!,
      title: "ఎక్కువ దక్షత",
      text: `చల్లగా ఉండే సెల్స్, ఫ్రేమ్‌పై ఎండకు కాలే ప్యానెళ్ల కంటే సుమారు ${claimFigures.outputGainPercent}% ఎక్కువ కరెంటు ఇస్తాయి.`,
    },
    {
      ...aesthetics!,
      title: "అందమైన రూపం",
      text: "శుభ్రంగా, సమతలంగా ఉండే పైకప్పు; తర్వాత అతికించినట్టు కాకుండా ముందే డిజైన్ చేసినట్టు కనిపిస్తుంది.",
    },
  ],
};
