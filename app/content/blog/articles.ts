import { z } from "zod";
import { BlogArticleSchema, type BlogArticle } from "./article-schema.ts";
import { article as weather } from "./articles/extreme-weather.ts";
import { article as goSolarNow } from "./articles/go-solar-now.ts";
import { article as recession } from "./articles/recession.ts";
import { article as investment } from "./articles/investment.ts";
import { article as tenReasons } from "./articles/ten-reasons.ts";
import { article as glossary } from "./articles/glossary.ts";
import { article as altEnergy } from "./articles/alt-energy.ts";

/**
 * The seven articles, newest first, validated once when the server (or the prerender) loads them.
 * Import this only from loaders, so the article text never ships in the client bundle.
 */
export const articles: readonly BlogArticle[] = z
  .array(BlogArticleSchema)
  .parse([weather, goSolarNow, recession, investment, tenReasons, glossary, altEnergy])
  .sort((a, b) => b.postedOn.localeCompare(a.postedOn));

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  return articles.find((a) => a.slug === slug);
}
