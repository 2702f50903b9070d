/**
 * English interface text shared by every page: the frame (header, footer, skip links, language switcher)
 * and the specification's fixed page texts (docs/decisions/200, Routes and Errors), word for word.
 */
export const common = {
  tagline: "The solar roof that is the roof.",
  // Word for word (docs/decisions/200, Routes and Errors).
  notFoundTitle: "404!",
  notFound: "Opps! The page you are trying to reach is not found, please check the URL and try again.",
  successTitle: "Success",
  success: "Thank you for showing the interest. Our Team will connect with you.",
  errorTitle: "Error",
  errorDefault: "Something went wrong, Please try again later.",
  goHome: "Go To Home Page",
  invalidProductId: "Invalid product ID passed, please try again with valid product.",
  invalidProductRequest: "Invalid product request found, please try again with valid product.",
  technicalDetailsNotFound: "Technical details not found for the product choosen, please try again.",
  home: "Home",
  notFoundPageName: "Page not found",
  errorPageName: "Error page",
  // The language switcher (docs/decisions/180).
  languageSwitcherLabel: "Language",
  // The site frame: skip links, header, footer, floating controls, page loader.
  skipToContent: "Skip to content",
  skipToEnquireNow: "Skip to Enquire Now",
  /** Said after a link's name when it opens a new tab (starts with a space). */
  opensInNewTab: " (opens in a new tab)",
  header: {
    solarCalculator: "Solar Calculator",
    logoHome: (product: string) => `${product} home`,
    menu: "Menu",
    mainNav: "Main",
  },
  nav: {
    home: "Home",
    about: "About Us",
    products: "Products",
    portfolio: "Portfolio",
    technicalSpecs: "Technical Specs",
    news: "News & Events",
    blog: "Blog",
    contact: "Contact Us",
    explore: "Explore",
    legal: "Legal",
    terms: "Terms & Conditions",
    privacy: "Privacy Policy",
    cookies: "Cookie Policy",
  },
  footer: {
    cta: "Talk to us about your roof",
    downloadBrochure: "Download Brochure",
    pdfNewTab: " (PDF, opens in a new tab)",
    /** A brochure in the list, with the language it is written in (the PDFs are English). */
    brochureInEnglish: (title: string) => `${title} (English)`,
    aboutHeading: (product: string) => `About ${product}`,
    readMore: "Read more",
    readMoreAbout: (product: string) => ` about ${product}`,
    getInTouch: "Get in touch",
    allRightsReserved: "All rights reserved.",
  },
  floating: {
    label: "Quick actions",
    becomePartner: "Become a Partner",
    solarCalculator: "Solar Calculator",
  },
  whatsapp: {
    label: "Chat on WhatsApp",
    greeting: (product: string, pageName: string) =>
      `Hello ${product}, I am on the page '${pageName}' and would like to know more.`,
  },
  loadingPage: "Loading page",
  /** Short page names for messages that say where the visitor is (the WhatsApp greeting). */
  pageNames: {
    solarCalculator: "Solar Calculator",
    becomePartner: "Become a Partner",
    requestCallback: "Request a call back",
    dealers: "Find a dealer near you",
    stateTariff: (state: string) => `${state} electricity tariff`,
    technicalSpecs: (product: string) => `${product} technical specs`,
  },
  // Shared widgets (app/components/ui).
  ui: {
    close: "Close",
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    slideOf: (n: number, count: number) => `${n} of ${count}`,
    goToSlide: (n: number) => `Go to slide ${n}`,
    playSlideShow: "Play slide show",
    pauseSlideShow: "Pause slide show",
    playVideo: "Play video: ",
    compareDivider: (left: string, right: string) => `Divider between ${left} and ${right}`,
    compareValue: (leftPercent: number, left: string, rightPercent: number, right: string) =>
      `${leftPercent}% ${left}, ${rightPercent}% ${right}`,
    socialMedia: "Social media",
  },
  comingSoon: {
    heading: "Coming soon",
    // The sentence is cut around its two links so each language keeps its own word order.
    beforeCalculator: (what: string) =>
      `${what} is being prepared and will appear here shortly. Meanwhile, you can estimate your savings with the `,
    calculatorLink: "solar calculator",
    betweenLinks: " or ",
    contactLink: "contact us",
    afterContact: ".",
  },
  /** The one-line note above a text that stays English on a Hindi or Telugu page (blog, legal). */
  englishOnlyArticle: "This article is available in English only for now.",
  englishOnlyPage: "This page is available in English only for now.",
  /** The site's default social picture, described (og:image:alt). */
  socialImageAlt: (product: string, tagline: string) =>
    `${product}: ${tagline} Homes under an integrated solar roof.`,
};
