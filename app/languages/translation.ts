import type { AboutContent } from "#app/content/about.ts";
import type { BannerHeadings } from "#app/content/banner-headings.ts";
import type { HomeContent, NewsItem, Project } from "#app/content/content-schemas.ts";
import type { LandingText } from "#app/content/content-schemas.ts";
import type { PortfolioStat } from "#app/content/portfolio.ts";
import type { ProductNames } from "#app/content/product-specs.ts";
import type { ProductStory, SpecGroup } from "#app/content/product-specs.ts";
import type { SiteText } from "#app/content/site.ts";
import type { Videos } from "#app/content/videos.ts";
import type { Catalogue } from "./en/interface/index.ts";

/**
 * What a language's folder holds (app/languages/<code>/index.ts): its interface catalogue, typed against
 * the English one, and the words of every page, typed against the English content. Nothing is optional:
 * a missing string or page fails the type check instead of showing English (docs/decisions/203).
 */
export type Translation = {
  catalogue: Catalogue;
  content: TranslatedContent;
  /**
   * The words of data/tariffs.json, keyed by their English text (app/content/tariff-page.ts). Only
   * loaders read them, so they are a chunk of their own that no browser downloads.
   */
  loadDataText: () => Promise<DataText>;
};

export type DataText = Readonly<Record<string, string>>;

export type TranslatedContent = {
  home: HomeContent;
  about: AboutContent;
  projects: Project[];
  portfolioStats: PortfolioStat[];
  news: NewsItem[];
  videos: Videos;
  banners: BannerHeadings;
  landing: LandingText;
  site: SiteText;
  productNames: ProductNames;
  productSpecs: Readonly<Record<string, SpecGroup[]>>;
  productStories: Readonly<Record<string, ProductStory>>;
  /** The regions' names, keyed by their English name (app/content/tariff-states.ts). */
  stateNames: Readonly<Record<string, string>>;
};
