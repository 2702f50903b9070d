import { site } from "./site.ts";

/** The WhatsApp click-to-chat link's words (docs/decisions/118-phone-layout-keyboard-and-whatsapp.md). */
export const whatsappText = {
  label: "Chat on WhatsApp",
  newTab: " (opens in a new tab)",
  greeting: (pageName: string) =>
    `Hello ${site.product}, I am on the page '${pageName}' and would like to know more.`,
} as const;

/**
 * A plain wa.me link with the greeting filled in: it works without JavaScript and loads nothing from
 * WhatsApp until tapped (the app, or web.whatsapp.com on a desktop, opens the chat).
 */
export function whatsappHref(pageName: string, number: string = site.whatsapp): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappText.greeting(pageName))}`;
}
