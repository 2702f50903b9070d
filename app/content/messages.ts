/**
 * Local-storage key under which a failed submission's server message is kept for the error page
 * (docs/decisions/200, JSON API: the dealer-subscription error message).
 */
export const ERROR_MESSAGE_STORAGE_KEY = "dealerSubscriptionErrorMessage";
