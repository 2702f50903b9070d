import { describe, expect, it } from "vitest";
import { BROCHURE_LANGUAGE, brochureFileFor, brochureLabel, brochureTitle } from "./brochures.ts";
import { productIndex, productPageName } from "./product-index.ts";
import { site } from "./site.ts";
import { PREFIXED_LOCALES } from "#app/i18n/locales.ts";

describe("brochures", () => {
  it("keep their own short titles in English", () => {
    for (const brochure of site.brochures) expect(brochureTitle(brochure, "en")).toBe(brochure.title);
  });

  it.each(PREFIXED_LOCALES)("are named after their product's page in %s", (locale) => {
    for (const brochure of site.brochures) {
      const product = productIndex.find((p) => brochureFileFor(p.key) === brochure.file);
      expect(product, brochure.file).toBeDefined();
      expect(brochureTitle(brochure, locale)).toBe(productPageName(product!, locale));
      expect(brochureTitle(brochure, locale)).not.toBe(brochure.title);
    }
  });

  it("say in every language that they are English", () => {
    expect(BROCHURE_LANGUAGE).toBe("en");
    const said = { en: "(English)", hi: "(अंग्रेज़ी में)", te: "(ఇంగ్లీషులో)" } as const;
    for (const locale of Object.keys(said) as (keyof typeof said)[])
      for (const brochure of site.brochures)
        expect(brochureLabel(brochure, locale)).toBe(`${brochureTitle(brochure, locale)} ${said[locale]}`);
  });
});
