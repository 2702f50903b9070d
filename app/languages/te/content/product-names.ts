import type { ProductNames } from "#app/content/product-specs.ts";

/** Product names in Telugu, by product key; the brand "Arka" stays in Latin letters (glossary). */
export const productNames: ProductNames = {
  "arka-integrated-solar-roof": {
    title: "Arka ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు",
    product_page_name: "ఇంటిగ్రేటెడ్ సోలార్ పైకప్పు",
  },
  "arka-inroof-solar": { title: "Arka ఇన్‌రూఫ్ సోలార్", product_page_name: "ఇన్‌రూఫ్ సోలార్" },
  "arka-conventional-solar-module": {
    title: "Arka సాంప్రదాయ సోలార్ మాడ్యూల్",
    product_page_name: "సాంప్రదాయ సోలార్ మాడ్యూల్",
  },
};
