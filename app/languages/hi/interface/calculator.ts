import type { calculator as english } from "../../en/interface/calculator.ts";

/**
 * The cited sources' names, versions and dates (app/modules/calculator, published in English) in Hindi. One
 * this table does not know (a source changed there) is cited as published, never with the old one's words.
 */
const citedInHindi: Readonly<Record<string, string>> = {
  "weighted average emission rate of the grid, 2022-23": "ग्रिड की भारित औसत उत्सर्जन दर (2022-23)",
  "Central Electricity Authority, CO2 Baseline Database for the Indian Power Sector":
    "केंद्रीय विद्युत प्राधिकरण, भारतीय बिजली क्षेत्र का CO2 बेसलाइन डेटाबेस",
  "version 19.0": "संस्करण 19.0",
  "December 2023": "दिसंबर 2023",
  "Ministry of New and Renewable Energy (MNRE)": "नवीन और नवीकरणीय ऊर्जा मंत्रालय (MNRE)",
  "PM Surya Ghar: Muft Bijli Yojana": "पीएम सूर्य घर: मुफ्त बिजली योजना",
  "Operational guidelines for the residential rooftop solar component":
    "रूफटॉप सोलर के आवासीय हिस्से के परिचालन दिशानिर्देश",
  "March 2024": "मार्च 2024",
  "Union Cabinet approval of 29 February 2024, reported by The New Indian Express":
    "29 फ़रवरी 2024 की केंद्रीय मंत्रिमंडल की मंज़ूरी, द न्यू इंडियन एक्सप्रेस की रिपोर्ट",
  "1 March 2024": "1 मार्च 2024",
  "Union Cabinet approval of PM Surya Ghar: Muft Bijli Yojana (Press Information Bureau, 29 February 2024) and public-sector banks' scheme loan pages such as State Bank of India's (2024)":
    "पीएम सूर्य घर: मुफ्त बिजली योजना को केंद्रीय मंत्रिमंडल की मंज़ूरी (पत्र सूचना कार्यालय, PIB, 29 फ़रवरी 2024) और सरकारी बैंकों के योजना-लोन वाले पेज, जैसे भारतीय स्टेट बैंक का (2024)",
};
const cite = (published: string) => citedInHindi[published] ?? published;

/** Hindi: the solar calculator page (terms from app/languages/hi/glossary.md; figures arrive formatted). */
export const calculator: typeof english = {
  meta: {
    description: "अपने बिजली के बिल, खपत यूनिट और छत के क्षेत्रफल से सोलर छत का आकार, कीमत और बचत का अनुमान लगाएँ।",
  },
  format: {
    units: (value) => `${value} यूनिट`,
    tonnes: (value) => `${value} टन`,
    lakhRupees: (value) => `₹${value}\u00a0लाख`,
  },
  years: (years) => `${years} साल`,
  yearsUnit: () => "साल",

  form: {
    heading: "अपनी सोलर छत का अनुमान लगाएँ",
    product: "प्रोडक्ट",
    productNames: {
      conventional: "पारंपरिक छत",
      inroof: "इनरूफ",
      integrated: "इंटीग्रेटेड छत",
    },
    propertyType: "भवन का प्रकार",
    propertyTypeNames: { residential: "आवासीय", industrial: "औद्योगिक" },
    fields: {
      bill: { label: "हर महीने बिजली का बिल", unit: "₹" },
      units: { label: "हर महीने खपत यूनिट", unit: "यूनिट" },
      area: { label: "छत का क्षेत्रफल", unit: "वर्ग फुट" },
    },
    slider: (label) => `${label} स्लाइडर`,
    limits: (min, max) => `${min} से ${max}`,
    unitsEstimated: { before: "· आपके बिल से अनुमान: हर महीने ", after: " यूनिट (नीचे देखें)" },
    yearsLabel: "साल",
    stateLabel: "राज्य (वैकल्पिक)",
    statePlaceholder: "अपना राज्य चुनें",
    stateHint:
      "इससे घरों को मिलने वाली केंद्रीय सब्सिडी जुड़ जाती है, और यूनिट 0 छोड़ने पर आपके बिल से यूनिट का अनुमान लग जाता है।",
    submit: "हिसाब लगाएँ",
  },

  results: {
    heading: "आपका अनुमान",
    size: "सिस्टम का आकार",
    output: "हर महीने बिजली उत्पादन",
    price: "सिस्टम की कीमत (स्ट्रक्चर के बिना)",
    savings: (years) => `${years} साल में कुल बचत`,
    empty: "अनुमान देखने के लिए अपना मासिक बिल, यूनिट और छत का क्षेत्रफल भरें (सभी शून्य से ज़्यादा)।",
    quote: "इस सिस्टम का कोटेशन पाएँ",
    announcement: (size, price, years, savings, emi) =>
      `सिस्टम का आकार ${size}, कीमत ${price}, ${years} साल में बचत ${savings}, लोन की EMI ${emi} हर महीने।`,
    contactSection: "हमारी टीम से बात करें",
  },

  loan: {
    legend: "सोलर लोन",
    rateLabel: "ब्याज दर",
    rateUnit: "% सालाना",
    rateLimits: (min, max) => `${min} से ${max}% सालाना`,
    tenureLabel: "लोन की अवधि",
    tenureUnit: "साल",
    tenureLimits: (min, max) => `${min} से ${max} साल`,
    terms: (rate, years, amount, size) =>
      `शुरुआत में यहाँ पीएम सूर्य घर योजना के तहत सरकारी बैंकों के लोन की शर्तें भरी हैं: लगभग ${rate} सालाना ब्याज, ${years} साल तक में चुकाना, और ${size} तक के सिस्टम के लिए ${amount} तक का लोन बिना गिरवी के।`,
    checkWithBank:
      "ब्याज दरें RBI की रेपो दर के साथ बदलती हैं और हर बैंक अपनी शर्तें खुद तय करता है: आज की दर अपने बैंक से पूछ लें।",
    source: (recorded, source) => `स्रोत: ${cite(source)}। ${recorded} को दर्ज किया गया।`,
    heading: "सोलर लोन",
    savings: "हर महीने बचत",
    emi: "हर महीने लोन की EMI",
    change: "ब्याज दर या अवधि बदलें",
    beyondScheme: (size, amount) =>
      `${size} से बड़े सिस्टम और ${amount} से ज़्यादा के लोन योजना के बिना गिरवी वाले लोन में नहीं आते: बैंक अपनी सामान्य शर्तों पर लोन देते हैं, अक्सर ज़्यादा ब्याज पर।`,
    financedAfterSubsidy: (subsidy) => `${subsidy} सब्सिडी घटाने के बाद की कीमत`,
    financedChooseState: "सिस्टम की कीमत; सब्सिडी देखने के लिए अपना राज्य चुनें",
    financedSubsidyNotTaken: "सिस्टम की कीमत; सब्सिडी घटाई नहीं गई है, नीचे देखें",
    financedPrice: "सिस्टम की कीमत",
    exceedsSaving: (emi, saving, gap) =>
      `किस्त छत से होने वाली बचत से ज़्यादा है: हर महीने ${emi} की किस्त, जबकि बचत ${saving}, यानी लोन चुकने तक आप हर महीने बचत से ${gap} ज़्यादा देंगे। लंबी अवधि या कम ब्याज दर से किस्त घटती है।`,
    monthBasis:
      "हर महीने बचत: हर महीने का बिजली उत्पादन (30 दिन, जैसा ऊपर) आपके बिल की प्रति यूनिट दर पर, इसलिए यह आपके बिल से ज़्यादा कभी नहीं होती। कुल बचत में साल के 365 दिन गिने जाते हैं।",
    basis: (principal, financed, rate, years, interest) =>
      `${principal} (${financed}) पर ${rate} सालाना ब्याज से ${years} साल के लिए: कुल ब्याज ${interest}।`,
  },

  extras: {
    heading: "आपकी छत के लिए और अनुमान",
    intro:
      "ये ऊपर के कैलकुलेटर से आगे की जानकारी है। ये सार्वजनिक आँकड़ों पर आधारित अनुमान हैं और हर एक के साथ उसका स्रोत दिया गया है; भरोसे लायक आँकड़ा हमारी टीम का कोटेशन ही है।",
    estimateTag: "अनुमान",
    co2: {
      heading: "CO2 उत्सर्जन में कमी",
      perYear: "हर साल",
      over: (years) => `${years} साल में`,
      source: (kgPerKwh, checked, basis, source, version, date) =>
        `छत के सालाना बिजली उत्पादन को ${cite(basis)} से गुणा करके: ${kgPerKwh} किलो CO2 प्रति यूनिट। स्रोत: ${cite(source)}, ${cite(version)}, ${cite(date)}। ${checked} को जाँचा गया।`,
    },
    units: {
      heading: "आपके बिल से यूनिट",
      perMonth: (units) => `हर महीने ${units} यूनिट`,
      explained: (bill, region) =>
        `${region} की घरेलू बिजली दर पर ${bill} के मासिक बिल में इतनी यूनिट आती हैं। फिक्स्ड चार्ज, बिजली शुल्क और ईंधन अधिभार इसमें नहीं गिने गए हैं, इसलिए आपकी असली यूनिट कम हो सकती हैं: अगर आपके बिल पर यूनिट लिखी हैं, तो वही भरें।`,
      sourceBefore: (utility, effective) => `स्रोत: ${utility} टैरिफ, ${effective} (`,
      sourceLink: "प्रकाशित स्लैब",
      sourceAfter: (checked) => `)। ${checked} को जाँचा गया।`,
      noRegion:
        "सिर्फ़ बिल की रकम पता है? अपना राज्य चुनें और यूनिट 0 रहने दें: हम उस राज्य की बिजली दर से यूनिट का अनुमान लगा देंगे।",
      noTariff: (region) => `${region} की बिजली दर अभी हमारे पास नहीं है, इसलिए कृपया अपने बिल से यूनिट भरें।`,
      notResidential: "यह अनुमान घरेलू बिजली दरों पर आधारित है, इसलिए सिर्फ़ घरों के लिए है: कृपया अपने बिल से यूनिट भरें।",
      typed: "आपने यूनिट खुद भरी हैं, इसलिए कैलकुलेटर उन्हीं को लेता है। बिल से अनुमान लगवाने के लिए यूनिट 0 कर दें।",
    },
    subsidy: {
      heading: "पीएम सूर्य घर सब्सिडी",
      notResidential:
        "केंद्रीय सब्सिडी घरों के लिए है; औद्योगिक सिस्टम इसके दायरे में नहीं आते, इसलिए इस अनुमान में कोई सब्सिडी नहीं घटाई गई।",
      noRegion: "घरों को मिलने वाली केंद्रीय सब्सिडी देखने के लिए अपना राज्य चुनें।",
      noSize: "अपने सिस्टम के आकार पर सब्सिडी देखने के लिए अपना बिल, यूनिट और छत का क्षेत्रफल भरें।",
      central: "केंद्रीय सब्सिडी",
      afterSubsidy: "सब्सिडी के बाद कीमत",
      rates: (firstTwoKw, thirdKw, specialRegion) =>
        `पहले 2 kW के लिए ₹${firstTwoKw} प्रति kW, तीसरे kW के लिए ₹${thirdKw}, 3 kW से ऊपर कुछ नहीं${
          specialRegion ? ` (${specialRegion} जैसे विशेष श्रेणी वाले राज्यों में ऊँची दर)` : ""
        }। यह ग्रिड से जुड़े उन घरों के लिए है जो योजना के राष्ट्रीय पोर्टल पर आवेदन करते हैं; पैसा इंस्टॉलेशन के बाद आपके बैंक खाते में आता है।`,
      schemeAmount: (amount, size) => `${size} के घरेलू सिस्टम के लिए योजना ${amount} देती है।`,
      conditionsHeading: "क्या Arka छत इसके योग्य है?",
      conditions: {
        registeredVendor: "योजना के राष्ट्रीय पोर्टल पर रजिस्टर्ड वेंडर द्वारा बेची और लगाई गई",
        domesticCells: "मंज़ूर सूची (ALMM सूची-II) के भारत में बने सेल वाले मॉड्यूल, जो 1 जून 2026 से ज़रूरी हैं",
      },
      conditionStatus: { yes: "हाँ", no: "नहीं", unconfirmed: "अभी पुष्टि नहीं हुई" },
      conditionsChecked: (date) => `Arka की ${date} की पुष्टि के अनुसार।`,
      unconfirmed: (amount) =>
        `हमने Arka छतों के लिए दोनों शर्तों की अभी पुष्टि नहीं की है, इसलिए इस अनुमान में कीमत से ${amount} नहीं घटाए गए हैं। सब्सिडी पर भरोसा करने से पहले हमारी टीम से पूछ लें।`,
      notEligible: (amount) =>
        `Arka छतें आज हर शर्त पूरी नहीं करतीं, इसलिए इस अनुमान में कीमत से ${amount} नहीं घटाए गए हैं।`,
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
        `इस आकार के लिए कैलकुलेटर की कीमत, ${price} (${pricePerKw} प्रति kW), उस ${benchmarkCost} से कम है जितनी लागत योजना ऐसे सिस्टम की मानती है: पहले 2 kW के लिए उसके ${firstTwoKwRate} प्रति kW, ${firstTwoKwBenchmark} प्रति kW की बेंचमार्क लागत का 60% हैं, और तीसरे kW के लिए ${thirdKwRate}, ${afterTwoKwBenchmark} का 40%। सब्सिडी असली सिस्टम की कीमत का एक हिस्सा होती है, इसलिए इतनी कम कीमत से यह अनुमान ${amount} नहीं घटाता; असली कीमत और उस पर सब्सिडी हमारी टीम के कोटेशन में मिलेगी।`,
      benchmarkSource: (source, date) => `बेंचमार्क लागत: ${cite(source)}, ${cite(date)} (`,
      benchmarkLink: "रिपोर्ट",
      benchmarkSourceAfter: ")।",
      source: (checked, publisher, scheme, document, date) =>
        `स्रोत: ${cite(publisher)}, ${cite(scheme)}, ${cite(document)}, ${cite(date)}। ${checked} को जाँचा गया।`,
    },
    savings: {
      heading: "साल-दर-साल बचत",
      chartSummary: (first, last, lastYear) =>
        `कुल जमा बचत, साल 1 के बाद ${first} से बढ़कर साल ${lastYear} के बाद ${last}। आँकड़े नीचे की तालिका में हैं।`,
      chartEmpty: "अभी दिखाने के लिए कोई बचत नहीं है।",
      caption: (years) =>
        `कैलकुलेटर के फ़ॉर्मूले से कुल जमा बचत, आज के बिल की प्रति यूनिट दर पर ${years} साल के लिए; बिजली दरें बढ़ीं तो बचत और बढ़ेगी।`,
      showTable: "आँकड़े तालिका में देखें",
      tableCaption: "साल के हिसाब से कुल जमा बचत",
      year: "साल",
      savingsSoFar: "अब तक की बचत",
    },
  },
};
