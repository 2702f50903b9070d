import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { indianMobileRules, perLocale, phoneField } from "#app/modules/leads/schema/field-rules.ts";

/**
 * The mobile number a code is sent to, with the partner application's messages: the OTP service and
 * the application check it alike. Here, below the dealers module that uses both (docs/decisions/206).
 */
export const verifiedPhoneFieldFor = perLocale((locale: Locale) => {
  const M = catalogueFor(locale).forms.validation.dealer;
  return phoneField(indianMobileRules(M, M.phoneTenCharacters), M.phoneForeign);
});

/** Send OTP stays disabled while the phone is empty or has an error (docs/decisions/200, Forms). */
export function phoneError(phone: string, locale: Locale = "en"): string | undefined {
  const result = verifiedPhoneFieldFor(locale).safeParse(phone);
  return result.success ? undefined : result.error.issues[0]?.message;
}
