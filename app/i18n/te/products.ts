import type { products as english } from "../en/products.ts";

export const products: typeof english = {};
