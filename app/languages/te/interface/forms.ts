import type { forms as english } from "../../en/interface/forms.ts";

const extra: typeof english.validation.extra = {
  phoneNotIndianMobile: "మొబైల్ నంబర్ 6, 7, 8 లేదా 9తో మొదలవ్వాలి",
  pincodeLeadingZero: "పిన్ కోడ్ 0తో మొదలవ్వకూడదు",
  /** A pin code of another state than the one chosen (docs/decisions/193). */
  pincodeOtherState: (pincode: string, pinState: string, chosenState: string) =>
    `పిన్ కోడ్ ${pincode} ${pinState}లో ఉంది, ${chosenState}లో కాదు. దయచేసి పిన్ కోడ్, రాష్ట్రం సరిచూసుకోండి; రెండూ సరైనవే అయితే, ఫారమ్‌ను అలాగే పంపండి.`,
  pincodeSixDigits: "6 అంకెల నంబర్ మాత్రమే అనుమతించబడుతుంది",
  stateUnknown: "దయచేసి జాబితా నుండి రాష్ట్రాన్ని ఎంచుకోండి",
  districtUnknown: "దయచేసి ఎంచుకున్న రాష్ట్రంలోని జిల్లాను ఎంచుకోండి",
  optionUnknown: (title: string) => `దయచేసి జాబితా నుండి ${title} ఎంచుకోండి`,
  tooLong: (what: string, max: number) => `${what} గరిష్ఠంగా ${max.toLocaleString("en-IN")} అక్షరాలు మాత్రమే ఉండాలి`,
  campaignInvalid: "క్యాంపెయిన్ ఐడీలో అక్షరాలు, అంకెలు, '.', '_', '-' మాత్రమే ఉండవచ్చు",
  phoneForeign: "దయచేసి భారతీయ మొబైల్ నంబర్ ఇవ్వండి: మేము +91 నంబర్లకు మాత్రమే కాల్, SMS చేయగలం",
  sourceInvalid: "మూలంలో అక్షరాలు, అంకెలు, '.', '_', '-' మాత్రమే ఉండవచ్చు",
  invalidCharacters: (what: string) => `${what}లో వాడలేని అక్షరం ఉంది. దయచేసి మళ్లీ టైప్ చేయండి.`,
};

export const forms: typeof english = {
  validation: {
    extra,
    enquiry: {
      nameRequired: "పేరు తప్పనిసరి",
      emailRequired: "ఈమెయిల్ తప్పనిసరి",
      emailInvalid: "ఈమెయిల్ చిరునామా సరైనది కాదు",
      phoneRequired: "మొబైల్ నంబర్ తప్పనిసరి",
      phoneDigitsOnly: "దయచేసి అంకెలు మాత్రమే నమోదు చేయండి",
      phoneTenDigits: "10 అంకెల నంబర్ మాత్రమే అనుమతించబడుతుంది",
      stateRequired: "రాష్ట్రం తప్పనిసరి",
      districtRequired: "జిల్లా తప్పనిసరి",
      cityRequired: "నగరం తప్పనిసరి",
      pincodeRequired: "పిన్ కోడ్ తప్పనిసరి",
      pincodeDigitsOnly: "దయచేసి అంకెలు మాత్రమే నమోదు చేయండి",
      questionRequired: (title: string) => `${title} తప్పనిసరి`,
      ...extra,
    },
    dealer: {
      firstNameRequired: "మొదటి పేరు తప్పనిసరి",
      lastNameRequired: "ఇంటి పేరు తప్పనిసరి",
      emailRequired: "ఈమెయిల్ తప్పనిసరి",
      emailInvalid: "ఈమెయిల్ చిరునామా సరైనది కాదు",
      phoneRequired: "మొబైల్ నంబర్ తప్పనిసరి",
      phoneTenCharacters: "సరైన మొబైల్ నంబర్ నమోదు చేయండి!",
      phoneDigitsOnly: "దయచేసి అంకెలు మాత్రమే నమోదు చేయండి",
      countryRequired: "దేశం తప్పనిసరి",
      countryIndiaOnly: "భాగస్వామి దరఖాస్తులు భారతదేశంలో మాత్రమే స్వీకరిస్తున్నాం",
      stateRequired: "రాష్ట్రం తప్పనిసరి",
      districtRequired: "జిల్లా తప్పనిసరి",
      cityRequired: "నగరం తప్పనిసరి",
      pincodeRequired: "పిన్ కోడ్ తప్పనిసరి",
      pincodeDigitsOnly: "దయచేసి అంకెలు మాత్రమే నమోదు చేయండి",
      streetRequired: "చిరునామా తప్పనిసరి",
      fieldRequired: (fieldName: string) => `${fieldName} తప్పనిసరి`,
      ...extra,
    },
    callback: {
      slotRequired: "మేము ఎప్పుడు కాల్ చేయాలో దయచేసి ఎంచుకోండి",
      slotPassed: "ఈ రోజు ఆ సమయం ఇప్పటికే దాటిపోయింది. దయచేసి తర్వాతి సమయాన్ని ఎంచుకోండి.",
    },
    fieldNames: {
      name: "పేరు",
      email: "ఈమెయిల్",
      city: "నగరం",
      campaignId: "క్యాంపెయిన్ ఐడీ",
      source: "మూలం",
      firstName: "మొదటి పేరు",
      lastName: "ఇంటి పేరు",
      address: "చిరునామా",
    },
  },

  lead: {
    enquiryStored: "మీ విచారణ విజయవంతంగా పంపబడింది",
    applicationStored: "మీ దరఖాస్తు విజయవంతంగా పంపబడింది",
    callbackStored: "తిరిగి కాల్ చేయమన్న మీ అభ్యర్థన అందింది",
    invalidFields: "దయచేసి గుర్తించిన వివరాలను సరిచేయండి.",
    tooManyRequests: (seconds: number) => `చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి, దయచేసి ${seconds} సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.`,
    tokenReused: "ఈ ఫారమ్ ఇప్పటికే వేరే వివరాలతో పంపబడింది. దయచేసి పేజీని మళ్లీ లోడ్ చేసి ప్రయత్నించండి.",
    phoneNotVerified: "పంపే ముందు దయచేసి OTPతో మీ మొబైల్ నంబర్‌ను ధృవీకరించండి.",
    botCheckRequired:
      "మీ నెట్‌వర్క్ నుండి ఈ ఫారమ్ పంపే ముందు ఒక ఆటోమేటిక్ తనిఖీ అవసరం. దయచేసి JavaScript ఆన్ చేసి మళ్లీ ప్రయత్నించండి.",
    unavailable: "ఒక లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },

  otpApi: {
    sent: "OTP విజయవంతంగా పంపబడింది",
    verified: "OTP ధృవీకరించబడింది",
    invalid: "నమోదు చేసిన OTP సరైనది కాదు, దయచేసి మళ్లీ ప్రయత్నించండి.",
    tooMany: (seconds: number) => `చాలా ఎక్కువ OTP అభ్యర్థనలు వచ్చాయి, దయచేసి ${seconds} సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.`,
    verifyTooMany: (seconds: number) =>
      `మీ నెట్‌వర్క్ నుండి చాలా కోడ్‌లు తనిఖీ చేశారు, దయచేసి ${seconds} సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.`,
    phoneLocked: "ఈ నంబర్‌కు చాలాసార్లు తప్పు కోడ్‌లు నమోదయ్యాయి. దీన్ని ధృవీకరించడానికి దయచేసి మమ్మల్ని సంప్రదించండి.",
    botCheckRequired:
      "మీ నెట్‌వర్క్ నుండి మరిన్ని కోడ్‌లు పంపే ముందు ఒక ఆటోమేటిక్ తనిఖీ అవసరం. దయచేసి JavaScript ఆన్ చేసి మళ్లీ ప్రయత్నించండి.",
    notSent: {
      provider_failed: "SMS పంపడం కుదరలేదు, దయచేసి మళ్లీ ప్రయత్నించండి.",
      address_limit: "మీ నెట్‌వర్క్ నుండి చాలా ఎక్కువ కోడ్‌లు అడిగారు.",
      sms_budget: "మా SMS సేవ ప్రస్తుతం బిజీగా ఉంది.",
    },
  },

  otp: {
    sendFailed: (reason: string) => `OTP పంపడం కుదరలేదు: ${reason}`,
    invalidCode: "నమోదు చేసిన OTP సరైనది కాదు, దయచేసి మళ్లీ ప్రయత్నించండి.",
    sent: (maskedPhone: string) =>
      `${maskedPhone}కు 6 అంకెల కోడ్ పంపాము. ఇది 10 నిమిషాల పాటు, 5 ప్రయత్నాల వరకు పనిచేస్తుంది; ఆ తర్వాత కొత్త కోడ్ అడగండి.`,
    verified: "ధృవీకరించబడింది",
    networkReason: "నెట్‌వర్క్ లోపం",
    serverReason: "సర్వర్ లోపం",
    smsUnavailable: "మీరు ఇప్పుడే మీ దరఖాస్తును పంపవచ్చు: మా బృందం మీకు కాల్ చేసినప్పుడు మీ మొబైల్ నంబర్‌ను నిర్ధారిస్తుంది.",
    codeLabel: "OTP కోడ్",
    intro: "పంపే ముందు ఒకసారి వాడే కోడ్ (OTP)తో మీ మొబైల్ నంబర్‌ను ధృవీకరించండి.",
    waitBeforeResend: (seconds: number) => ` ${seconds} సెకన్ల తర్వాత కొత్త కోడ్ అడగవచ్చు.`,
    resendAfter: (seconds: number) => ` ${seconds} సెకన్ల తర్వాత కొత్త కోడ్ అడగవచ్చు.`,
    verify: "ధృవీకరించండి",
    verifying: "ధృవీకరిస్తోంది...",
    send: "OTP పంపండి",
    sending: "పంపుతోంది...",
    resend: "OTP మళ్లీ పంపండి",
    resendIn: (seconds: number) => `OTP మళ్లీ పంపండి (${seconds} సె)`,
    retry: "OTP మళ్లీ పంపి చూడండి",
    retryIn: (seconds: number) => `OTP మళ్లీ పంపి చూడండి (${seconds} సె)`,
  },

  load: {
    fetchFailed: "సర్వర్ నుండి ఫారమ్ వివరాలు తెచ్చేటప్పుడు లోపం జరిగింది. దయచేసి కొంతసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
    noStages: "ఫారమ్ ప్రశ్నలు దొరకలేదు. దయచేసి కొంతసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
    dealerFallback: "ఒక లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },

  common: {
    allRequired: "అన్ని వివరాలు తప్పనిసరి.",
    submit: "పంపండి",
    submitting: "పంపుతోంది...",
    errorSummaryTitle: "దయచేసి కింది వాటిని సరిచేయండి:",
    errorPrefix: "లోపం: ",
    honeypot: "దీన్ని ఖాళీగా వదిలేయండి",
    notSent:
      'కనెక్షన్ విఫలమైనందున మీ వివరాలు పంపబడలేదు. మీరు టైప్ చేసినవన్నీ ఇక్కడే ఉన్నాయి: దయచేసి మీ కనెక్షన్ చూసుకుని మళ్లీ "పంపండి" నొక్కండి.',
    phoneHint: "10 అంకెలు; ముందు +91 లేదా 0 ఉన్నా పర్వాలేదు",
    selectOption: (title: string) => `${title} ఎంచుకోండి`,
    enterAnswer: (title: string) => `${title} నమోదు చేయండి`,
    tryAgain: "మళ్లీ ప్రయత్నించండి",
  },

  fields: {
    name: "పేరు",
    email: "ఈమెయిల్",
    mobile: "మొబైల్ నంబర్",
    state: "రాష్ట్రం",
    selectState: "రాష్ట్రాన్ని ఎంచుకోండి",
    district: "జిల్లా",
    selectDistrict: "జిల్లాను ఎంచుకోండి",
    city: "నగరం",
    pincode: "పిన్ కోడ్",
    firstName: "మొదటి పేరు",
    lastName: "ఇంటి పేరు",
    country: "దేశం",
    selectCountry: "దేశాన్ని ఎంచుకోండి",
    india: "భారతదేశం",
    address: "చిరునామా",
  },

  enquiry: {
    panelTitle: "ఇప్పుడే అడగండి",
    enquireNow: "ఇప్పుడే అడగండి",
    loading: "విచారణ ఫారమ్ లోడ్ అవుతోంది",
    getAQuote: "కొటేషన్ పొందండి",
    formOnContactPage: "సంప్రదింపు పేజీలో విచారణ ఫారమ్ తెరవండి",
  },

  dealer: {
    heading: "భాగస్వామి దరఖాస్తు",
    description: "Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు డీలర్ లేదా భాగస్వామి అవ్వడానికి దరఖాస్తు చేయండి.",
    loading: "దరఖాస్తు ఫారమ్ లోడ్ అవుతోంది",
    personal: "వ్యక్తిగత వివరాలు",
    address: "చిరునామా వివరాలు",
    other: "ఇతర వివరాలు",
    submitHint: 'మీ మొబైల్ నంబర్ ధృవీకరించిన తర్వాత "పంపండి" బటన్ పనిచేస్తుంది.',
  },

  callback: {
    title: "మీకు తిరిగి కాల్ చేయమని అడగండి",
    intro: "మీ పేరు, మొబైల్ నంబర్ ఇవ్వండి: మీరు ఎంచుకున్న సమయానికి మా బృందం మీకు కాల్ చేస్తుంది.",
    submit: "నాకు కాల్ చేయండి",
    sending: "పంపుతోంది...",
    done: (when: string) => `ధన్యవాదాలు. మేము మీకు ${when} కాల్ చేస్తాం.`,
    soon: "త్వరలో",
    /** On /request-callback after a post without JavaScript: the link to the page the visitor asked from. */
    backTo: (page: string) => `${page}కు తిరిగి వెళ్ళండి`,
    when: "మేము ఎప్పుడు కాల్ చేయాలి?",
    chooseTime: "సమయం ఎంచుకోండి",
    today: (slot: string) => `ఈరోజు, ${slot}`,
    tomorrow: (slot: string) => `రేపు, ${slot}`,
    slots: {
      morning: "ఉదయం (9 నుండి మధ్యాహ్నం 12 వరకు)",
      afternoon: "మధ్యాహ్నం (12 నుండి సాయంత్రం 4 వరకు)",
      evening: "సాయంత్రం (4 నుండి 7 వరకు)",
    },
  },

  // Ids of app/platform/db/migrations/0101-seed-lead-questions.ts (options: question id × 100 + position).
  questions: {
    "1": {
      title: "ఆస్తి రకం",
      options: { "101": "గృహ", "102": "వాణిజ్య", "103": "పారిశ్రామిక", "104": "సంస్థాగత" },
    },
    "2": {
      title: "ఆసక్తి ఉన్న ప్రోడక్ట్",
      options: {
        "201": "ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు",
        "202": "ఇన్-రూఫ్ సోలార్",
        "203": "సాధారణ సోలార్ మాడ్యూల్",
        "204": "ఇంకా నిర్ణయించలేదు",
      },
    },
    "3": {
      title: "పైకప్పు విస్తీర్ణం",
      options: {
        "301": "500 చదరపు అడుగుల వరకు",
        "302": "500 నుండి 1,000 చదరపు అడుగులు",
        "303": "1,000 నుండి 5,000 చదరపు అడుగులు",
        "304": "5,000 నుండి 20,000 చదరపు అడుగులు",
        "305": "20,000 చదరపు అడుగులకు పైగా",
      },
    },
    "4": {
      title: "సమయ వ్యవధి",
      options: {
        "401": "1 నెలలోపు",
        "402": "1 నుండి 3 నెలల్లో",
        "403": "3 నుండి 6 నెలల్లో",
        "404": "ప్రస్తుతానికి వివరాలు తెలుసుకుంటున్నాను",
      },
    },
  },
  dealerInputs: {
    business_type: {
      label: "వ్యాపార రకం",
      options: {
        "Solar installer / EPC": "సోలార్ ఇన్‌స్టాలర్ / EPC",
        "Roofing contractor": "రూఫింగ్ కాంట్రాక్టర్",
        "Building materials dealer": "భవన నిర్మాణ సామగ్రి డీలర్",
        "Electrical contractor": "ఎలక్ట్రికల్ కాంట్రాక్టర్",
        Distributor: "డిస్ట్రిబ్యూటర్",
        Other: "ఇతర",
      },
    },
    years_in_business: {
      label: "వ్యాపార అనుభవం",
      options: {
        "Less than 1 year": "1 సంవత్సరం కంటే తక్కువ",
        "1 to 3 years": "1 నుండి 3 సంవత్సరాలు",
        "3 to 5 years": "3 నుండి 5 సంవత్సరాలు",
        "5 to 10 years": "5 నుండి 10 సంవత్సరాలు",
        "More than 10 years": "10 సంవత్సరాలకు పైగా",
      },
    },
    investment_capacity: {
      label: "పెట్టుబడి సామర్థ్యం",
      options: {
        "Up to ₹5 lakh": "₹5 లక్షల వరకు",
        "₹5 to 10 lakh": "₹5 నుండి 10 లక్షలు",
        "₹10 to 25 lakh": "₹10 నుండి 25 లక్షలు",
        "₹25 to 50 lakh": "₹25 నుండి 50 లక్షలు",
        "Above ₹50 lakh": "₹50 లక్షలకు పైగా",
      },
    },
    showroom_available: { label: "షోరూమ్ లభ్యత", options: { Yes: "అవును", No: "లేదు" } },
    gst_number: { label: "GST నంబర్" },
  },
};
