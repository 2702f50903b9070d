import { common } from "#app/i18n/en/common.ts";

/**
 * Fixed texts of the specification (seed 000 sections 2 and 8, seed 001 section 8), word for word; their
 * home is the English catalogue (app/i18n/en/common.ts), beside their translations.
 */
export const messages = {
  notFoundTitle: common.notFoundTitle,
  notFound: common.notFound,
  successTitle: common.successTitle,
  success: common.success,
  errorTitle: common.errorTitle,
  errorDefault: common.errorDefault,
  goHome: common.goHome,
  invalidProductId: common.invalidProductId,
  invalidProductRequest: common.invalidProductRequest,
  technicalDetailsNotFound: common.technicalDetailsNotFound,
} as const;

/**
 * Local-storage key under which a failed submission's server message is kept for the error page
 * (seed 000 section 7: the dealer-subscription error message).
 */
export const ERROR_MESSAGE_STORAGE_KEY = "dealerSubscriptionErrorMessage";
