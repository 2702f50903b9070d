import { describe, expect, it } from "vitest";
import { blogSlugs } from "./blog-slugs.ts";
import { isEnglishContentPage } from "./english-content-pages.ts";
import { pageMeta } from "./meta.ts";
import { site } from "./site.ts";
import { loader as sitemap } from "#app/routes/sitemap.xml.ts";

type Meta = ReturnType<typeof pageMeta>;
const named = (meta: Meta, name: string) =>
  meta.find((m) => "name" in m && m.name === name) as { content: string } | undefined;
const property = (meta: Meta, name: string) =>
  meta.find((m) => "property" in m && m.property === name) as { content: string } | undefined;
const alternates = (meta: Meta) =>
  meta.filter((m) => "rel" in m && m.rel === "alternate").map((m) => (m as { hreflang: string }).hreflang);
const canonical = (meta: Meta) =>
  (meta.find((m) => "rel" in m && m.rel === "canonical") as { href: string } | undefined)?.href;

const article = `/blog/${blogSlugs[0]}`;

describe("pages whose content is English on every site (docs/decisions/192)", () => {
  it("are the blog and the legal texts, however the path is written", () => {
    for (const path of [
      article,
      "/blog",
      "/hi/blog",
      `/te${article}`,
      "/hi/privacy-policy/",
      "/cookie-policy",
    ])
      expect(isEnglishContentPage(path), path).toBe(true);
    for (const path of ["/", "/hi", "/about", "/te/solar-calculator", "/hi/blogger", "/products/x"])
      expect(isEnglishContentPage(path), path).toBe(false);
  });

  for (const path of [article, "/terms-conditions"]) {
    it(`${path}: the Hindi and Telugu copies say English, stay out of the index and claim no alternates`, () => {
      for (const locale of ["hi", "te"] as const) {
        const meta = pageMeta({ title: "T", description: "D", path, locale });
        expect(named(meta, "robots")?.content).toBe("noindex, follow");
        expect(property(meta, "og:locale")?.content).toBe("en_IN");
        expect(alternates(meta)).toEqual([]);
        expect(canonical(meta)).toBe(`${site.website.url}/${locale}${path}`);
      }
    });

    it(`${path}: the English page is indexed with itself as the only language version`, () => {
      const meta = pageMeta({ title: "T", description: "D", path, locale: "en" });
      expect(named(meta, "robots")).toBeUndefined();
      expect(property(meta, "og:locale")?.content).toBe("en_IN");
      expect(alternates(meta)).toEqual(["en-IN", "x-default"]);
    });
  }

  it("a translated page keeps its language, its alternates and its place in the index", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/about", locale: "te" });
    expect(named(meta, "robots")).toBeUndefined();
    expect(property(meta, "og:locale")?.content).toBe("te_IN");
    expect(alternates(meta)).toEqual(["en-IN", "hi-IN", "te-IN", "x-default"]);
  });

  it("the sitemap lists their English address only, and the other pages in every language", async () => {
    const xml = await sitemap().text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of [article, "/blog", "/privacy-policy"]) {
      expect(locs).toContain(path);
      expect(locs).not.toContain(`/hi${path}`);
      expect(locs).not.toContain(`/te${path}`);
    }
    for (const path of ["/about", "/hi/about", "/te/about"]) expect(locs).toContain(path);
    const entry = xml
      .split("<url>")
      .find((block) => block.includes(`<loc>${site.website.url}${article}</loc>`));
    expect(entry).not.toContain('hreflang="hi-IN"');
    expect(entry).toContain('hreflang="x-default"');
  });
});
