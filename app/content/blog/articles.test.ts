import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleWordCount, BlogArticleSchema } from "./article-schema.ts";
import { articles, findArticle } from "./articles.ts";
import { blogSlugs, slugFromHeading } from "#app/content/blog-slugs.ts";
import { site } from "#app/content/site.ts";

describe("blog articles", () => {
  it("has exactly one article per slug of seed 001", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...blogSlugs].sort());
  });

  it("lists them newest first", () => {
    const dates = articles.map((a) => a.postedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds an article by slug and nothing for an unknown slug", () => {
    expect(findArticle(blogSlugs[0])?.slug).toBe(blogSlugs[0]);
    expect(findArticle("no-such-article")).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });

  describe.each(articles.map((a) => [a.slug, a] as const))("%s", (slug, article) => {
    it("matches the schema", () => {
      expect(BlogArticleSchema.safeParse(article).error).toBeUndefined();
    });

    it("has a heading that turns into its slug (seed 000: lowercased, spaces to hyphens)", () => {
      expect(slugFromHeading(article.heading)).toBe(slug);
    });

    it("uses the product name from the site config, not a placeholder", () => {
      expect(JSON.stringify(article)).not.toMatch(/\{product\}|undefined/);
      if (slug.includes(site.productKey)) expect(article.heading).toContain(site.product);
    });

    it("is between 600 and 1,200 words with sub-headings", () => {
      const words = articleWordCount(article);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1200);
      expect(article.sections.filter((s) => s.subheading).length).toBeGreaterThanOrEqual(3);
    });

    it("was posted on a real date between 2020 and 2026", () => {
      const date = new Date(`${article.postedOn}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10)).toBe(article.postedOn);
      expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(2020);
      expect(date.getUTCFullYear()).toBeLessThanOrEqual(2026);
    });

    it("points at an image file whose intrinsic size matches the declared width and height", () => {
      const images = [article.image, ...article.sections.flatMap((s) => (s.image ? [s.image] : []))];
      for (const image of images) {
        const file = path.resolve("public/assets", image.src);
        const svg = fs.readFileSync(file, "utf8");
        expect(svg).toContain(`width="${image.width}"`);
        expect(svg).toContain(`height="${image.height}"`);
        expect(fs.statSync(file).size).toBeLessThan(16_000);
      }
    });

    it("never repeats a paragraph (paragraphs are React keys)", () => {
      for (const section of article.sections) {
        expect(new Set(section.paragraphs).size).toBe(section.paragraphs.length);
      }
    });
  });

  it("gives each article its own image", () => {
    const images = articles.map((a) => a.image.src);
    expect(new Set(images).size).toBe(images.length);
  });

  it("makes the glossary a real glossary: terms with definitions, no duplicates", () => {
    const glossary = findArticle("solar-glossary-101-what-you-need-to-know");
    const terms = glossary?.sections.flatMap((s) => s.terms ?? []) ?? [];
    expect(terms.length).toBeGreaterThanOrEqual(20);
    expect(new Set(terms.map((t) => t.term.toLowerCase())).size).toBe(terms.length);
    for (const t of terms) expect(t.definition.length).toBeGreaterThan(30);
  });
});
