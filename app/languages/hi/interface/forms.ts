import type { forms as english } from "../../en/interface/forms.ts";

const extra: typeof english.validation.extra = {
  phoneNotIndianMobile: "मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए",
  pincodeLeadingZero: "पिन कोड 0 से शुरू नहीं हो सकता",
  /** A pin code of another state than the one chosen (docs/decisions/193). */
  pincodeOtherState: (pincode: string, pinState: string, chosenState: string) =>
    `पिन कोड ${pincode} ${pinState} में है, ${chosenState} में नहीं। कृपया पिन कोड और राज्य जाँच लें; अगर दोनों सही हैं, तो फ़ॉर्म ऐसे ही भेज दें।`,
  pincodeSixDigits: "केवल 6 अंकों का नंबर मान्य है",
  stateUnknown: "कृपया सूची से राज्य चुनें",
  districtUnknown: "कृपया चुने गए राज्य का जिला चुनें",
  optionUnknown: (title: string) => `कृपया सूची से ${title} चुनें`,
  tooLong: (what: string, max: number) => `${what} में अधिकतम ${max.toLocaleString("en-IN")} अक्षर हो सकते हैं`,
  campaignInvalid: "कैंपेन आईडी में केवल अक्षर, अंक, '.', '_' और '-' हो सकते हैं",
  phoneForeign: "कृपया भारतीय मोबाइल नंबर दें: हम केवल +91 वाले नंबरों पर ही कॉल और SMS कर सकते हैं",
  sourceInvalid: "स्रोत में केवल अक्षर, अंक, '.', '_' और '-' हो सकते हैं",
  invalidCharacters: (what: string) => `${what} में ऐसा अक्षर है जिसका उपयोग नहीं हो सकता। कृपया इसे फिर से टाइप करें।`,
};

export const forms: typeof english = {
  validation: {
    extra,
    enquiry: {
      nameRequired: "नाम भरना ज़रूरी है",
      emailRequired: "ईमेल भरना ज़रूरी है",
      emailInvalid: "ईमेल पता सही नहीं है",
      phoneRequired: "मोबाइल नंबर भरना ज़रूरी है",
      phoneDigitsOnly: "कृपया केवल अंक लिखें",
      phoneTenDigits: "केवल 10 अंकों का नंबर मान्य है",
      stateRequired: "राज्य चुनना ज़रूरी है",
      districtRequired: "जिला चुनना ज़रूरी है",
      cityRequired: "शहर भरना ज़रूरी है",
      pincodeRequired: "पिन कोड भरना ज़रूरी है",
      pincodeDigitsOnly: "कृपया केवल अंक लिखें",
      questionRequired: (title: string) => `${title} बताना ज़रूरी है`,
      ...extra,
    },
    dealer: {
      firstNameRequired: "पहला नाम भरना ज़रूरी है",
      lastNameRequired: "सरनेम भरना ज़रूरी है",
      emailRequired: "ईमेल भरना ज़रूरी है",
      emailInvalid: "ईमेल पता सही नहीं है",
      phoneRequired: "मोबाइल नंबर भरना ज़रूरी है",
      phoneTenCharacters: "सही मोबाइल नंबर दर्ज करें!",
      phoneDigitsOnly: "कृपया केवल अंक लिखें",
      countryRequired: "देश चुनना ज़रूरी है",
      countryIndiaOnly: "पार्टनर के लिए आवेदन केवल भारत में लिए जा रहे हैं",
      stateRequired: "राज्य चुनना ज़रूरी है",
      districtRequired: "जिला चुनना ज़रूरी है",
      cityRequired: "शहर भरना ज़रूरी है",
      pincodeRequired: "पिन कोड भरना ज़रूरी है",
      pincodeDigitsOnly: "कृपया केवल अंक लिखें",
      streetRequired: "पता भरना ज़रूरी है",
      fieldRequired: (fieldName: string) => `${fieldName} बताना ज़रूरी है`,
      ...extra,
    },
    callback: {
      slotRequired: "कृपया चुनें कि हम आपको कब कॉल करें",
      slotPassed: "आज का यह समय बीत चुका है। कृपया बाद का कोई समय चुनें।",
    },
    fieldNames: {
      name: "नाम",
      email: "ईमेल",
      city: "शहर",
      campaignId: "कैंपेन आईडी",
      source: "स्रोत",
      firstName: "पहला नाम",
      lastName: "सरनेम",
      address: "पता",
    },
  },

  lead: {
    enquiryStored: "आपकी पूछताछ भेज दी गई है",
    applicationStored: "आपका आवेदन भेज दिया गया है",
    callbackStored: "कॉल बैक का आपका अनुरोध मिल गया है",
    invalidFields: "कृपया जिन जगहों पर गलती दिखाई गई है, उन्हें ठीक करें।",
    tooManyRequests: (seconds: number) => `बहुत ज़्यादा अनुरोध आए हैं, कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`,
    tokenReused: "यह फ़ॉर्म पहले ही अलग जानकारी के साथ भेजा जा चुका है। कृपया पेज दोबारा लोड करके फिर कोशिश करें।",
    phoneNotVerified: "भेजने से पहले कृपया OTP से अपना मोबाइल नंबर सत्यापित करें।",
    botCheckRequired:
      "आपके नेटवर्क से यह फ़ॉर्म भेजने से पहले एक स्वचालित जाँच ज़रूरी है। कृपया JavaScript चालू करके फिर कोशिश करें।",
    unavailable: "कोई गड़बड़ी हुई। कृपया फिर कोशिश करें।",
  },

  otpApi: {
    sent: "OTP भेज दिया गया है",
    verified: "OTP सत्यापित हो गया",
    invalid: "दर्ज किया गया OTP गलत है, कृपया फिर कोशिश करें।",
    tooMany: (seconds: number) => `बहुत ज़्यादा OTP अनुरोध आए हैं, कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`,
    verifyTooMany: (seconds: number) =>
      `आपके नेटवर्क से बहुत ज़्यादा कोड जाँचे गए हैं, कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`,
    phoneLocked: "इस नंबर के लिए बहुत बार गलत कोड डाले गए हैं। इसे सत्यापित कराने के लिए कृपया हमसे संपर्क करें।",
    botCheckRequired:
      "आपके नेटवर्क से और कोड भेजने से पहले एक स्वचालित जाँच ज़रूरी है। कृपया JavaScript चालू करके फिर कोशिश करें।",
    notSent: {
      provider_failed: "SMS नहीं भेजा जा सका, कृपया फिर कोशिश करें।",
      address_limit: "आपके नेटवर्क से बहुत ज़्यादा कोड माँगे गए हैं।",
      sms_budget: "हमारी SMS सेवा अभी व्यस्त है।",
    },
  },

  otp: {
    sendFailed: (reason: string) => `OTP नहीं भेजा जा सका: ${reason}`,
    invalidCode: "दर्ज किया गया OTP गलत है, कृपया फिर कोशिश करें।",
    sent: (maskedPhone: string) =>
      `हमने ${maskedPhone} पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक और 5 कोशिशों तक काम करता है; उसके बाद नया कोड माँगें।`,
    verified: "सत्यापित",
    networkReason: "नेटवर्क की गड़बड़ी",
    serverReason: "सर्वर की गड़बड़ी",
    smsUnavailable: "आप अपना आवेदन अभी भी भेज सकते हैं: हमारी टीम कॉल करते समय आपका मोबाइल नंबर पक्का कर लेगी।",
    codeLabel: "OTP कोड",
    intro: "भेजने से पहले एक बार इस्तेमाल होने वाले कोड (OTP) से अपना मोबाइल नंबर सत्यापित करें।",
    waitBeforeResend: (seconds: number) => ` नया कोड आप ${seconds} सेकंड बाद माँग सकते हैं।`,
    resendAfter: (seconds: number) => ` नया कोड आप ${seconds} सेकंड बाद माँग सकते हैं।`,
    verify: "सत्यापित करें",
    verifying: "सत्यापित हो रहा है...",
    send: "OTP भेजें",
    sending: "भेजा जा रहा है...",
    resend: "OTP दोबारा भेजें",
    resendIn: (seconds: number) => `OTP दोबारा भेजें (${seconds} सेकंड)`,
    retry: "OTP फिर से भेजकर देखें",
    retryIn: (seconds: number) => `OTP फिर से भेजकर देखें (${seconds} सेकंड)`,
  },

  load: {
    fetchFailed: "सर्वर से फ़ॉर्म लोड करते समय कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    noStages: "फ़ॉर्म के प्रश्न नहीं मिले। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    dealerFallback: "कोई गड़बड़ी हुई। कृपया फिर कोशिश करें।",
  },

  common: {
    allRequired: "सभी जानकारी भरना ज़रूरी है।",
    submit: "भेजें",
    submitting: "भेजा जा रहा है...",
    errorSummaryTitle: "कृपया ये गलतियाँ ठीक करें:",
    errorPrefix: "गलती: ",
    honeypot: "इसे खाली छोड़ें",
    notSent:
      'कनेक्शन न होने के कारण आपकी जानकारी नहीं भेजी जा सकी। आपने जो कुछ लिखा है, वह यहीं है: कृपया अपना कनेक्शन जाँचें और फिर से "भेजें" दबाएँ।',
    phoneHint: "10 अंक; आगे +91 या 0 लगा हो तो भी चलेगा",
    selectOption: (title: string) => `${title} चुनें`,
    enterAnswer: (title: string) => `${title} लिखें`,
    tryAgain: "फिर कोशिश करें",
  },

  fields: {
    name: "नाम",
    email: "ईमेल",
    mobile: "मोबाइल नंबर",
    state: "राज्य",
    selectState: "राज्य चुनें",
    district: "जिला",
    selectDistrict: "जिला चुनें",
    city: "शहर",
    pincode: "पिन कोड",
    firstName: "पहला नाम",
    lastName: "सरनेम",
    country: "देश",
    selectCountry: "देश चुनें",
    india: "भारत",
    address: "पता",
  },

  enquiry: {
    panelTitle: "अभी पूछें",
    enquireNow: "अभी पूछें",
    loading: "पूछताछ फ़ॉर्म लोड हो रहा है",
    getAQuote: "कोटेशन पाएँ",
    formOnContactPage: "संपर्क पेज पर पूछताछ फ़ॉर्म खोलें",
  },

  dealer: {
    heading: "पार्टनर आवेदन",
    description: "Arka इंटीग्रेटेड सोलर छत के डीलर या पार्टनर बनने के लिए आवेदन करें।",
    loading: "आवेदन फ़ॉर्म लोड हो रहा है",
    personal: "व्यक्तिगत जानकारी",
    address: "पते की जानकारी",
    other: "अन्य जानकारी",
    submitHint: 'मोबाइल नंबर सत्यापित होने के बाद "भेजें" बटन चालू हो जाएगा।',
  },

  callback: {
    title: "कॉल बैक का अनुरोध करें",
    intro: "अपना नाम और मोबाइल नंबर दें: हमारी टीम आपके चुने हुए समय पर आपको कॉल करेगी।",
    submit: "मुझे कॉल करें",
    sending: "भेजा जा रहा है...",
    done: (when: string) => `धन्यवाद। हम आपको ${when} कॉल करेंगे।`,
    soon: "जल्द ही",
    /** On /request-callback after a post without JavaScript: the link to the page the visitor asked from. */
    backTo: (page: string) => `${page} पर वापस जाएँ`,
    when: "हम आपको कब कॉल करें?",
    chooseTime: "समय चुनें",
    today: (slot: string) => `आज, ${slot}`,
    tomorrow: (slot: string) => `कल, ${slot}`,
    slots: {
      morning: "सुबह (9 बजे से दोपहर 12 बजे तक)",
      afternoon: "दोपहर (12 बजे से शाम 4 बजे तक)",
      evening: "शाम (4 बजे से 7 बजे तक)",
    },
  },

  // Ids of app/platform/db/migrations/0101-seed-lead-questions.ts (options: question id × 100 + position).
  questions: {
    "1": {
      title: "संपत्ति का प्रकार",
      options: { "101": "आवासीय", "102": "व्यावसायिक", "103": "औद्योगिक", "104": "संस्थागत" },
    },
    "2": {
      title: "पसंदीदा प्रोडक्ट",
      options: {
        "201": "इंटीग्रेटेड सोलर छत",
        "202": "इन-रूफ सोलर",
        "203": "पारंपरिक सोलर मॉड्यूल",
        "204": "अभी तय नहीं",
      },
    },
    "3": {
      title: "छत का क्षेत्रफल",
      options: {
        "301": "500 वर्ग फुट तक",
        "302": "500 से 1,000 वर्ग फुट",
        "303": "1,000 से 5,000 वर्ग फुट",
        "304": "5,000 से 20,000 वर्ग फुट",
        "305": "20,000 वर्ग फुट से ज़्यादा",
      },
    },
    "4": {
      title: "समय-सीमा",
      options: {
        "401": "1 महीने के अंदर",
        "402": "1 से 3 महीने में",
        "403": "3 से 6 महीने में",
        "404": "अभी सिर्फ़ जानकारी ले रहे हैं",
      },
    },
  },
  dealerInputs: {
    business_type: {
      label: "व्यवसाय का प्रकार",
      options: {
        "Solar installer / EPC": "सोलर इंस्टॉलर / EPC",
        "Roofing contractor": "छत बनाने वाले ठेकेदार",
        "Building materials dealer": "भवन निर्माण सामग्री के डीलर",
        "Electrical contractor": "बिजली ठेकेदार",
        Distributor: "डिस्ट्रीब्यूटर",
        Other: "अन्य",
      },
    },
    years_in_business: {
      label: "व्यवसाय का अनुभव",
      options: {
        "Less than 1 year": "1 साल से कम",
        "1 to 3 years": "1 से 3 साल",
        "3 to 5 years": "3 से 5 साल",
        "5 to 10 years": "5 से 10 साल",
        "More than 10 years": "10 साल से ज़्यादा",
      },
    },
    investment_capacity: {
      label: "निवेश क्षमता",
      options: {
        "Up to ₹5 lakh": "₹5 लाख तक",
        "₹5 to 10 lakh": "₹5 से 10 लाख",
        "₹10 to 25 lakh": "₹10 से 25 लाख",
        "₹25 to 50 lakh": "₹25 से 50 लाख",
        "Above ₹50 lakh": "₹50 लाख से ज़्यादा",
      },
    },
    showroom_available: { label: "शोरूम की उपलब्धता", options: { Yes: "हाँ", No: "नहीं" } },
    gst_number: { label: "GST नंबर" },
  },
};
