import { describe, expect, it } from "vitest";
import { common as messages } from "#app/languages/en/interface/common.ts";
import { productIndex, productPageName, productTitle } from "./product-index.ts";
import { productSpecValues, specGroupTitles, specRow, specValue } from "./product-specs.ts";
import { findProduct, productCatalogue, productCatalogueFor, type CatalogueProduct } from "./products.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";

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
    const found = findProduct("complete", page, { catalogue: fixtures });
    expect(found.ok && found.product.title).toBe("Complete");
  });

  it.each(["product", "technical-specs"] as const)("rejects an unknown id on the %s page", (page) => {
    expect(findProduct("nope", page, { catalogue: fixtures })).toEqual({
      ok: false,
      message: messages.invalidProductId,
    });
    expect(findProduct(undefined, page, { catalogue: fixtures })).toEqual({
      ok: false,
      message: messages.invalidProductId,
    });
  });

  it("rejects a product without a title", () => {
    expect(findProduct("untitled", "technical-specs", { catalogue: fixtures })).toEqual({
      ok: false,
      message: messages.invalidProductRequest,
    });
  });

  it("rejects a product without specifications on both pages", () => {
    for (const key of ["no-specs", "empty-specs"]) {
      for (const page of ["product", "technical-specs"] as const) {
        expect(findProduct(key, page, { catalogue: fixtures })).toEqual({
          ok: false,
          message: messages.technicalDetailsNotFound,
        });
      }
    }
  });

  it("rejects a product without a page name on the product page only", () => {
    expect(findProduct("no-page", "product", { catalogue: fixtures })).toEqual({
      ok: false,
      message: messages.technicalDetailsNotFound,
    });
    expect(findProduct("no-page", "technical-specs", { catalogue: fixtures }).ok).toBe(true);
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

describe("the catalogue in Hindi and Telugu", () => {
  const translated = ["hi", "te"] as const;
  /** Latin-letter words allowed in translated text: the brand, abbreviations and unit symbols. */
  const allowedLatin = new Set([
    "Arka",
    "PERC",
    "PDF",
    "kWp",
    "Wp",
    "mm",
    "kg",
    "Pa",
    "m",
    "s",
    "kmph",
    "A",
    "C",
  ]);
  // Sorted: a language may put the figures of a phrase in another order.
  const digits = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();

  it("finds the English rows by field", () => {
    const specs = productCatalogue[0]?.specs ?? [];
    expect(specRow(specs, "wattage")?.label).toBe("Module Wattage");
    expect(specRow(specs, "areaPerKwp")?.label).toBe("Area per Kwp");
    expect(specRow(specs, "walkOnRoof")?.label).toBe("Walk on Roof");
    expect(specRow(specs, "leakage")?.label).toBe("Leakage of Air, Water & Dust");
  });

  it.each(translated)("%s has the English structure, figures and illustrations", (locale) => {
    const catalogue = productCatalogueFor(locale);
    expect(catalogue.map((p) => p.key)).toEqual(productCatalogue.map((p) => p.key));
    for (const [index, english] of productCatalogue.entries()) {
      const product = catalogue[index];
      if (!product?.specs || !english.specs || !product.story || !english.story) throw new Error(english.key);
      expect(product.title).toBe(productTitle(english as { key: string; title: string }, locale));
      expect(Boolean(product.product_page_name)).toBe(Boolean(english.product_page_name));
      expect(product.specs.map((g) => g.rows.length)).toEqual(english.specs.map((g) => g.rows.length));
      for (const [g, group] of product.specs.entries()) {
        const englishGroup = english.specs[g];
        expect(group.title).not.toBe(englishGroup?.title);
        for (const [r, row] of group.rows.entries()) {
          const englishRow = englishGroup?.rows[r];
          expect(row.label, `${english.key}: ${englishRow?.label}`).not.toBe(englishRow?.label);
          expect(row.value.trim()).not.toBe("");
          // Translated values keep every figure of the English value.
          expect(digits(row.value), `${english.key}: ${englishRow?.label}`).toEqual(
            digits(englishRow?.value ?? ""),
          );
        }
      }
      // Bare figures are the English values themselves.
      const values = productSpecValues[english.key as keyof typeof productSpecValues];
      for (const field of ["totalCells", "wattage", "windSpeed"] as const)
        expect(specValue(product.specs, field)).toBe(values[field]);
      expect(product.story.paragraphs).toHaveLength(english.story.paragraphs.length);
      expect({ ...product.story.illustration, alt: "" }).toEqual({ ...english.story.illustration, alt: "" });
      expect(product.story.illustration.alt).not.toBe(english.story.illustration.alt);
    }
  });

  it.each(translated)("%s leaves no English words in the product text", (locale) => {
    const texts = productCatalogueFor(locale).flatMap((p) => [
      p.title ?? "",
      p.product_page_name ?? "",
      ...(p.specs ?? []).flatMap((g) => [g.title, ...g.rows.flatMap((r) => [r.label, r.value])]),
      ...(p.story ? [p.story.summary, ...p.story.paragraphs, p.story.illustration.alt] : []),
    ]);
    for (const text of texts) {
      const latin = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowedLatin.has(word));
      expect(latin, text).toEqual([]);
    }
  });

  it.each(translated)("%s names every product and page", (locale) => {
    for (const entry of productIndex) {
      expect(productTitle(entry, locale)).not.toBe(entry.title);
      expect(productTitle(entry, locale).startsWith("Arka ")).toBe(true);
      expect(productPageName(entry, locale)).not.toBe(entry.product_page_name);
    }
  });

  it.each(translated)("%s answers the error rules in its language", (locale) => {
    const common = catalogueFor(locale).common;
    expect(findProduct("nope", "product", { locale })).toEqual({
      ok: false,
      message: common.invalidProductId,
    });
    expect(findProduct("untitled", "technical-specs", { catalogue: fixtures, locale })).toEqual({
      ok: false,
      message: common.invalidProductRequest,
    });
    expect(findProduct("no-page", "product", { catalogue: fixtures, locale })).toEqual({
      ok: false,
      message: common.technicalDetailsNotFound,
    });
    const found = findProduct("arka-integrated-solar-roof", "product", { locale });
    expect(found.ok && found.product.title).toBe(productTitle(productIndex[0]!, locale));
  });

  it("keeps English names and messages by default", () => {
    for (const entry of productIndex) {
      expect(productTitle(entry)).toBe(entry.title);
      expect(productPageName(entry)).toBe(entry.product_page_name ?? entry.title);
    }
    expect(productCatalogueFor("en")).toBe(productCatalogue);
    expect(findProduct("nope", "product")).toEqual({ ok: false, message: messages.invalidProductId });
  });
});
