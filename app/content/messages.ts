/** Fixed texts of the specification (seed 000 sections 2 and 8, seed 001 section 8), word for word. */
export const messages = {
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
} as const;

/**
 * Local-storage key under which a failed submission's server message is kept for the error page
 * (seed 000 section 7: the dealer-subscription error message).
 */
export const ERROR_MESSAGE_STORAGE_KEY = "dealerSubscriptionErrorMessage";
