import { describe, expect, it } from "vitest";
import { bannerHeading, banners } from "./banners.ts";
import { LandingContentSchema } from "./content-schemas.ts";
import { landing, landingFor } from "./landing.ts";
import { footerLinksFor, mainMenuFor } from "./navigation.ts";
import { pageNameFor } from "./page-names.ts";
import { site } from "./site.ts";
import { siteTextFor } from "./site-text.ts";
import { stateDisplayName } from "./tariff-states.ts";
import { whatsappHref } from "./whatsapp.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { PREFIXED_LOCALES, type Locale } from "#app/i18n/locales.ts";

/**
 * Words a Hindi or Telugu string may keep in Latin letters (app/languages/<locale>/glossary.md): the
 * brand, units, abbreviations, networks and the names of certificates.
 */
const ALLOWED_LATIN =
  /\b(Arka|WhatsApp|PDF|URL|ID|OTP|EMI|kWp|kWh|kW|ISO|IEC|BIS|A|X|Y|Z|Roofing|Technologies|Pvt|Ltd)\b/g;

/** Every string a catalogue area yields, functions called with placeholder values. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, i) => ["X", "Y", "Z", "X"][i]);
    return strings((value as (...a: unknown[]) => unknown)(...args.map((a, i) => (i % 2 ? 7 : a))));
  }
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function englishWords(text: string): string[] {
  return text.replace(ALLOWED_LATIN, "").match(/[A-Za-z]{2,}/g) ?? [];
}

describe.each(PREFIXED_LOCALES)("the site frame in %s", (locale: Locale) => {
  const { common, pages } = catalogueFor(locale);

  it("has no English words left in the frame's and pages' catalogues", () => {
    const leftovers = [...strings(common), ...strings(pages)].filter((s) => englishWords(s).length > 0);
    expect(leftovers).toEqual([]);
  });

  it("names every banner in the page's language", () => {
    for (const { key, heading } of banners) {
      const translated = bannerHeading(key, locale);
      expect(translated).not.toBe(heading);
      expect(englishWords(translated)).toEqual([]);
    }
  });

  it("builds the menus with the same links as English, labelled in the page's language", () => {
    const links = (items: ReturnType<typeof mainMenuFor>) =>
      items.flatMap((item) => ("children" in item ? item.children.map((c) => c.to) : [item.to]));
    expect(links(mainMenuFor(locale))).toEqual(links(mainMenuFor("en")));
    const labels = [
      ...mainMenuFor(locale).flatMap((item) => [
        item.label,
        ...("children" in item ? item.children.map((c) => c.label) : []),
      ]),
      ...footerLinksFor(locale).flatMap((group) => [group.heading, ...group.links.map((l) => l.label)]),
    ];
    expect(labels.flatMap(englishWords)).toEqual([]);
  });

  it("names pages in the language of their URL", () => {
    expect(pageNameFor(`/${locale}`)).toBe(common.nav.home);
    expect(pageNameFor(`/${locale}/about/`)).toBe(common.nav.about);
    expect(pageNameFor(`/${locale}/solar-calculator`)).toBe(common.pageNames.solarCalculator);
    // The state as the page's heading names it (हरियाणा, హరియాణా), not in English.
    expect(pageNameFor(`/${locale}/solar-panels/Haryana`)).toBe(
      common.pageNames.stateTariff(stateDisplayName("Haryana", locale)),
    );
    expect(pageNameFor(`/${locale}/solar-panels/Haryana`)).not.toContain("Haryana");
    expect(pageNameFor(`/${locale}/no-such-page`)).toBe(`/${locale}/no-such-page`);
  });

  it("greets on WhatsApp in the page's language", () => {
    const url = new URL(whatsappHref(pageNameFor(`/${locale}/contact`), site.whatsapp, locale));
    expect(url.searchParams.get("text")).toBe(common.whatsapp.greeting(site.product, common.nav.contact));
    const tariff = new URL(
      whatsappHref(pageNameFor(`/${locale}/solar-panels/Haryana`), site.whatsapp, locale),
    );
    expect(tariff.searchParams.get("text")).toContain(stateDisplayName("Haryana", locale));
  });

  it("translates the landing page's words and keeps its pictures", () => {
    const content = landingFor(locale);
    expect(() => LandingContentSchema.parse(content)).not.toThrow();
    const images = (c: typeof landing) => [
      ...c.heroSlides.map((s) => s.image),
      c.about.image,
      ...c.certifications,
      ...c.featuredOn,
      ...c.gallery.flat(),
    ];
    expect(images(content).map(({ src, width, height }) => ({ src, width, height }))).toEqual(
      images(landing).map(({ src, width, height }) => ({ src, width, height })),
    );
    const words = [
      ...content.heroSlides.flatMap((s) => [s.heading, s.text, s.image.alt]),
      content.about.heading,
      ...content.about.paragraphs,
      content.about.image.alt,
      ...content.keyFeatures.flatMap((f) => [f.title, f.text]),
      ...content.certifications.map((c) => c.alt),
      ...content.gallery.flat().map((g) => g.alt),
    ];
    expect(words.flatMap(englishWords)).toEqual([]);
    expect(content.keyFeatures).toHaveLength(landing.keyFeatures.length);
  });

  it("writes the blurb and address in the page's language", () => {
    const text = siteTextFor(locale);
    expect(englishWords([text.blurb, ...text.address.lines, text.address.state].join(" "))).toEqual([]);
  });
});

describe("the site frame in English", () => {
  it("keeps the specification's words", () => {
    expect(bannerHeading("about", "en")).toBe("About Us");
    expect(mainMenuFor()).toEqual(mainMenuFor("en"));
    expect(landingFor("en")).toBe(landing);
    expect(siteTextFor("en").blurb).toBe(site.blurb);
    expect(pageNameFor("/success")).toBe("Success");
  });
});
