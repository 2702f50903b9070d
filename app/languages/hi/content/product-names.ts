import type { ProductNames } from "#app/content/product-specs.ts";

/** Product names in Hindi, by product key; the brand "Arka" stays in Latin letters (glossary). */
export const productNames: ProductNames = {
  "arka-integrated-solar-roof": {
    title: "Arka इंटीग्रेटेड सोलर छत",
    product_page_name: "इंटीग्रेटेड सोलर छत",
  },
  "arka-inroof-solar": { title: "Arka इनरूफ सोलर", product_page_name: "इनरूफ सोलर" },
  "arka-conventional-solar-module": {
    title: "Arka पारंपरिक सोलर मॉड्यूल",
    product_page_name: "पारंपरिक सोलर मॉड्यूल",
  },
};
