import { productIndex, productPageName, productTitle } from "./product-index.ts";
import { productSpecs, productStories, type ProductStory, type SpecGroup } from "./product-specs.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { translationFor } from "#app/languages/loaded.ts";

/** One catalogue entry: the index fields plus its specification record and page text, any of which may be missing. */
export type CatalogueProduct = {
  key: string;
  title?: string;
  product_page_name?: string;
  specs?: SpecGroup[];
  story?: ProductStory;
};

/** A product that passed the rules: everything a page needs is present. */
export type Product = {
  key: string;
  title: string;
  product_page_name?: string;
  specs: SpecGroup[];
  story?: ProductStory;
};

export const productCatalogue: readonly CatalogueProduct[] = productIndex.map((entry) => ({
  ...entry,
  specs: productSpecs[entry.key],
  story: productStories[entry.key],
}));

/** The catalogue in another language: names, spec tables and page text in it; keys and figures the same. */
function translatedCatalogue(locale: Exclude<Locale, typeof DEFAULT_LOCALE>): readonly CatalogueProduct[] {
  const { productSpecs, productStories } = translationFor(locale).content;
  return productIndex.map((entry) => ({
    key: entry.key,
    title: productTitle(entry, locale),
    ...(entry.product_page_name ? { product_page_name: productPageName(entry, locale) } : {}),
    specs: productSpecs[entry.key],
    story: productStories[entry.key],
  }));
}

const translatedCatalogues = new Map<Locale, readonly CatalogueProduct[]>();

/** The catalogue in `locale` (built on first use: the browser loads only its page's language). */
export function productCatalogueFor(locale: Locale): readonly CatalogueProduct[] {
  if (locale === DEFAULT_LOCALE) return productCatalogue;
  let catalogue = translatedCatalogues.get(locale);
  if (!catalogue) {
    catalogue = translatedCatalogue(locale);
    translatedCatalogues.set(locale, catalogue);
  }
  return catalogue;
}

export type ProductPage = "product" | "technical-specs";

/**
 * Looks a product up by the id in the URL and applies the error rules (docs/decisions/200, Errors), in its
 * order. Returns the product or the message to show on a 404 page, both in `locale` (English by
 * default). `catalogue` replaces the language's own so the rules can be tested with entries the real
 * catalogue does not have.
 */
export function findProduct(
  id: string | undefined,
  page: ProductPage,
  { catalogue, locale = "en" }: { catalogue?: readonly CatalogueProduct[]; locale?: Locale } = {},
): { ok: true; product: Product } | { ok: false; message: string } {
  const messages = catalogueFor(locale).common;
  const entry = (catalogue ?? productCatalogueFor(locale)).find((p) => p.key === id);
  if (!entry) return { ok: false, message: messages.invalidProductId };
  if (!entry.title?.trim()) return { ok: false, message: messages.invalidProductRequest };
  if (!entry.specs || entry.specs.length === 0)
    return { ok: false, message: messages.technicalDetailsNotFound };
  if (page === "product" && !entry.product_page_name?.trim())
    return { ok: false, message: messages.technicalDetailsNotFound };
  return {
    ok: true,
    product: {
      key: entry.key,
      title: entry.title,
      product_page_name: entry.product_page_name,
      specs: entry.specs,
      story: entry.story,
    },
  };
}
