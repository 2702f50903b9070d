import type { products as english } from "../../en/interface/products.ts";

export const products: typeof english = {
  downloadBrochure: "బ్రోచర్ డౌన్‌లోడ్ చేసుకోండి (PDF, ఇంగ్లీషులో)",
  opensInNewTab: " (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  product: {
    metaDescription: (title) => `${title}: పూర్తి వివరాలు, ముఖ్యమైన అంకెలు.`,
    fullSpecs: "పూర్తి సాంకేతిక వివరాలు",
    keyFiguresHeading: "ముఖ్యమైన సాంకేతిక వివరాలు",
    allSpecsOf: (title) => `${title} పూర్తి సాంకేతిక వివరాలు`,
  },
  specs: {
    title: (title) => `${title} సాంకేతిక వివరాలు`,
    metaDescription: (title, facts) =>
      `${title} సాంకేతిక వివరాలు: మాడ్యూల్ వివరాలు, కొలతలు, సిస్టమ్ డిజైన్, ఇతర ముఖ్యమైన అంశాలు${facts ? ` (${facts})` : ""}.`,
    areaPerKwp: (area) => `ప్రతి kWp కి ${area}`,
    heading: (title) => `${title}: సాంకేతిక వివరాలు`,
    openGroupHint: "అంకెలు చూడటానికి ఏదైనా విభాగాన్ని తెరవండి.",
    asideLabel: "ఈ ప్రోడక్ట్ గురించి మరింత",
    about: (title) => `${title} గురించి`,
    othersHeading: "ఇతర ప్రోడక్ట్‌లు",
    otherSpecs: (title) => `${title} సాంకేతిక వివరాలు`,
  },
};
