import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
} from "./json-ld.ts";
import { site } from "./site.ts";

describe("JSON-LD", () => {
  it("escapes markup so a value cannot close the script element", () => {
    const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });

  it("numbers breadcrumbs from Home with absolute URLs", () => {
    const list = breadcrumbJsonLd([{ name: "Kerala", path: "/solar-panels/Kerala" }], "en");
    const items = list.itemListElement as { position: number; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2]);
    expect(items[1]?.item).toBe(`${site.website.url}/solar-panels/Kerala`);
  });

  it("describes the organisation and a blog post", () => {
    expect(organizationJsonLd().name).toBe(site.companyName);
    const post = blogPostingJsonLd(
      {
        headline: "H",
        description: "D",
        path: "/blog/h",
        datePublished: "2020-01-02",
      },
      "en",
    );
    expect(post.dateModified).toBe("2020-01-02");
    expect(post["@type"]).toBe("BlogPosting");
  });

  it("links every builder's English path in the page's language", () => {
    const product = productJsonLd({ name: "P", description: "D", path: "/products/p" }, "hi");
    expect(product.url).toBe(`${site.website.url}/hi/products/p`);
    const post = blogPostingJsonLd(
      { headline: "H", description: "D", path: "/blog/h", datePublished: "2020-01-02" },
      "te",
    );
    expect(post.url).toBe(`${site.website.url}/te/blog/h`);
    expect(post.mainEntityOfPage).toBe(post.url);
    const crumbs = breadcrumbJsonLd([{ name: "P", path: "/products/p" }], "hi");
    const items = crumbs.itemListElement as { item: string }[];
    expect(items.map((i) => i.item)).toEqual([`${site.website.url}/hi`, `${site.website.url}/hi/products/p`]);
  });
});
