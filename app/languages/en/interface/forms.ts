/**
 * English interface text: the lead forms (enquiry, partner application with its OTP step, call back),
 * their validation messages and the lead API's answers. The specification's words stay word for word
 * (docs/decisions/200, Forms and Errors); docs/decisions/101 covers the messages it does not.
 */

/** Translations of the questions stored in the database (English titles): by question id, options by id. */
export type QuestionTexts = Record<string, { title: string; options?: Record<string, string> }>;
/** Translations of the partner form's stored fields: by field key, options by their stored English text. */
export type DealerInputTexts = Record<string, { label: string; options?: Record<string, string> }>;

// Messages for cases the specification does not cover (docs/decisions/101-validation-messages.md).
const extra = {
  phoneNotIndianMobile: "Mobile number must start with 6, 7, 8 or 9",
  pincodeLeadingZero: "Pin code cannot start with 0",
  /** A pin code of another state than the one chosen (docs/decisions/193). */
  pincodeOtherState: (pincode: string, pinState: string, chosenState: string) =>
    `Pin code ${pincode} is in ${pinState}, not in ${chosenState}. Please check the pin code and the state; if both are right, send the form as it is.`,
  pincodeSixDigits: "Only 6 digit numbers are allowed",
  stateUnknown: "Please choose a state from the list",
  districtUnknown: "Please choose a district of the selected state",
  optionUnknown: (title: string) => `Please choose a ${title} from the list`,
  tooLong: (what: string, max: number) => `${what} must be at most ${max.toLocaleString("en-IN")} characters`,
  campaignInvalid: "Campaign id may only contain letters, digits, '.', '_' and '-'",
  phoneForeign: "Please enter an Indian mobile number: we can only call and text numbers with +91",
  sourceInvalid: "Source may only contain letters, digits, '.', '_' and '-'",
  /** A control character (a NUL, say) in a free-text field (docs/decisions/198). */
  invalidCharacters: (what: string) =>
    `${what} contains a character that cannot be used. Please type it again.`,
};

export const forms = {
  validation: {
    extra,
    /** The enquiry form (docs/decisions/200, Forms), word for word. */
    enquiry: {
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      emailInvalid: "Invalid email address",
      phoneRequired: "Mobile number is required",
      phoneDigitsOnly: "Please enter numbers format only",
      phoneTenDigits: "Only 10 digit numbers are allowed",
      stateRequired: "State is required",
      districtRequired: "District is required",
      cityRequired: "City is required",
      pincodeRequired: "Pin code required",
      pincodeDigitsOnly: "Please enter numbers format only",
      questionRequired: (title: string) => `${title} is required`,
      ...extra,
    },
    /** The partner application (docs/decisions/200, Forms), word for word. */
    dealer: {
      firstNameRequired: "First name is required",
      lastNameRequired: "Last name is required",
      emailRequired: "Email is required",
      emailInvalid: "Invalid email address",
      phoneRequired: "Mobile number is required",
      phoneTenCharacters: "Enter valid Mobile number!",
      phoneDigitsOnly: "Please enter numbers format only",
      countryRequired: "Country is required",
      countryIndiaOnly: "Partner applications are open in India only",
      stateRequired: "State is required",
      districtRequired: "District is required",
      cityRequired: "City is required",
      pincodeRequired: "Pin code is required",
      pincodeDigitsOnly: "Please enter numbers format only",
      streetRequired: "Address is required",
      fieldRequired: (fieldName: string) => `${fieldName} is required`,
      ...extra,
    },
    callback: {
      slotRequired: "Please choose when we should call",
      slotPassed: "That time has already passed today. Please choose a later time.",
    },
    /** How a too-long message names its field. */
    fieldNames: {
      name: "Name",
      email: "Email",
      city: "City",
      campaignId: "Campaign id",
      source: "Source",
      firstName: "First name",
      lastName: "Last name",
      address: "Address",
    },
  },

  /** The lead API's answers and the forms' no-JavaScript steps (app/routes/api/lead-answers.ts). */
  lead: {
    enquiryStored: "Enquiry submitted successfully",
    applicationStored: "Application submitted successfully",
    callbackStored: "Call back request received",
    invalidFields: "Please correct the highlighted fields.",
    tooManyRequests: (seconds: number) => `Too many requests, please try again in ${seconds} seconds.`,
    tokenReused:
      "This form was already submitted with different details. Please reload the page and try again.",
    phoneNotVerified: "Please verify your mobile number with the OTP before submitting.",
    botCheckRequired:
      "An automatic check is needed before this form can be sent from your network. Please turn on JavaScript and try again.",
    unavailable: "An error occurred. Please try again.",
  },

  /** The OTP endpoints' answers. */
  otpApi: {
    sent: "OTP sent successfully",
    verified: "OTP verified",
    /**
     * Word for word (docs/decisions/200, Errors); also every other failed check, so none can be told apart.
     */
    invalid: "Entered OTP is invalid, please try again.",
    tooMany: (seconds: number) => `Too many OTP requests, please try again in ${seconds} seconds.`,
    verifyTooMany: (seconds: number) =>
      `Too many codes were checked from your network, please try again in ${seconds} seconds.`,
    phoneLocked: "Too many wrong codes for this number. Please contact us to verify it.",
    botCheckRequired:
      "An automatic check is needed before more codes can be sent from your network. Please turn on JavaScript and try again.",
    /** No code was sent; the answer lets the visitor apply unverified (record 111). */
    notSent: {
      provider_failed: "The SMS could not be sent, please try again.",
      address_limit: "Too many codes were asked for from your network.",
      sms_budget: "Our SMS service is busy right now.",
    },
  },

  /** The partner form's OTP box (docs/decisions/200, Forms). */
  otp: {
    sendFailed: (reason: string) => `Failed to send the OTP because of ${reason}`,
    invalidCode: "Entered OTP is invalid, please try again.",
    // Every failed check answers the same sentence (record 111), so the rules are said up front.
    sent: (maskedPhone: string) =>
      `We sent a 6-digit code to ${maskedPhone}. It works for 10 minutes and 5 tries; after that, ask for a new one.`,
    verified: "Verified",
    networkReason: "a network error",
    /** When the server's answer gives no reason (a proxy's error page, say). */
    serverReason: "a server error",
    smsUnavailable:
      "You can still submit your application now: our team will confirm your mobile number when they call you.",
    codeLabel: "OTP code",
    intro: "Verify your mobile number with a one-time code (OTP) before you submit.",
    waitBeforeResend: (seconds: number) => ` You can ask for a new code in ${seconds} s.`,
    /** After a no-JavaScript send. */
    resendAfter: (seconds: number) => ` You can ask for a new code after ${seconds} s.`,
    verify: "Verify",
    verifying: "Verifying...",
    send: "Send OTP",
    sending: "Sending...",
    resend: "Resend OTP",
    resendIn: (seconds: number) => `Resend OTP (${seconds} s)`,
    retry: "Try sending the OTP again",
    retryIn: (seconds: number) => `Try sending the OTP again (${seconds} s)`,
  },

  /** Load failures (docs/decisions/200, Errors), word for word. */
  load: {
    fetchFailed: "An error occurred while fetching form fields from the server. Please try again later.",
    noStages: "Missing or empty concept_stages_list in API response",
    dealerFallback: "An error occurred. Please try again.",
  },

  /** What every form shares. */
  common: {
    allRequired: "All fields are required.",
    submit: "Submit",
    submitting: "Submitting...",
    errorSummaryTitle: "Please correct the following:",
    errorPrefix: "Error: ",
    honeypot: "Leave this empty",
    notSent:
      "Your details were not sent because the connection failed. Everything you typed is still here: please check your connection and press Submit again.",
    phoneHint: "10 digits; +91 or 0 in front is fine",
    selectOption: (title: string) => `Select ${title}`,
    enterAnswer: (title: string) => `Enter ${title}`,
    tryAgain: "Try again",
  },

  fields: {
    name: "Name",
    email: "Email",
    mobile: "Mobile number",
    state: "State",
    selectState: "Select State",
    district: "District",
    selectDistrict: "Select District",
    city: "City",
    pincode: "Pin code",
    firstName: "First name",
    lastName: "Last name",
    country: "Country",
    selectCountry: "Select Country",
    /** How the one country on offer is shown (the value posted stays "India"). */
    india: "India",
    address: "Address",
  },

  enquiry: {
    panelTitle: "Enquire Now",
    enquireNow: "Enquire Now",
    loading: "Loading the enquiry form",
    getAQuote: "Get A Quote",
    /** Without JavaScript the panel cannot load its form: a link to the contact page's copy. */
    formOnContactPage: "Open the enquiry form on the contact page",
  },

  dealer: {
    heading: "Partner application",
    description: "Apply to become an Arka integrated solar roof dealer or partner.",
    loading: "Loading the application form",
    personal: "Personal Information",
    address: "Address Information",
    other: "Other Information",
    submitHint: "Submit becomes available once your mobile number is verified.",
  },

  callback: {
    title: "Request a call back",
    intro: "Leave your name and mobile number: our team calls you at the time you choose.",
    submit: "Call me back",
    sending: "Sending...",
    done: (when: string) => `Thank you. We will call you ${when}.`,
    /** When the chosen time cannot be named (it always can). */
    soon: "soon",
    /** On /request-callback after a post without JavaScript: the link to the page the visitor asked from. */
    backTo: (page: string) => `Back to ${page}`,
    when: "When should we call?",
    chooseTime: "Choose a time",
    today: (slot: string) => `Today, ${slot}`,
    tomorrow: (slot: string) => `Tomorrow, ${slot}`,
    slots: {
      morning: "morning (9 am to 12 noon)",
      afternoon: "afternoon (12 noon to 4 pm)",
      evening: "evening (4 pm to 7 pm)",
    },
  },

  /** English titles come from the database; other languages translate them here. */
  questions: {} as QuestionTexts,
  dealerInputs: {} as DealerInputTexts,
};
