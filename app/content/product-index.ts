import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { translationFor } from "#app/languages/loaded.ts";
import type { ProductKey, ProductNames } from "./product-specs.ts";

export type { ProductNames };

/**
 * The product index (docs/decisions/200, Content): title, product_page_name, key. The Products menu lists
 * only entries with a page name; the Technical Specs menu lists every product.
 */
export type ProductIndexEntry = {
  key: string;
  title: string;
  /** Name of the product page; absent when the product has no page of its own. */
  product_page_name?: string;
};

export const productIndex: readonly ProductIndexEntry[] = [
  {
    key: "arka-integrated-solar-roof",
    title: "Arka Integrated Solar Roof",
    product_page_name: "Integrated Solar Roof",
  },
  { key: "arka-inroof-solar", title: "Arka Inroof Solar", product_page_name: "Inroof Solar" },
  {
    key: "arka-conventional-solar-module",
    title: "Arka Conventional Solar Module",
    product_page_name: "Conventional Solar Module",
  },
];

export const productsWithPage = productIndex.filter((p) => p.product_page_name);

/** The product's names in `locale`; none in English, whose names are the index's own. */
function namesIn(locale: Locale, key: string): { title: string; product_page_name?: string } | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  return (translationFor(locale).content.productNames as Record<string, ProductNames[ProductKey]>)[key];
}

/** The product's name in `locale` (English: its `title`). */
export function productTitle(
  product: Pick<ProductIndexEntry, "key" | "title">,
  locale: Locale = "en",
): string {
  return namesIn(locale, product.key)?.title ?? product.title;
}

/** The name of the product's page in `locale`: `product_page_name`, else the title. */
export function productPageName(
  product: Pick<ProductIndexEntry, "key" | "title" | "product_page_name">,
  locale: Locale = "en",
): string {
  const names = namesIn(locale, product.key);
  return names?.product_page_name ?? names?.title ?? product.product_page_name ?? product.title;
}
