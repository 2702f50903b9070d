/**
 * The product index of seed 000 section 3 (title, product_page_name, key). The Products menu lists only
 * entries with a page name; the Technical Specs menu lists every product.
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
