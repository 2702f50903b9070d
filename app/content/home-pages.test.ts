import { describe, expect, it } from "vitest";
import { HomeContentSchema, NewsItemSchema, ProjectSchema, VideoSchema } from "./content-schemas.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { specKeys } from "./portfolio.ts";
import { aboutFor, homeFor, newsFor, portfolioStatsFor, projectsFor, videosFor } from "./home-pages.ts";

/** Values that are not words: they stay the English ones in every language. */
const NOT_WORDS = new Set(["src", "type", "slug", "date", "youtubeId", "width", "height", "id", "kind"]);

/** The shape of a value with every word blanked: same keys, same array lengths, same files and figures. */
function shape(value: unknown, key = ""): unknown {
  if (typeof value === "string") return NOT_WORDS.has(key) ? value : "words";
  if (Array.isArray(value)) return value.map((v) => shape(v, key));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  return value;
}

/** The shown texts of the English and the translated content, side by side, by key path. */
function textPairs(english: unknown, translated: unknown, path = ""): [string, string, string][] {
  if (typeof english === "string") {
    const key = path
      .split(".")
      .at(-1)!
      .replace(/\[\d+\]$/, "");
    return NOT_WORDS.has(key) ? [] : [[path, english, String(translated)]];
  }
  if (Array.isArray(english))
    return english.flatMap((v, i) => textPairs(v, (translated as unknown[])[i], `${path}[${i}]`));
  if (english && typeof english === "object")
    return Object.entries(english).flatMap(([k, v]) =>
      textPairs(v, (translated as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  return [];
}

/** The figures a text quotes ("2.5 years", "20%", "1300 kg", "April 4th-5th 2019"), in a fixed order. */
function figures(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
}

/** Latin words a Hindi or Telugu text may keep: the brand, units, names written as their owners write them. */
const KEPT_LATIN = /Arka|W\/mtK|kW|kg|V6/g;

const pages = {
  home: homeFor,
  about: aboutFor,
  projects: projectsFor,
  portfolioStats: portfolioStatsFor,
  news: newsFor,
  videos: videosFor,
};

describe.each(["hi", "te"] as const)("the home, about, portfolio and news content in %s", (locale) => {
  const script = locale === "hi" ? /\p{Script=Devanagari}/u : /\p{Script=Telugu}/u;

  describe.each(Object.entries(pages))("%s", (_name, contentFor) => {
    const english = contentFor("en");
    const translated = contentFor(locale);

    it("has the English structure, pictures, figures, slugs, dates and ids", () => {
      expect(shape(translated)).toEqual(shape(english));
    });

    it("translates every shown text, quoting the same figures", () => {
      const pairs = textPairs(english, translated);
      expect(pairs.length).toBeGreaterThan(0);
      for (const [path, en, other] of pairs) {
        expect(figures(other), `${path}: ${other}`).toEqual(figures(en));
        if (!/\p{L}/u.test(en.replace(/kW|W\/mtK/g, ""))) {
          // An empty alt (a decorative picture) or a bare figure ("578 kW", "200+", "0.072 W/mtK").
          expect(other, path).toBe(en);
          continue;
        }
        expect(other, `${path} is written in the script`).toMatch(script);
        expect(other.replace(KEPT_LATIN, ""), `${path} keeps no English`).not.toMatch(/[A-Za-z]/);
      }
    });
  });

  it("has the counts of the English pages", () => {
    expect(homeFor(locale).whatIs.paragraphs).toHaveLength(homeFor("en").whatIs.paragraphs.length);
    expect(homeFor(locale).features).toHaveLength(4);
    expect(aboutFor(locale).differences).toHaveLength(aboutFor("en").differences.length);
    expect(aboutFor(locale).highlights).toHaveLength(aboutFor("en").highlights.length);
    expect(projectsFor(locale)).toHaveLength(8);
    expect(newsFor(locale)).toHaveLength(6);
    expect(videosFor(locale).portfolioVideos).toHaveLength(5);
  });

  it("passes the content schemas", () => {
    expect(() => HomeContentSchema.parse(homeFor(locale))).not.toThrow();
    for (const p of projectsFor(locale)) expect(() => ProjectSchema.parse(p), p.slug).not.toThrow();
    for (const n of newsFor(locale)) expect(() => NewsItemSchema.parse(n), n.title).not.toThrow();
    const { homeVideo, portfolioVideos } = videosFor(locale);
    for (const v of [homeVideo, ...portfolioVideos])
      expect(() => VideoSchema.parse(v), v.title).not.toThrow();
  });
});

describe.each(["hi", "te"] as const)("the project facts in %s", (locale) => {
  it("show the same figures with Indian digit grouping", () => {
    const facts = catalogueFor(locale).home.projectFacts;
    for (const key of specKeys) {
      for (const value of [5.5, 19250, 276000]) {
        expect(figures(facts[key].format(value)), key).toEqual(
          figures(catalogueFor("en").home.projectFacts[key].format(value)),
        );
      }
    }
    expect(facts.areaSft.format(276000)).toBe("2,76,000");
  });
});

describe("English", () => {
  it("is the English content itself", () => {
    expect(homeFor("en").hero.heading).toBe("Arka: the solar roof that is the roof");
    expect(projectsFor("en")[0]!.title).toBe("UN Habitat");
  });
});
