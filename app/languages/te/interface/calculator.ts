import type { calculator as english } from "../../en/interface/calculator.ts";

/** "1 ఏడాది", "10 ఏళ్లు" and their case forms ("10 ఏళ్లలో", "10 ఏళ్లకు"). */
const yearsWord = (years: number, one: string, many: string) => `${years} ${years === 1 ? one : many}`;

/**
 * The cited sources' names, versions and dates (app/modules/calculator, published in English) in Telugu.
 * One this table does not know (a source changed there) is cited as published, never with the old one's words.
 */
const citedInTelugu: Readonly<Record<string, string>> = {
  "weighted average emission rate of the grid, 2022-23": "గ్రిడ్ భారిత సగటు ఉద్గార రేటు (2022-23)",
  "Central Electricity Authority, CO2 Baseline Database for the Indian Power Sector":
    "కేంద్ర విద్యుత్ ప్రాధికార సంస్థ, భారత విద్యుత్ రంగం CO2 బేస్‌లైన్ డేటాబేస్",
  "version 19.0": "సంచిక 19.0",
  "December 2023": "డిసెంబర్ 2023",
  "Ministry of New and Renewable Energy (MNRE)": "కొత్త, పునరుత్పాదక ఇంధన మంత్రిత్వ శాఖ (MNRE)",
  "PM Surya Ghar: Muft Bijli Yojana": "పీఎం సూర్య ఘర్: ముఫ్త్ బిజ్లీ యోజన",
  "Operational guidelines for the residential rooftop solar component": "గృహ రూఫ్‌టాప్ సోలార్ విభాగం అమలు మార్గదర్శకాలు",
  "March 2024": "మార్చి 2024",
  "Union Cabinet approval of 29 February 2024, reported by The New Indian Express":
    "29 ఫిబ్రవరి 2024 కేంద్ర మంత్రివర్గ ఆమోదం, ద న్యూ ఇండియన్ ఎక్స్‌ప్రెస్ కథనం",
  "1 March 2024": "1 మార్చి 2024",
  "Union Cabinet approval of PM Surya Ghar: Muft Bijli Yojana (Press Information Bureau, 29 February 2024) and public-sector banks' scheme loan pages such as State Bank of India's (2024)":
    "పీఎం సూర్య ఘర్: ముఫ్త్ బిజ్లీ యోజనకు కేంద్ర మంత్రివర్గ ఆమోదం (పత్రికా సమాచార కార్యాలయం, PIB, 29 ఫిబ్రవరి 2024), ప్రభుత్వ రంగ బ్యాంకుల పథకం రుణ పేజీలు, ఉదాహరణకు స్టేట్ బ్యాంక్ ఆఫ్ ఇండియా పేజీ (2024)",
};
const cite = (published: string) => citedInTelugu[published] ?? published;

/** Telugu: the solar calculator page (terms from app/languages/te/glossary.md; figures arrive formatted). */
export const calculator: typeof english = {
  meta: {
    description: "మీ కరెంటు బిల్లు, వాడే యూనిట్లు, పైకప్పు విస్తీర్ణం ఆధారంగా సోలార్ పైకప్పు సామర్థ్యం, ధర, ఆదాను అంచనా వేయండి.",
  },
  format: {
    units: (value) => `${value} యూనిట్లు`,
    tonnes: (value) => `${value} టన్నులు`,
    lakhRupees: (value) => `₹${value}\u00a0లక్షలు`,
  },
  years: (years) => yearsWord(years, "ఏడాది", "ఏళ్లు"),
  yearsUnit: (years) => (years === 1 ? "ఏడాది" : "ఏళ్లు"),

  form: {
    heading: "మీ సోలార్ పైకప్పును అంచనా వేయండి",
    product: "ప్రోడక్ట్",
    productNames: {
      conventional: "సంప్రదాయ పైకప్పు",
      inroof: "ఇన్‌రూఫ్",
      integrated: "ఇంటిగ్రేటెడ్ పైకప్పు",
    },
    propertyType: "భవనం రకం",
    propertyTypeNames: { residential: "గృహ", industrial: "పారిశ్రామిక" },
    fields: {
      bill: { label: "నెలకు కరెంటు బిల్లు", unit: "₹" },
      units: { label: "నెలకు వాడే యూనిట్లు", unit: "యూనిట్లు" },
      area: { label: "పైకప్పు విస్తీర్ణం", unit: "చదరపు అడుగులు" },
    },
    slider: (label) => `${label} స్లైడర్`,
    limits: (min, max) => `${min} నుంచి ${max}`,
    unitsEstimated: { before: "· మీ బిల్లు నుంచి అంచనా: నెలకు ", after: " యూనిట్లు (కింద చూడండి)" },
    yearsLabel: "ఎన్ని ఏళ్లు",
    stateLabel: "రాష్ట్రం (ఐచ్ఛికం)",
    statePlaceholder: "మీ రాష్ట్రాన్ని ఎంచుకోండి",
    stateHint: "ఇళ్లకు వచ్చే కేంద్ర సబ్సిడీని కలుపుతుంది; యూనిట్లను 0గా వదిలేస్తే, మీ బిల్లు నుంచి వాటిని అంచనా వేస్తుంది.",
    submit: "లెక్కించండి",
  },

  results: {
    heading: "మీ అంచనా",
    size: "సిస్టమ్ సామర్థ్యం",
    output: "నెలకు విద్యుత్ ఉత్పత్తి",
    price: "సిస్టమ్ ధర (స్ట్రక్చర్ లేకుండా)",
    savings: (years) => `${yearsWord(years, "ఏడాదిలో", "ఏళ్లలో")} మొత్తం ఆదా`,
    empty: "అంచనా చూడటానికి మీ నెలవారీ బిల్లు, యూనిట్లు, పైకప్పు విస్తీర్ణం నమోదు చేయండి (అన్నీ సున్నా కంటే ఎక్కువ).",
    quote: "ఈ సిస్టమ్‌కు కొటేషన్ పొందండి",
    announcement: (size, price, years, savings, emi) =>
      `సిస్టమ్ సామర్థ్యం ${size}, ధర ${price}, ${yearsWord(years, "ఏడాదిలో", "ఏళ్లలో")} ఆదా ${savings}, రుణం EMI నెలకు ${emi}.`,
    contactSection: "మా బృందంతో మాట్లాడండి",
  },

  loan: {
    legend: "సోలార్ రుణం",
    rateLabel: "వడ్డీ రేటు",
    rateUnit: "% ఏడాదికి",
    rateLimits: (min, max) => `${min} నుంచి ${max}% ఏడాదికి`,
    tenureLabel: "రుణ కాలపరిమితి",
    tenureUnit: "ఏళ్లు",
    tenureLimits: (min, max) => `${min} నుంచి ${max} ఏళ్లు`,
    terms: (rate, years, amount, size) =>
      `మొదట ఇక్కడ పీఎం సూర్య ఘర్ పథకం కింద ప్రభుత్వ రంగ బ్యాంకుల రుణ నిబంధనలు ఉంటాయి: ఏడాదికి సుమారు ${rate} వడ్డీ, ${years} ఏళ్ల వరకు తిరిగి చెల్లింపు; ${size} వరకు సిస్టమ్‌లకు తాకట్టు లేని రుణ పరిమితి ${amount}.`,
    checkWithBank:
      "వడ్డీ రేట్లు RBI రెపో రేటును బట్టి మారుతాయి, ప్రతి బ్యాంకు తన సొంత నిబంధనలు పెడుతుంది: ప్రస్తుత రేటును మీ బ్యాంకులో తెలుసుకోండి.",
    source: (recorded, source) => `ఆధారం: ${cite(source)}. ${recorded}న నమోదు చేశాం.`,
    heading: "సోలార్ రుణం",
    savings: "నెలకు ఆదా",
    emi: "నెలవారీ రుణ EMI",
    change: "వడ్డీ రేటు లేదా కాలపరిమితి మార్చండి",
    beyondScheme: (size, amount) =>
      `సిస్టమ్ ${size} దాటినా, రుణం ${amount} దాటినా పథకంలోని తాకట్టు లేని రుణం వర్తించదు: బ్యాంకులు తమ సాధారణ నిబంధనలపై, తరచుగా ఎక్కువ వడ్డీకి రుణం ఇస్తాయి.`,
    financedAfterSubsidy: (subsidy) => `${subsidy} సబ్సిడీ తీసివేశాక ధర`,
    financedChooseState: "సిస్టమ్ ధర; సబ్సిడీ చూడటానికి మీ రాష్ట్రాన్ని ఎంచుకోండి",
    financedSubsidyNotTaken: "సిస్టమ్ ధర; సబ్సిడీ తీసివేయలేదు, కింద చూడండి",
    financedPrice: "సిస్టమ్ ధర",
    exceedsSaving: (emi, saving, gap) =>
      `వాయిదా పైకప్పు ఆదా కంటే ఎక్కువ: నెలకు ${emi} వాయిదా, ఆదా ${saving} మాత్రమే, కాబట్టి రుణం తీరే వరకు మీరు ఆదా కంటే నెలకు ${gap} ఎక్కువ చెల్లిస్తారు. ఎక్కువ కాలపరిమితి లేదా తక్కువ వడ్డీ రేటుతో వాయిదా తగ్గుతుంది.`,
    monthBasis:
      "నెలకు ఆదా: నెలకు విద్యుత్ ఉత్పత్తి (పైన చెప్పినట్లు 30 రోజులు) మీ బిల్లులో యూనిట్ ధర ప్రకారం, కాబట్టి ఇది మీ బిల్లు కంటే ఎప్పుడూ ఎక్కువ కాదు. మొత్తం ఆదాలో ఏడాదికి 365 రోజులు లెక్కిస్తాం.",
    basis: (principal, financed, rate, years, interest) =>
      `${principal} (${financed}) పై ఏడాదికి ${rate} వడ్డీతో ${yearsWord(years, "ఏడాదికి", "ఏళ్లకు")}: మొత్తం వడ్డీ ${interest}.`,
  },

  extras: {
    heading: "మీ పైకప్పుకు మరిన్ని అంచనాలు",
    intro:
      "ఇవి పై కాలిక్యులేటర్‌కు మించిన వివరాలు. బహిరంగ గణాంకాల నుంచి వేసిన అంచనాలు ఇవి, ప్రతి దానికీ ఆధారం ఇచ్చాం; నమ్మదగిన సంఖ్య మా బృందం ఇచ్చే కొటేషనే.",
    estimateTag: "అంచనా",
    co2: {
      heading: "తగ్గిన CO2 ఉద్గారాలు",
      perYear: "ఏడాదికి",
      over: (years) => yearsWord(years, "ఏడాదిలో", "ఏళ్లలో"),
      source: (kgPerKwh, checked, basis, source, version, date) =>
        `పైకప్పు ఏడాది ఉత్పత్తిని ${cite(basis)}తో గుణించి: యూనిట్‌కు ${kgPerKwh} కిలోల CO2. ఆధారం: ${cite(source)}, ${cite(version)}, ${cite(date)}. ${checked}న సరిచూశాం.`,
    },
    units: {
      heading: "మీ బిల్లు నుంచి యూనిట్లు",
      perMonth: (units) => `నెలకు ${units} యూనిట్లు`,
      explained: (bill, region) =>
        `${region} గృహ విద్యుత్ ఛార్జీల ప్రకారం నెలకు ${bill} బిల్లుకు వచ్చే యూనిట్లు ఇవి. స్థిర ఛార్జీలు, విద్యుత్ సుంకం, ఇంధన సర్‌ఛార్జీలు లెక్కలోకి తీసుకోలేదు, కాబట్టి మీ అసలు యూనిట్లు తక్కువ ఉండవచ్చు: మీ బిల్లులో యూనిట్లు ఉంటే వాటినే నమోదు చేయండి.`,
      sourceBefore: (utility, effective) => `ఆధారం: ${utility} టారిఫ్, ${effective} (`,
      sourceLink: "ప్రచురించిన స్లాబ్‌లు",
      sourceAfter: (checked) => `). ${checked}న సరిచూశాం.`,
      noRegion:
        "బిల్లు మొత్తం మాత్రమే తెలుసా? మీ రాష్ట్రాన్ని ఎంచుకుని యూనిట్లను 0గా ఉంచండి: ఆ రాష్ట్ర విద్యుత్ ఛార్జీల నుంచి మేం యూనిట్లను అంచనా వేస్తాం.",
      noTariff: (region) =>
        `${region} విద్యుత్ ఛార్జీల వివరాలు ఇంకా మా దగ్గర లేవు, కాబట్టి దయచేసి మీ బిల్లులోని యూనిట్లను నమోదు చేయండి.`,
      notResidential: "ఈ అంచనా గృహ విద్యుత్ ఛార్జీలతో వేస్తాం, కాబట్టి ఇది ఇళ్లకు మాత్రమే: దయచేసి మీ బిల్లులోని యూనిట్లను నమోదు చేయండి.",
      typed: "మీరు యూనిట్లు నమోదు చేశారు, కాబట్టి కాలిక్యులేటర్ వాటినే వాడుతుంది. మీ బిల్లు నుంచి అంచనా కావాలంటే యూనిట్లను 0 చేయండి.",
    },
    subsidy: {
      heading: "పీఎం సూర్య ఘర్ సబ్సిడీ",
      notResidential: "కేంద్ర సబ్సిడీ ఇళ్లకు మాత్రమే; పారిశ్రామిక సిస్టమ్‌లకు వర్తించదు, కాబట్టి ఈ అంచనాలో సబ్సిడీ తీసివేయలేదు.",
      noRegion: "ఇళ్లకు వచ్చే కేంద్ర సబ్సిడీ చూడటానికి మీ రాష్ట్రాన్ని ఎంచుకోండి.",
      noSize: "మీ సిస్టమ్ సామర్థ్యానికి వచ్చే సబ్సిడీ చూడటానికి మీ బిల్లు, యూనిట్లు, పైకప్పు విస్తీర్ణం నమోదు చేయండి.",
      central: "కేంద్ర సబ్సిడీ",
      afterSubsidy: "సబ్సిడీ తర్వాత ధర",
      rates: (firstTwoKw, thirdKw, specialRegion) =>
        `మొదటి 2 kW వరకు ఒక్కో kW కు ₹${firstTwoKw}, మూడో kW కు ₹${thirdKw}, 3 kW పైన ఏమీ రాదు${
          specialRegion ? ` (${specialRegion} వంటి ప్రత్యేక కేటగిరీ రాష్ట్రాల్లో ఎక్కువ రేటు)` : ""
        }. పథకం జాతీయ పోర్టల్‌లో దరఖాస్తు చేసే, గ్రిడ్‌కు అనుసంధానమైన ఇళ్లకు ఇది వర్తిస్తుంది; ఇన్‌స్టలేషన్ తర్వాత డబ్బు మీ బ్యాంకు ఖాతాలో జమ అవుతుంది.`,
      schemeAmount: (amount, size) => `${size} గృహ సిస్టమ్‌కు పథకం ${amount} ఇస్తుంది.`,
      conditionsHeading: "Arka పైకప్పుకు ఇది వర్తిస్తుందా?",
      conditions: {
        registeredVendor: "పథకం జాతీయ పోర్టల్‌లో నమోదైన వెండర్ అమ్మి, అమర్చినది",
        domesticCells: "ఆమోదిత జాబితా (ALMM జాబితా-II) లోని భారత్‌లో తయారైన సెల్స్‌తో మాడ్యూల్స్, 1 జూన్ 2026 నుంచి తప్పనిసరి",
      },
      conditionStatus: { yes: "అవును", no: "లేదు", unconfirmed: "ఇంకా నిర్ధారించలేదు" },
      conditionsChecked: (date) => `${date}న Arka నిర్ధారించిన ప్రకారం.`,
      unconfirmed: (amount) =>
        `Arka పైకప్పులకు రెండు షరతులనూ మేం ఇంకా నిర్ధారించలేదు, కాబట్టి ఈ అంచనాలో ధర నుంచి ${amount} తీసివేయలేదు. సబ్సిడీపై ఆధారపడే ముందు మా బృందాన్ని అడగండి.`,
      notEligible: (amount) =>
        `Arka పైకప్పులు ఈరోజు అన్ని షరతులనూ నెరవేర్చవు, కాబట్టి ఈ అంచనాలో ధర నుంచి ${amount} తీసివేయలేదు.`,
      belowBenchmark: (
        price,
        pricePerKw,
        benchmarkCost,
        firstTwoKwRate,
        firstTwoKwBenchmark,
        thirdKwRate,
        afterTwoKwBenchmark,
        amount,
      ) =>
        `ఈ సామర్థ్యం గల సిస్టమ్‌కు కాలిక్యులేటర్ ధర ${price} (kW కు ${pricePerKw}), ఇలాంటి సిస్టమ్‌కు పథకం అనుకునే ఖర్చు ${benchmarkCost} కంటే తక్కువ: మొదటి 2 kW కు దాని ${firstTwoKwRate} (kW కు) ${firstTwoKwBenchmark} బెంచ్‌మార్క్ ఖర్చులో 60%, మూడో kW కు ${thirdKwRate} అంటే ${afterTwoKwBenchmark} లో 40%. సబ్సిడీ అసలు సిస్టమ్ ధరలో ఒక వాటా, కాబట్టి ఇంత తక్కువ ధర నుంచి ఈ అంచనా ${amount} తీసివేయదు; అసలు ధర, దానిపై సబ్సిడీ మా బృందం కొటేషన్‌లో ఉంటాయి.`,
      benchmarkSource: (source, date) => `బెంచ్‌మార్క్ ఖర్చు: ${cite(source)}, ${cite(date)} (`,
      benchmarkLink: "కథనం",
      benchmarkSourceAfter: ").",
      source: (checked, publisher, scheme, document, date) =>
        `ఆధారం: ${cite(publisher)}, ${cite(scheme)}, ${cite(document)}, ${cite(date)}. ${checked}న సరిచూశాం.`,
    },
    savings: {
      heading: "ఏడాది వారీగా ఆదా",
      chartSummary: (first, last, lastYear) =>
        `మొత్తం ఆదా 1వ ఏడాది తర్వాత ${first} నుంచి ${lastYear}వ ఏడాది తర్వాత ${last} వరకు పెరుగుతుంది. అంకెలు కింది పట్టికలో ఉన్నాయి.`,
      chartEmpty: "ఇంకా చూపించడానికి ఆదా ఏమీ లేదు.",
      caption: (years) =>
        `కాలిక్యులేటర్ సూత్రంతో ఇప్పటివరకు పోగైన ఆదా, ఈరోజు బిల్లులో యూనిట్ ధర ప్రకారం ${yearsWord(years, "ఏడాదికి", "ఏళ్లకు")}; విద్యుత్ ఛార్జీలు పెరిగితే ఆదా ఇంకా పెరుగుతుంది.`,
      showTable: "అంకెలను పట్టికలో చూడండి",
      tableCaption: "ఏడాది వారీగా మొత్తం ఆదా",
      year: "ఏడాది",
      savingsSoFar: "ఇప్పటివరకు ఆదా",
    },
  },
};
