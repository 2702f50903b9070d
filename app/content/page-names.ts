import { footerLinksFor, mainMenuFor, type NavLink } from "./navigation.ts";
import { productIndex, productPageName, productTitle } from "./product-index.ts";
import { stateDisplayName, tariffStateNames } from "./tariff-states.ts";
import { site } from "./site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath, unlocalizedPath, type Locale } from "#app/i18n/locales.ts";

/**
 * A page's short name, for messages that say where the visitor is (the WhatsApp greeting,
 * docs/decisions/118-phone-layout-keyboard-and-whatsapp.md), in the language of the page's URL. Menu
 * pages use their menu label; the rest are named here. A blog article is named by its heading where
 * the greeting is made (app/modules/contact-clicks/click-page-name.ts).
 */
function namedPages(locale: Locale): Record<string, string> {
  const { common, pages } = catalogueFor(locale);
  const { pageNames, successTitle, errorTitle } = common;
  return {
    // The paid landing page by its own title, not the product's name (docs/decisions/194).
    "/integrated-solar-roof": pages.landing.metaTitle(site.product),
    "/solar-calculator": pageNames.solarCalculator,
    "/become-partner": pageNames.becomePartner,
    "/request-callback": pageNames.requestCallback,
    "/dealers": pageNames.dealers,
    "/success": successTitle,
    "/error": errorTitle,
  };
}

function menuLinks(locale: Locale): NavLink[] {
  return [
    ...mainMenuFor(locale).flatMap((item) => ("children" in item ? [] : [item])),
    ...footerLinksFor(locale).flatMap((group) => group.links),
  ];
}

/** The name of the page at `pathname` ("/hi/about" is named in Hindi), or the path itself when it has no name. */
export function pageNameFor(pathname: string): string {
  const locale = localeFromPath(pathname);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = unlocalizedPath(trimmed);
  const named = namedPages(locale)[path] ?? menuLinks(locale).find((link) => link.to === path)?.label;
  if (named) return named;
  const { pageNames } = catalogueFor(locale).common;
  const [, section, key] = path.split("/");
  if (section === "solar-panels") {
    const state = tariffStateNames.find((s) => s.urlTitle === key);
    if (state) return pageNames.stateTariff(stateDisplayName(state.name, locale));
  }
  const product = productIndex.find((p) => p.key === key);
  if (product && section === "products") return productPageName(product, locale);
  if (product && section === "technical-specs")
    return pageNames.technicalSpecs(productTitle(product, locale));
  return trimmed;
}
