import { describe, expect, it } from "vitest";
import { bannerHeading, banners } from "./banners.ts";
import { blogSlugs } from "./blog-slugs.ts";
import { mainMenuFor } from "./navigation.ts";
import { productIndex } from "./product-index.ts";
import { assertGtmId, brochureUrl, site } from "./site.ts";

describe("site configuration", () => {
  it("raises the specified message when the GTM id is missing", () => {
    expect(() => assertGtmId("")).toThrow("GTM Id is required");
    expect(() => assertGtmId("   ")).toThrow("GTM Id is required");
    expect(assertGtmId("GTM-ABC123")).toBe("GTM-ABC123");
    expect(assertGtmId()).toBe(site.gtmId);
  });

  it("keeps the campaign constants of the specification", () => {
    expect(site.campaign.default).toBe("23");
    expect(site.campaign.landing).toBe("24");
    expect(site.productKey).toBe("arka");
  });

  it("puts brochures under the images path of the asset base", () => {
    expect(site.brochures.map((b) => brochureUrl(b.file))).toEqual([
      "/assets/images/arka_integrated_solar_roof.pdf",
      "/assets/images/arka_inroof_solar.pdf",
      "/assets/images/arka_conventional_solar_module.pdf",
    ]);
  });
});

describe("banner list", () => {
  it("has every page key of the specification with its heading", () => {
    expect(bannerHeading("about")).toBe("About Us");
    expect(bannerHeading("news")).toBe("News & Events");
    expect(bannerHeading("blog")).toBe("Blogs");
    expect(bannerHeading("privacy-policy")).toBe("Privacy & Policy");
    expect(bannerHeading("products")).toBe("Products Details");
    expect(bannerHeading("become-partner")).toBe("Become a Partner");
    for (const slug of blogSlugs) expect(bannerHeading(slug)).toBe("Blog Details");
    // The specification's 12 pages and 7 articles, and the find-a-dealer page of docs/decisions/166.
    expect(banners).toHaveLength(12 + 7 + 1);
    expect(new Set(banners.map((b) => b.key)).size).toBe(banners.length);
  });
});

describe("main menu", () => {
  it("lists products with a page name and one spec entry per product", () => {
    const mainMenu = mainMenuFor("en");
    const products = mainMenu.find((item) => item.label === "Products");
    const specs = mainMenu.find((item) => item.label === "Technical Specs");
    expect(products && "children" in products && products.children.length).toBe(
      productIndex.filter((p) => p.product_page_name).length,
    );
    expect(specs && "children" in specs && specs.children.map((c) => c.to)).toEqual(
      productIndex.map((p) => `/technical-specs/${p.key}`),
    );
  });
});
