import { site } from "./site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The WhatsApp click-to-chat link's words (docs/decisions/118-phone-layout-keyboard-and-whatsapp.md). */
export function whatsappTextFor(locale: Locale = "en") {
  const common = catalogueFor(locale).common;
  return {
    label: common.whatsapp.label,
    newTab: common.opensInNewTab,
    greeting: (pageName: string) => common.whatsapp.greeting(site.product, pageName),
  };
}

/**
 * A WhatsApp click-to-chat link: `number` as wa.me wants it (country code and number, digits only) and
 * the chat's first message, filled in for the visitor to send.
 */
export function waMeHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * A plain wa.me link with the greeting filled in, in the page's language: it works without JavaScript
 * and loads nothing from WhatsApp until tapped (the app, or web.whatsapp.com on a desktop, opens the chat).
 */
export function whatsappHref(
  pageName: string,
  number: string = site.whatsapp,
  locale: Locale = "en",
): string {
  return waMeHref(number, whatsappTextFor(locale).greeting(pageName));
}
