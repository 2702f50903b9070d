import type { home as english } from "../../en/interface/home.ts";

export const home: typeof english = {
  home: {
    metaDescription: (product) => `${product} సిమెంట్ బేస్‌పై తయారైన సోలార్ పైకప్పు: మీ పైకప్పూ, మీ పవర్ ప్లాంటూ రెండూ ఒకే ప్రోడక్ట్.`,
    heroTagline: (years) => `మీ ఇంటికి పైకప్పు, ${years} ఏళ్ల పాటు కరెంటు ఇచ్చే పవర్ ప్లాంట్, రెండూ ఒకే ప్రోడక్ట్‌లో.`,
    pauseVideo: "నేపథ్య వీడియోను ఆపండి",
    playVideo: "నేపథ్య వీడియోను ప్లే చేయండి",
    scrollDown: "కిందికి స్క్రోల్ చేయండి",
    knowMoreHiddenBefore: (product) => `${product} గురించి `,
    knowMore: "మరింత తెలుసుకోండి",
    knowMoreHiddenAfter: () => "",
    featuresHeading: "ప్రత్యేకతలు",
    videoHeading: (product) => `${product} పనితీరు చూడండి`,
  },
  projectCards: {
    heading: "మా ప్రాజెక్టులు",
    viewDetailsHiddenBefore: (project) => `${project} `,
    viewDetails: "వివరాలు చూడండి",
    viewDetailsHiddenAfter: () => "",
    allProjects: "అన్ని ప్రాజెక్టులు",
    modalTitle: (project, location) => `${project}, ${location}`,
  },
  projectFacts: {
    capacityKw: { label: "ప్లాంట్ సామర్థ్యం", format: (v) => `${v} kW` },
    areaSft: { label: "వాడిన విస్తీర్ణం (చదరపు అడుగులు)", format: (v) => v.toLocaleString("en-IN") },
    unitsPerYear: { label: "ఏడాదికి ఉత్పత్తయ్యే యూనిట్లు", format: (v) => v.toLocaleString("en-IN") },
    yearlyRevenueLakhs: { label: "ఏడాది ఆదాయం (లక్షల్లో)", format: (v) => `₹ ${v} లక్షలు` },
    paybackYears: { label: "పెట్టుబడి తిరిగి వచ్చే కాలం", format: (v) => `${v} ఏళ్లు` },
    balanceLifeYears: { label: "ప్లాంట్ మిగిలిన జీవితకాలం", format: (v) => `${v} ఏళ్లు` },
    lifetimeEarningsLakhs: { label: "జీవితకాలంలో మొత్తం ఆదాయం (లక్షల్లో)", format: (v) => `₹ ${v} లక్షలు` },
    estimatesNote: "ఈ ప్రాజెక్టు గణాంకాలు అంచనాలు మాత్రమే.",
  },
  claims: {
    warrantyLabel: "వారంటీ",
    warrantyAsk: "లిఖిత వారంటీ అడగండి",
    warrantyNote: "కొనే ముందు పైకప్పుకూ, అది తయారు చేసే కరెంటుకూ లిఖిత వారంటీ అడగండి.",
    sources: (checked) =>
      `ఈ అంకెలు ఎక్కడి నుంచి: పైకప్పు జీవితకాలం, గాలి రేటింగ్, ఫైర్ క్లాస్ సాంకేతిక వివరాల నుంచి; పెట్టుబడి తిరిగి వచ్చే కాలం మా ప్రాజెక్టుల పేజీలోని ప్రాజెక్టుల నుంచి; మిగతా అంకెలు కంపెనీ సొంతవి, వాటికి ప్రచురించిన టెస్ట్ రిపోర్ట్ లేదు. ${checked}న సరిచూశాం.`,
    capacityNote: "ఈ పేజీలోని ప్రాజెక్టుల మొత్తం",
  },
  about: {
    metaDescription: (product) => `${product} అంటే ఏమిటి, పైకప్పుపై పెట్టే సోలార్ ప్యానెళ్ల కంటే ఇది ఎలా భిన్నం, దీని ముఖ్యాంశాలు.`,
    whatIsHeading: (product) => `${product} అంటే ఏమిటి?`,
    differentHeading: (product) => `${product} ప్రత్యేకత ఏమిటి`,
    highlightsHeading: "ప్రోడక్ట్ ముఖ్యాంశాలు",
  },
  portfolio: {
    metaDescription: "Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు వేసిన ఇళ్లు, ఫ్యాక్టరీలు, కార్యాలయాలు, ఒక బస్ స్టాప్.",
    atAGlance: "మా ప్రాజెక్టులు ఒక్క చూపులో",
    pictures: (project) => `${project} చిత్రాలు`,
    videosHeading: "వీడియోలు",
    videosLabel: "ప్రాజెక్టుల వీడియోలు",
  },
  news: {
    metaDescription: "Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు గురించి వార్తలు, కార్యక్రమాలు.",
    listLabel: "వార్తలు & కార్యక్రమాలు",
  },
};
