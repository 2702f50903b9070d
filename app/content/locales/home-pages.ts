import type { Locale } from "#app/i18n/locales.ts";
import { type AboutContent, aboutContent } from "../about.ts";
import { type HomeContent, home } from "../home.ts";
import { type NewsItem, newsItems } from "../news.ts";
import { type PortfolioStat, type Project, portfolioStats, projects } from "../portfolio.ts";
import { homeVideo, portfolioVideos, type Videos } from "../videos.ts";
import { aboutHi } from "./hi/about.ts";
import { homeHi } from "./hi/home.ts";
import { newsItemsHi } from "./hi/news.ts";
import { portfolioStatsHi, projectsHi } from "./hi/portfolio.ts";
import { videosHi } from "./hi/videos.ts";
import { aboutTe } from "./te/about.ts";
import { homeTe } from "./te/home.ts";
import { newsItemsTe } from "./te/news.ts";
import { portfolioStatsTe, projectsTe } from "./te/portfolio.ts";
import { videosTe } from "./te/videos.ts";

/**
 * The content of the home, about, portfolio and news pages in the page's language. The selectors live
 * here, not in the English modules, because each translation reuses the English module's pictures and
 * figures: the English module importing its translations back would be a circular import.
 */

export function homeFor(locale: Locale): HomeContent {
  return { en: home, hi: homeHi, te: homeTe }[locale];
}

export function aboutFor(locale: Locale): AboutContent {
  return { en: aboutContent, hi: aboutHi, te: aboutTe }[locale];
}

export function projectsFor(locale: Locale): Project[] {
  return { en: projects, hi: projectsHi, te: projectsTe }[locale];
}

export function portfolioStatsFor(locale: Locale): PortfolioStat[] {
  return { en: portfolioStats, hi: portfolioStatsHi, te: portfolioStatsTe }[locale];
}

export function newsFor(locale: Locale): NewsItem[] {
  return { en: newsItems, hi: newsItemsHi, te: newsItemsTe }[locale];
}

export function videosFor(locale: Locale): Videos {
  return { en: { homeVideo, portfolioVideos }, hi: videosHi, te: videosTe }[locale];
}
