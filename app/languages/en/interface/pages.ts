/** English interface text: pages (the specification's words stay word for word: docs/decisions/200). */
export const pages = {
  outcome: {
    description: (product: string) => `The outcome of your request to ${product}.`,
  },
  contact: {
    metaDescription: (product: string) =>
      `Call, write to or visit ${product} in Secunderabad, Telangana, or leave us a message.`,
    ourLocation: "Our Location",
    leaveAMessage: "Leave A Message",
    talkToTeam: "Talk to our team",
    mapTitle: (company: string, city: string) => `Map showing ${company}, ${city}`,
    mapAlt: (city: string, state: string) => `Map of ${city}, ${state}, with our office marked`,
    getDirections: "Get directions",
  },
  landing: {
    // Not the product page's title: every indexable page has its own (docs/decisions/166).
    metaTitle: (product: string) => `Get a quote for the ${product} Integrated Solar Roof`,
    metaDescription: (product: string) =>
      `Get a quote for the ${product} integrated solar roof: a roof and a power plant in one.`,
    /** The header's jump buttons (docs/decisions/200, Content). */
    jump: {
      keyFeatures: "Key features",
      certifications: "Certifications",
      featuredOn: "Featured On",
      gallery: "Gallery",
    },
    onThisPage: "On this page",
    heading: (product: string) => `${product} Integrated Solar Roof`,
    highlights: "Highlights",
    keyFeatures: "Key Features",
    certifications: "Certifications",
    featuredOn: "Featured On",
    gallery: "Gallery",
    galleryPictures: "Gallery pictures",
    logoLabel: (product: string) => `${product} integrated solar roof`,
    /** Under the call-back form, beside the WhatsApp button (docs/decisions/194). */
    preferChat: "Rather write than talk? We answer on WhatsApp too.",
  },
  blog: {
    metaDescription:
      "Articles on solar roofs for Indian homes and factories: weather, savings, subsidies, payback and a solar glossary.",
    /** An article's page title: the article is English on every site, so other languages say so. */
    articleTitle: (heading: string) => heading,
    articles: "Articles",
    readMore: "Read More",
    postedOn: "Posted on ",
    byAuthor: (author: string) => ` by ${author}`,
    moreArticles: "More articles",
    allArticles: "All articles",
  },
  legal: {
    metaDescription: (heading: string, product: string) =>
      `${heading} of ${product}, the integrated solar roof.`,
    lastUpdated: "Last updated: ",
    contents: "Contents",
  },
  /** "Find a dealer near you" (docs/decisions/166). */
  dealers: {
    title: "Find a dealer near you",
    metaDescription:
      "Arka integrated solar roof dealers across India: find one near your pin code and call or WhatsApp them.",
    intro:
      "Arka dealers install and service the integrated solar roof in their area. Call or WhatsApp one near you.",
    searchHeading: "Search",
    search: "Your pin code",
    searchButton: "Find dealers",
    showAll: "Show all dealers",
    inDistrict: (district: string) => `Dealers in ${district}`,
    inState: (state: string) => `Elsewhere in ${state}`,
    noneNear: (district: string, state: string) =>
      `No dealer is listed in ${district}, ${state} yet. Our team can still help you directly.`,
    none: "No dealer is listed yet. Our team can help you directly.",
    unknownPincode: (pincode: string) =>
      `We do not know the pin code ${pincode}. Please check it, or pick your state below.`,
    call: "Call",
    whatsApp: "WhatsApp",
    enquire: "Send us an enquiry",
    loading: "Loading dealers…",
    failed: "The list of dealers could not be loaded. Please try again, or send us an enquiry.",
    /** The first message of a WhatsApp chat with a dealer. */
    whatsAppGreeting: (name: string, product: string) =>
      `Hello ${name}, I found you on the ${product} website and would like to know about the integrated solar roof.`,
  },
};
