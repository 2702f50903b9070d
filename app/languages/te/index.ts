import type { Translation } from "../translation.ts";
import { aboutText } from "./content/about.ts";
import { banners } from "./content/banners.ts";
import { homeText } from "./content/home.ts";
import { landingText } from "./content/landing.ts";
import { news } from "./content/news.ts";
import { portfolioStats, projects } from "./content/portfolio.ts";
import { productNames } from "./content/product-names.ts";
import { productSpecs, productStories } from "./content/product-specs.ts";
import { siteText } from "./content/site.ts";
import { stateNames } from "./content/state-names.ts";
import { videos } from "./content/videos.ts";
import { catalogue } from "./interface/index.ts";

/** Telugu: its interface catalogue and the words of every page (app/languages/list.ts). */
export const translation: Translation = {
  catalogue,
  content: {
    home: homeText,
    about: aboutText,
    projects,
    portfolioStats,
    news,
    videos,
    banners,
    landing: landingText,
    site: siteText,
    productNames,
    productSpecs,
    productStories,
    stateNames,
  },
  loadDataText: async () => {
    const [{ tariffLabels }, { tariffNotes }] = await Promise.all([
      import("./content/tariff-labels.ts"),
      import("./content/tariff-notes.ts"),
    ]);
    return { ...tariffLabels, ...tariffNotes };
  },
};
