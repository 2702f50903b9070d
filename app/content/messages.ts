/**
 * Local-storage key under which a failed submission's server message is kept for the error page
 * (seed 000 section 7: the dealer-subscription error message).
 */
export const ERROR_MESSAGE_STORAGE_KEY = "dealerSubscriptionErrorMessage";
