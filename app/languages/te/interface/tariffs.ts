import type { tariffs as english } from "../../en/interface/tariffs.ts";

/** "<state>లో" ("in <state>"), with a zero-width non-joiner after a final virama: పంజాబ్‌లో, not పంజాబ్లో. */
const inState = (state: string) => (state.endsWith("\u0c4d") ? `${state}\u200cలో` : `${state}లో`);

export const tariffs: typeof english = {
  page: {
    metaTitle: (state) => `${inState(state)} సోలార్ ప్యానెల్స్: ఒక యూనిట్ కరెంటు ధర`,
    metaDescription: (state, effective, low, high) =>
      `${inState(state)} ఇంటి కరెంటు ఒక యూనిట్ ధర (${effective}): స్లాబ్‌ను బట్టి ₹ ${low} నుండి ₹ ${high} వరకు, ఆధారంతో సహా, సోలార్ పైకప్పుతో ఎంత ఆదా అవుతుందో కూడా.`,
    metaDescriptionNoFigures: (state) =>
      `${inState(state)} ఇంటి విద్యుత్ ఛార్జీలు (టారిఫ్): ప్రచురించిన స్లాబ్ వివరాలు ఇంకా దొరకలేదు; సోలార్ పైకప్పుతో ఎంత ఆదా అవుతుందో చూడండి.`,
    heading: (state) => `${inState(state)} సోలార్ ప్యానెల్స్`,
    kicker: "విద్యుత్ ఛార్జీలు (టారిఫ్), సోలార్‌తో ఆదా",
    subtitleBefore: "",
    // The name sits in its own element; the non-joiner keeps a final virama from joining "లో".
    subtitleAfter: "\u200cలో ఒక యూనిట్ కరెంటు ధర కింద ఇచ్చాం",
    noFigures: (state) =>
      `${inState(state)} ఇళ్లకు ప్రచురించిన విద్యుత్ ఛార్జీల వివరాలు మాకు దొరకలేదు, అందుకే ఇక్కడ ఏ అంకెలూ చూపడం లేదు. మీరు చెల్లించే రేటు మీ కరెంటు బిల్లులో ఉంటుంది; సోలార్ కాలిక్యులేటర్ దానితోనే లెక్క వేయగలదు.`,
    slabsLabel: (state) => `${inState(state)} టారిఫ్ స్లాబ్‌లు`,
    billNotesHeading: (state) => `${inState(state)} కరెంటు బిల్లులో ఇంకా ఏమేమి ఉంటాయి`,
    whySolarHeading: (state) => `${inState(state)} సోలార్ పైకప్పు ఎందుకు లాభం`,
    whySolarRange: (state, low, high) =>
      `${inState(state)} ఇళ్లు ఒక యూనిట్ కరెంటుకు ₹ ${low} నుండి ₹ ${high} వరకు చెల్లిస్తాయి, వాడకం ఒక్కో స్లాబ్ దాటే కొద్దీ రేటు పెరుగుతుంది. సోలార్ పైకప్పు తయారుచేసే ప్రతి యూనిట్ మీరు మీ అత్యధిక స్లాబ్ రేటుకు కొనక్కర్లేని యూనిట్, కాబట్టి ఎక్కువ కరెంటు వాడే ఇళ్లకే ఎక్కువ ఆదా.`,
    whySolarNoRange: (state) =>
      `${inState(state)} టారిఫ్ ఎంతైనా, సోలార్ పైకప్పు తయారుచేసే ప్రతి యూనిట్ మీరు గ్రిడ్ నుండి కొనక్కర్లేని యూనిట్; భారతదేశమంతటా ఏడాదిలో చాలా రోజులు ఎండ ఉంటుంది.`,
    arkaRoof: (state, from, to) =>
      `Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు అంటే పైకప్పే: వాన, వేడిని లోపలికి రానివ్వని ఫైబర్-సిమెంట్ బోర్డుకు అతికించిన సోలార్ సెల్స్. భారతదేశంలో ఎక్కడైనా లాగే ${inState(state)}నూ దీని అర్థం: పైకప్పుకూ విద్యుత్ ప్లాంటుకూ ఒకే కొనుగోలు, కింద చల్లని గది, మా జాబితాలోని ప్రాజెక్టుల్లో ${from} నుండి ${to} ఏళ్లలో తన ఖర్చు తానే తిరిగి తెచ్చుకున్న సిస్టమ్.`,
    estimateSavings: "మీ ఆదా అంచనా వేయండి",
    talkToTeam: "మా బృందంతో మాట్లాడండి",
    earlierHeading: (state) => `${inState(state)} గత టారిఫ్‌లు`,
    earlierIntro: "పై టారిఫ్ వీటి స్థానంలో వచ్చింది; రేట్లు ఎలా మారాయో మీరు చూడగలిగేలా వీటిని ఉంచాం.",
  },
  figures: {
    supplier: "సరఫరా సంస్థ",
    effective: "అమలు",
    order: "ఉత్తర్వు",
    source: "ఆధారం",
    stop: ".",
    periodWords: { month: "ఒక నెలకు", "two months": "రెండు నెలలకు", quarter: "ఒక త్రైమాసికానికి (మూడు నెలలకు)" },
    caveatLabels: {
      partial: "అసంపూర్ణ వివరాలు",
      superseded: "కొత్త ఉత్తర్వు",
      disputed: "నివేదికల్లో తేడా",
      conflict: "నివేదికల్లో తేడా",
      outdated: "పాతవి కావచ్చు",
    },
    outdatedUndated: "ఆధారంలో ఈ రేట్లకు తేదీ లేదు, కాబట్టి ఇవి పాతవి కావచ్చు.",
    outdatedSince: (year) => `ఈ రేట్లకు అత్యంత కొత్త ఆధారం ${year} నాటిది, కాబట్టి అప్పటి నుండి ఇవి మారి ఉండవచ్చు.`,
    latestBill: "మీరు చెల్లించే రేటు మీ తాజా బిల్లులో ఉంటుంది.",
    beforeSubsidy: (state) =>
      `ఇవి రాష్ట్ర సబ్సిడీకి ముందు నియంత్రణ మండలి నిర్ణయించిన రేట్లు; ${inState(state)} చాలా ఇళ్లు ఇంతకంటే తక్కువ చెల్లిస్తాయి. సబ్సిడీ ఎలా వర్తిస్తుందో కింది గమనికలు చెబుతాయి.`,
    billPeriod: (state, period) =>
      `${inState(state)} ఒక బిల్లు ${period} వస్తుంది: కింది స్లాబ్‌లు ఒక నెల యూనిట్లను కాదు, ఒక బిల్లు యూనిట్లను లెక్కిస్తాయి.`,
    caption: (heading, state, utility) => `${inState(state)} ${heading}: ${utility}`,
    earlierTariff: (heading) => `గత టారిఫ్: ${heading}`,
    inEnglish: "(ఇంగ్లీషులో)",
    calculatorSource: "ఒక బిల్ కాలిక్యులేటర్ సైట్, మాకు దొరికిన ఏకైక ప్రచురిత ప్రతి",
    freeUnitsHeading: (state) => `${inState(state)} ఉచిత యూనిట్లు, రాష్ట్ర పథకాలు`,
    checked: (checkedOn, reviewBy) =>
      `ఈ పేజీలో పేర్కొన్న ఆధారాలతో ఈ అంకెలను ${checkedOn}న సరిచూశాం; తదుపరి సమీక్ష ${reviewBy} లోపు.`,
    dueForReview: (reviewBy) => `సమీక్ష బాకీ: ఈ అంకెలను ${reviewBy} లోపు మళ్లీ సరిచూడాల్సి ఉంది, కాబట్టి ఇవి మారి ఉండవచ్చు.`,
  },
  table: {
    columns: { condition: "షరతు", low: "స్లాబ్ మొదలు", high: "స్లాబ్ చివర", rate: "రేటు" },
    per: { month: "నెలకు", "two months": "రెండు నెలలకు", quarter: "త్రైమాసికానికి" },
    unit: (per, beforeSubsidy) =>
      `స్లాబ్‌లు ${per} వాడిన యూనిట్లను (kWh) లెక్కిస్తాయి; రేట్లు యూనిట్‌కు రూపాయల్లో${beforeSubsidy ? ", రాష్ట్ర సబ్సిడీకి ముందు" : ""}.`,
    andAbove: "ఆపైన",
    flatCharge: "స్థిర మొత్తం (షరతు చూడండి)",
    free: "ఉచితం",
    source: "ఆధారం",
  },
  locator: {
    title: (state) => `${state} వద్ద గుర్తుతో భారతదేశ పటం`,
    caption: (state) => `${state} (సుమారు స్థానం)`,
  },
  stateSearch: {
    heading: "మీ రాష్ట్రంలో విద్యుత్ ఛార్జీలు (టారిఫ్)",
    intro: "మీ ప్రాంతంలో ఒక యూనిట్ కరెంటు ఎంతో, Arka పైకప్పుతో ఎంత ఆదా అవుతుందో చూడండి.",
    selectState: "రాష్ట్రాన్ని ఎంచుకోండి",
    submit: "చూడండి",
    chooseState: "విద్యుత్ ఛార్జీలు చూడటానికి దయచేసి ఒక రాష్ట్రాన్ని ఎంచుకోండి.",
  },
};
