import { messages } from "./messages.ts";
import { productIndex, type ProductIndexEntry } from "./product-index.ts";

/**
 * Looks a product up by the id in the URL and applies the error rules of seed 001 section 8.
 * Returns the product or the message to show on a 404 page.
 */
export function findProduct(
  id: string | undefined,
  page: "product" | "technical-specs",
): { ok: true; product: ProductIndexEntry } | { ok: false; message: string } {
  const product = productIndex.find((p) => p.key === id);
  if (!product) return { ok: false, message: messages.invalidProductId };
  if (!product.title) return { ok: false, message: messages.invalidProductRequest };
  if (page === "product" && !product.product_page_name)
    return { ok: false, message: messages.technicalDetailsNotFound };
  return { ok: true, product };
}
