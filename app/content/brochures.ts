import { brochureUrl, site } from "./site.ts";

/** The brochure of a product: its key with underscores, under the asset base (seed 001 "Footer"). */
export function brochureFileFor(productKey: string): string | undefined {
  const file = `${productKey.replaceAll("-", "_")}.pdf`;
  return site.brochures.some((b) => b.file === file) ? file : undefined;
}

export function brochureHrefFor(productKey: string): string | undefined {
  const file = brochureFileFor(productKey);
  return file ? brochureUrl(file) : undefined;
}
