import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "#app/i18n/locales.ts";
import { landingFor } from "./landing.ts";
import { siteTextFor } from "./site-text.ts";

/** Every figure in a piece of content (pin codes, years, sizes, dimensions of pictures), sorted. */
function figures(content: unknown): string[] {
  return (JSON.stringify(content).match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
}

describe.each(PREFIXED_LOCALES)("the %s landing page and address", (locale) => {
  it("carry the same figures as English", () => {
    expect(figures(landingFor(locale))).toEqual(figures(landingFor("en")));
    // The English address also carries its pin code, which every language shows from there.
    const text = (l: typeof locale | "en") => {
      const { blurb, address } = siteTextFor(l);
      return [blurb, address.lines, address.city, address.state, address.country];
    };
    expect(figures(text(locale))).toEqual(figures(text("en")));
  });
});
