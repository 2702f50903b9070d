import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import { productIndex } from "./product-index.ts";
import { specGroupTitles } from "./product-specs.ts";
import { findProduct, productCatalogue, type CatalogueProduct } from "./products.ts";

const specs = [{ title: "Module Details", rows: [{ label: "Module Wattage", value: "1 Wp" }] }];
const fixtures: CatalogueProduct[] = [
  { key: "complete", title: "Complete", product_page_name: "Complete page", specs },
  { key: "untitled", title: "", product_page_name: "Page", specs },
  { key: "no-specs", title: "No specs", product_page_name: "Page" },
  { key: "empty-specs", title: "Empty specs", product_page_name: "Page", specs: [] },
  { key: "no-page", title: "No page name", specs },
];

describe("findProduct error rules (seed 001 section 8)", () => {
  it.each(["product", "technical-specs"] as const)("accepts a complete product on the %s page", (page) => {
    const found = findProduct("complete", page, fixtures);
    expect(found.ok && found.product.title).toBe("Complete");
  });

  it.each(["product", "technical-specs"] as const)("rejects an unknown id on the %s page", (page) => {
    expect(findProduct("nope", page, fixtures)).toEqual({ ok: false, message: messages.invalidProductId });
    expect(findProduct(undefined, page, fixtures)).toEqual({ ok: false, message: messages.invalidProductId });
  });

  it("rejects a product without a title", () => {
    expect(findProduct("untitled", "technical-specs", fixtures)).toEqual({
      ok: false,
      message: messages.invalidProductRequest,
    });
  });

  it("rejects a product without specifications on both pages", () => {
    for (const key of ["no-specs", "empty-specs"]) {
      for (const page of ["product", "technical-specs"] as const) {
        expect(findProduct(key, page, fixtures)).toEqual({
          ok: false,
          message: messages.technicalDetailsNotFound,
        });
      }
    }
  });

  it("rejects a product without a page name on the product page only", () => {
    expect(findProduct("no-page", "product", fixtures)).toEqual({
      ok: false,
      message: messages.technicalDetailsNotFound,
    });
    expect(findProduct("no-page", "technical-specs", fixtures).ok).toBe(true);
  });
});

describe("the real catalogue", () => {
  it("has every indexed product valid on both pages, with the four spec groups in order", () => {
    expect(productCatalogue).toHaveLength(productIndex.length);
    for (const { key } of productIndex) {
      for (const page of ["product", "technical-specs"] as const) {
        const found = findProduct(key, page);
        expect(found.ok, `${key} on ${page}`).toBe(true);
        if (found.ok) {
          expect(found.product.specs.map((g) => g.title)).toEqual([...specGroupTitles]);
          for (const row of found.product.specs.flatMap((g) => g.rows)) expect(row.value.trim()).not.toBe("");
        }
      }
    }
  });

  it("keeps the figures the seed states for the integrated roof", () => {
    const found = findProduct("arka-integrated-solar-roof", "technical-specs");
    if (!found.ok) throw new Error(found.message);
    const value = (label: string) =>
      found.product.specs.flatMap((g) => g.rows).find((r) => r.label === label)?.value;
    expect(value("Module Wattage")).toBe("550 Wp");
    expect(value("Area per Kwp")).toBe("54 sq ft");
    expect(value("Life Span of roof")).toBe("45 years");
    expect(value("Fire Rating")).toBe("Class A");
  });
});
