import type { pages as english } from "../../en/interface/pages.ts";

export const pages: typeof english = {
  outcome: {
    description: (product) => `${product}కు మీరు పంపిన అభ్యర్థన ఫలితం.`,
  },
  contact: {
    metaDescription: (product) =>
      `సికింద్రాబాద్, తెలంగాణలోని ${product}కు కాల్ చేయండి, ఈమెయిల్ చేయండి లేదా నేరుగా రండి, లేదా మాకు సందేశం పంపండి.`,
    ourLocation: "మా చిరునామా",
    leaveAMessage: "సందేశం పంపండి",
    talkToTeam: "మా బృందంతో మాట్లాడండి",
    mapTitle: (company, city) => `${company}, ${city} చూపే మ్యాప్`,
    mapAlt: (city, state) => `మా కార్యాలయాన్ని గుర్తించిన ${city}, ${state} మ్యాప్`,
    getDirections: "దారి చూడండి",
  },
  landing: {
    metaTitle: (product) => `${product} ఇంటిగ్రేటెడ్ సోలార్ పైకప్పుకు కొటేషన్ పొందండి`,
    metaDescription: (product) => `${product} ఇంటిగ్రేటెడ్ సోలార్ పైకప్పుకు కొటేషన్ పొందండి: పైకప్పు, పవర్ ప్లాంట్ రెండూ ఒక్కటే.`,
    jump: {
      keyFeatures: "ముఖ్య ప్రత్యేకతలు",
      certifications: "సర్టిఫికేషన్లు",
      featuredOn: "మీడియాలో",
      gallery: "గ్యాలరీ",
    },
    onThisPage: "ఈ పేజీలో",
    heading: (product) => `${product} ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు`,
    highlights: "ముఖ్యాంశాలు",
    keyFeatures: "ముఖ్య ప్రత్యేకతలు",
    certifications: "సర్టిఫికేషన్లు",
    featuredOn: "మీడియాలో",
    gallery: "గ్యాలరీ",
    galleryPictures: "గ్యాలరీ చిత్రాలు",
    logoLabel: (product) => `${product} ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు`,
    preferChat: "మాట్లాడటం కంటే రాయడం ఇష్టమా? మేము WhatsAppలో కూడా జవాబిస్తాం.",
  },
  blog: {
    metaDescription:
      "భారతీయ ఇళ్లు, ఫ్యాక్టరీల కోసం సోలార్ పైకప్పులపై వ్యాసాలు: వాతావరణం, ఆదా, సబ్సిడీలు, పెట్టుబడి ఎన్నేళ్లలో తిరిగి వస్తుంది, సోలార్ పదకోశం.",
    articleTitle: (heading) => `${heading} (ఇంగ్లీష్‌లో)`,
    articles: "వ్యాసాలు",
    readMore: "ఇంకా చదవండి",
    postedOn: "ప్రచురణ: ",
    byAuthor: (author) => ` | రచయిత: ${author}`,
    moreArticles: "మరిన్ని వ్యాసాలు",
    allArticles: "అన్ని వ్యాసాలు",
  },
  legal: {
    metaDescription: (heading, product) => `${product} ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు: ${heading}.`,
    lastUpdated: "చివరిగా నవీకరించినది: ",
    contents: "విషయసూచిక",
  },
  dealers: {
    title: "మీ దగ్గరలోని డీలర్‌ను కనుగొనండి",
    metaDescription:
      "భారతదేశం అంతటా Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు డీలర్లు: మీ పిన్ కోడ్ దగ్గర ఉన్న డీలర్‌ను కనుగొని, కాల్ లేదా WhatsApp చేయండి.",
    intro: "Arka డీలర్లు తమ ప్రాంతంలో ఇంటిగ్రేటెడ్ సోలార్ పైకప్పును అమర్చి, సర్వీస్ చేస్తారు. మీ దగ్గరలోని డీలర్‌కు కాల్ లేదా WhatsApp చేయండి.",
    searchHeading: "వెతకండి",
    search: "మీ పిన్ కోడ్",
    searchButton: "డీలర్లను వెతకండి",
    showAll: "డీలర్లందరినీ చూపించండి",
    inDistrict: (district) => `${district}లో డీలర్లు`,
    inState: (state) => `${state}లోని ఇతర ప్రాంతాల్లో`,
    noneNear: (district, state) => `${district}, ${state}లో ఇంకా ఏ డీలర్ జాబితాలో లేరు. మా బృందం నేరుగా మీకు సహాయం చేయగలదు.`,
    none: "ఇంకా ఏ డీలర్ జాబితాలో లేరు. మా బృందం నేరుగా మీకు సహాయం చేయగలదు.",
    unknownPincode: (pincode) => `పిన్ కోడ్ ${pincode} మాకు తెలియదు. దయచేసి దాన్ని సరిచూడండి, లేదా కింద మీ రాష్ట్రాన్ని ఎంచుకోండి.`,
    call: "కాల్ చేయండి",
    whatsApp: "WhatsApp",
    enquire: "మాకు విచారణ పంపండి",
    loading: "డీలర్ల జాబితా లోడ్ అవుతోంది…",
    failed: "డీలర్ల జాబితా లోడ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి, లేదా మాకు విచారణ పంపండి.",
    whatsAppGreeting: (name, product) =>
      `నమస్తే ${name}, మీ వివరాలు ${product} వెబ్‌సైట్‌లో చూశాను. ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు గురించి తెలుసుకోవాలనుకుంటున్నాను.`,
  },
};
