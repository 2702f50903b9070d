import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { translationFor } from "#app/languages/loaded.ts";
import type { TranslatedContent } from "#app/languages/translation.ts";
import { aboutContent } from "./about.ts";
import { home } from "./home.ts";
import { newsItems } from "./news.ts";
import { portfolioStats, projects } from "./portfolio.ts";
import { homeVideo, portfolioVideos } from "./videos.ts";

/**
 * The content of the home, about, portfolio and news pages in the page's language. The selectors live
 * here, not in the English modules, because each translation reuses the English module's pictures and
 * figures: the English module reading its translations back would be a circular import.
 */
type PageContent = Pick<
  TranslatedContent,
  "home" | "about" | "projects" | "portfolioStats" | "news" | "videos"
>;

const english: PageContent = {
  home,
  about: aboutContent,
  projects,
  portfolioStats,
  news: newsItems,
  videos: { homeVideo, portfolioVideos },
};

function pageContent<K extends keyof PageContent>(locale: Locale, key: K): PageContent[K] {
  return locale === DEFAULT_LOCALE ? english[key] : translationFor(locale).content[key];
}

export const homeFor = (locale: Locale) => pageContent(locale, "home");
export const aboutFor = (locale: Locale) => pageContent(locale, "about");
export const projectsFor = (locale: Locale) => pageContent(locale, "projects");
export const portfolioStatsFor = (locale: Locale) => pageContent(locale, "portfolioStats");
export const newsFor = (locale: Locale) => pageContent(locale, "news");
export const videosFor = (locale: Locale) => pageContent(locale, "videos");
