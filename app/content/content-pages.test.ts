import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentImage } from "./content-image.ts";
import {
  HomeContentSchema,
  LandingContentSchema,
  NewsItemSchema,
  ProjectSchema,
  VideoSchema,
} from "./content-schemas.ts";
import { home } from "./home.ts";
import { landing } from "./landing.ts";
import { newsItems } from "./news.ts";
import { projects } from "./portfolio.ts";
import { homeVideo, portfolioVideos } from "./videos.ts";

const publicAssets = path.resolve(import.meta.dirname, "../../public/assets");

function allImages(): ContentImage[] {
  return [
    home.hero.poster,
    home.whatIs.image,
    home.levelUp.before,
    home.levelUp.after,
    ...home.features.map((f) => f.icon),
    ...projects.flatMap((p) => p.images),
    ...newsItems.map((n) => n.image),
    homeVideo.thumbnail,
    ...portfolioVideos.map((v) => v.thumbnail),
    ...landing.heroSlides.map((s) => s.image),
    landing.about.image,
    ...landing.certifications,
    ...landing.featuredOn,
    ...landing.gallery.flat(),
  ];
}

describe("content of the home, portfolio, news and landing pages", () => {
  it("passes its schemas", () => {
    expect(() => HomeContentSchema.parse(home)).not.toThrow();
    expect(() => LandingContentSchema.parse(landing)).not.toThrow();
    for (const p of projects) expect(() => ProjectSchema.parse(p), p.slug).not.toThrow();
    for (const n of newsItems) expect(() => NewsItemSchema.parse(n), n.title).not.toThrow();
    for (const v of [homeVideo, ...portfolioVideos])
      expect(() => VideoSchema.parse(v), v.title).not.toThrow();
  });

  it("has the counts the specification fixes", () => {
    expect(projects).toHaveLength(8);
    expect(newsItems).toHaveLength(6);
    expect(portfolioVideos).toHaveLength(5);
    expect(home.features.map((f) => f.title)).toEqual([
      "Integrated Solar Roof",
      "Regulated Temperatures",
      "Increased Efficiency",
      "Elegant Aesthetics",
    ]);
    expect(landing.heroSlides).toHaveLength(3);
    expect(landing.certifications).toHaveLength(4);
    expect(landing.featuredOn).toHaveLength(6);
    expect(landing.gallery.map((slide) => slide.length)).toEqual([3, 3]);
  });

  it("keeps the seed's projects, locations and figures", () => {
    const bySlug = Object.fromEntries(projects.map((p) => [p.title, p]));
    expect(Object.keys(bySlug)).toEqual([
      "UN Habitat",
      "Arka Factory",
      "AirIndia Ramp",
      "AP CM Camp Office",
      "Cyber Towers Bustop",
      "Intersolar Mumbai",
      "Jaggatiyal Factory",
      "V6 News",
    ]);
    expect(bySlug["UN Habitat"]!.specs).toBeUndefined();
    expect(bySlug["UN Habitat"]!.location).toBe("Nairobi, Kenya");
    expect(bySlug["Intersolar Mumbai"]!.specs).toBeUndefined();
    expect(bySlug["Intersolar Mumbai"]!.location).toContain("April 4th-5th 2019");
    expect(bySlug["Arka Factory"]!.location).toBe("Miryalguda, Telangana");
    expect(bySlug["Arka Factory"]!.specs).toEqual({
      capacityKw: 275,
      areaSft: 19250,
      paybackYears: 5.2,
      balanceLifeYears: 19.8,
    });
    expect(bySlug["Cyber Towers Bustop"]!.specs).toEqual({
      capacityKw: 8,
      areaSft: 560,
      unitsPerYear: 11040,
      yearlyRevenueLakhs: 1.1,
      paybackYears: 3.6,
      balanceLifeYears: 21.4,
      lifetimeEarningsLakhs: 24,
    });
    expect(bySlug["Cyber Towers Bustop"]!.images).toHaveLength(3);
    expect(bySlug["Jaggatiyal Factory"]!.location).toBe("Jagityal, Telangana");
    for (const p of projects) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(5);
    }
  });

  it("marks every figure that is not the seed's as an estimate", () => {
    const fromSeed = ["Arka Factory", "Cyber Towers Bustop", "Jaggatiyal Factory"];
    for (const p of projects.filter((p) => p.specs && !fromSeed.includes(p.title))) {
      expect(p.estimated, p.title).toBe(true);
    }
  });

  it("gives news items unique ids and real dates", () => {
    expect(new Set(newsItems.map((n) => n.id)).size).toBe(6);
    for (const n of newsItems) expect(Number.isNaN(Date.parse(n.date))).toBe(false);
  });

  it("points every image at a file on disk whose size matches the declared one", () => {
    for (const image of allImages()) {
      const file = path.join(publicAssets, image.src);
      expect(fs.existsSync(file), image.src).toBe(true);
      const head = fs.readFileSync(file, "utf8").slice(0, 300);
      expect(head, image.src).toContain(`width="${image.width}" height="${image.height}"`);
    }
  });

  it("ships the hero film in both formats", () => {
    for (const source of home.hero.videoSources) {
      const file = path.join(publicAssets, source.src);
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
      expect(fs.statSync(file).size).toBeLessThan(1024 * 1024);
    }
  });
});
