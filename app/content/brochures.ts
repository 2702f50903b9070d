import { productIndex, productPageName } from "./product-index.ts";
import { brochureUrl, site } from "./site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";

/**
 * The brochures are English PDFs on every site: each link says so in its words and in `hreflang`, so a
 * Hindi or Telugu reader is not surprised by what opens (docs/decisions/192).
 */
export const BROCHURE_LANGUAGE = "en";

/** The brochure of a product: its key with underscores, under the asset base (docs/decisions/200, Layout). */
export function brochureFileFor(productKey: string): string | undefined {
  const file = `${productKey.replaceAll("-", "_")}.pdf`;
  return site.brochures.some((b) => b.file === file) ? file : undefined;
}

export function brochureHrefFor(productKey: string): string | undefined {
  const file = brochureFileFor(productKey);
  return file ? brochureUrl(file) : undefined;
}

/** A brochure's name: its own short title in English, its product's page name in another language. */
export function brochureTitle(brochure: (typeof site.brochures)[number], locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return brochure.title;
  const product = productIndex.find((p) => brochureFileFor(p.key) === brochure.file);
  return product ? productPageName(product, locale) : brochure.title;
}

/** A brochure's link text in the footer's list: its name and the language it is written in. */
export function brochureLabel(brochure: (typeof site.brochures)[number], locale: Locale): string {
  return catalogueFor(locale).common.footer.brochureInEnglish(brochureTitle(brochure, locale));
}
