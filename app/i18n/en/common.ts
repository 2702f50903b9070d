/**
 * English interface text shared by every page: the frame (header, footer, skip links, language switcher)
 * and the specification's fixed page texts (seed 000 sections 2 and 8, seed 001 section 8), word for word.
 */
export const common = {
  tagline: "The solar roof that is the roof.",
  // Seed 000 sections 2 and 8, word for word.
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
  // The language switcher (issue 15).
  languageSwitcherLabel: "Language",
  readInLanguage: (language: string) => `Read this page in ${language}`,
};
