import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageMeta, socialImage } from "./meta.ts";
import { site } from "./site.ts";

const tag = (meta: ReturnType<typeof pageMeta>, property: string) =>
  meta.find((m) => "property" in m && m.property === property) as { content: string } | undefined;

describe("pageMeta", () => {
  it("gives every page an og:image: the site's default unless the page names its own", () => {
    const meta = pageMeta({ title: "About Us", description: "About.", path: "/about" });
    expect(tag(meta, "og:image")?.content).toBe(`${site.website.url}/assets/${socialImage.src}`);
    expect(tag(meta, "og:image:width")?.content).toBe("1200");
    expect(tag(meta, "og:image:height")?.content).toBe("630");
    const own = pageMeta({
      title: "X",
      description: "X.",
      path: "/x",
      image: { src: "images/x.jpg", width: 1200, height: 630, alt: "X" },
    });
    expect(tag(own, "og:image")?.content).toBe(`${site.website.url}/assets/images/x.jpg`);
  });

  it("points at a committed 1200 × 630 PNG (scripts/illustrations/social-card.ts)", () => {
    const png = fs.readFileSync(path.join("public/assets", socialImage.src));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The IHDR chunk holds the width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([socialImage.width, socialImage.height]);
  });

  it("links the page in its language whether given its English path or its own", () => {
    const page = { title: "P", description: "D", locale: "hi" as const };
    const fromEnglish = pageMeta({ ...page, path: "/products/p" });
    expect(pageMeta({ ...page, path: "/hi/products/p" })).toEqual(fromEnglish);
    expect(tag(fromEnglish, "og:url")?.content).toBe(`${site.website.url}/hi/products/p`);
  });
});
