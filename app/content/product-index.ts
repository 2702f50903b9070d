import type { Locale } from "../i18n/locales.ts";

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

/**
 * Product names by language and key; the brand "Arka" stays in Latin letters (glossary). None for the
 * default language: its names are the index's own.
 */
const productNames: Record<Locale, Record<string, { title: string; product_page_name?: string }>> = {
  en: {},
  hi: {
    "arka-integrated-solar-roof": {
      title: "Arka इंटीग्रेटेड सोलर छत",
      product_page_name: "इंटीग्रेटेड सोलर छत",
    },
    "arka-inroof-solar": { title: "Arka इनरूफ सोलर", product_page_name: "इनरूफ सोलर" },
    "arka-conventional-solar-module": {
      title: "Arka पारंपरिक सोलर मॉड्यूल",
      product_page_name: "पारंपरिक सोलर मॉड्यूल",
    },
  },
  te: {
    "arka-integrated-solar-roof": {
      title: "Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు",
      product_page_name: "ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు",
    },
    "arka-inroof-solar": { title: "Arka ఇన్‌రూఫ్ సోలార్", product_page_name: "ఇన్‌రూఫ్ సోలార్" },
    "arka-conventional-solar-module": {
      title: "Arka సాంప్రదాయ సోలార్ మాడ్యూల్",
      product_page_name: "సాంప్రదాయ సోలార్ మాడ్యూల్",
    },
  },
};

/** The product's name in `locale` (English: its `title`). */
export function productTitle(
  product: Pick<ProductIndexEntry, "key" | "title">,
  locale: Locale = "en",
): string {
  return productNames[locale][product.key]?.title ?? product.title;
}

/** The name of the product's page in `locale`: `product_page_name`, else the title. */
export function productPageName(
  product: Pick<ProductIndexEntry, "key" | "title" | "product_page_name">,
  locale: Locale = "en",
): string {
  const names = productNames[locale][product.key];
  return names?.product_page_name ?? names?.title ?? product.product_page_name ?? product.title;
}
