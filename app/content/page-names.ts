import { footerLinks, mainMenu, type NavLink } from "./navigation.ts";
import { messages } from "./messages.ts";
import { productIndex } from "./product-index.ts";
import { tariffStateNames } from "./tariff-states.ts";

/**
 * A page's short name, for messages that say where the visitor is (the WhatsApp greeting,
 * docs/decisions/118-phone-layout-keyboard-and-whatsapp.md). Menu pages use their menu label; the
 * rest are named here. A route whose name comes from its data (a blog article) gives it through
 * its `handle` instead (see `PageNameHandle`).
 */
const namedPages: Record<string, string> = {
  "/solar-calculator": "Solar Calculator",
  "/become-partner": "Become a Partner",
  "/request-callback": "Request a call back",
  "/dealers": "Find a dealer near you",
  "/success": messages.successTitle,
  "/error": messages.errorTitle,
};

export const NOT_FOUND_PAGE_NAME = "Page not found";
export const ERROR_PAGE_NAME = "Error page";

/** What a route may export as `handle` to name its page from its loader's data. */
export type PageNameHandle<Data = unknown> = {
  pageName: (loaderData: Data | undefined) => string | undefined;
};

function menuLinks(): NavLink[] {
  return [
    ...mainMenu.flatMap((item) => ("children" in item ? [] : [item])),
    ...footerLinks.flatMap((group) => group.links),
  ];
}

/** The name of the page at `pathname`, or the path itself when the page has no name. */
export function pageNameFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const named = namedPages[path] ?? menuLinks().find((link) => link.to === path)?.label;
  if (named) return named;
  const [, section, key] = path.split("/");
  if (section === "solar-panels") {
    const state = tariffStateNames.find((s) => s.urlTitle === key);
    if (state) return `${state.name} electricity tariff`;
  }
  const product = productIndex.find((p) => p.key === key);
  if (product && section === "products") return product.product_page_name ?? product.title;
  if (product && section === "technical-specs") return `${product.title} technical specs`;
  return path;
}
