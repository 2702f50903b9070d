import { productIndex, productPageName, productsWithPage, productTitle } from "./product-index.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

export type NavLink = { label: string; to: string };
export type NavItem = NavLink | { label: string; children: NavLink[] };

/**
 * The main menu (docs/decisions/200, Layout), in order; links are English paths (localize them when
 * rendering).
 */
export function mainMenuFor(locale: Locale = "en"): NavItem[] {
  const nav = catalogueFor(locale).common.nav;
  return [
    { label: nav.home, to: "/" },
    { label: nav.about, to: "/about" },
    {
      label: nav.products,
      children: productsWithPage.map((p) => ({
        label: productPageName(p, locale),
        to: `/products/${p.key}`,
      })),
    },
    { label: nav.portfolio, to: "/portfolio" },
    {
      label: nav.technicalSpecs,
      children: productIndex.map((p) => ({
        label: productTitle(p, locale),
        to: `/technical-specs/${p.key}`,
      })),
    },
    { label: nav.news, to: "/news" },
    { label: nav.blog, to: "/blog" },
    { label: nav.contact, to: "/contact" },
  ];
}

/** Footer links (docs/decisions/200, Layout). */
export function footerLinksFor(locale: Locale = "en"): { heading: string; links: NavLink[] }[] {
  const nav = catalogueFor(locale).common.nav;
  return [
    {
      heading: nav.explore,
      links: [
        { label: nav.portfolio, to: "/portfolio" },
        { label: nav.technicalSpecs, to: "/technical-specs/arka-integrated-solar-roof" },
        { label: nav.news, to: "/news" },
        { label: nav.blog, to: "/blog" },
        { label: nav.contact, to: "/contact" },
      ],
    },
    {
      heading: nav.legal,
      links: [
        { label: nav.terms, to: "/terms-conditions" },
        { label: nav.privacy, to: "/privacy-policy" },
        { label: nav.cookies, to: "/cookie-policy" },
      ],
    },
  ];
}
