import { scene } from "./content-image.ts";
import type { NewsItem } from "./content-schemas.ts";

export type { NewsItem };

/**
 * News and events (docs/decisions/200, Content): six cards, no links. Items are ours (docs/decisions/122).
 */

export const newsItems: NewsItem[] = [
  {
    id: 1,
    image: scene("images/news/intersolar-stand.svg", "Illustration of visitors at the Arka stand"),
    title: "Arka shows its walkable solar roof at Intersolar India, Mumbai",
    date: "2019-04-05",
    name: "Energy Today",
  },
  {
    id: 2,
    image: scene("images/news/bus-shelter.svg", "Illustration of commuters under a solar bus shelter"),
    title: "Cyber Towers bus stop in Hyderabad now runs on its own roof",
    date: "2019-08-19",
    name: "Deccan Daily",
  },
  {
    id: 3,
    image: scene(
      "images/news/v6-interview.svg",
      "Illustration of a television studio building with a solar roof",
    ),
    title: "V6 News talks to Arka's founders about roofs that pay for themselves",
    date: "2020-01-22",
    name: "V6 News",
  },
  {
    id: 4,
    image: scene("images/news/award-night.svg", "Illustration of a trophy on a stage"),
    title: "Arka named Rooftop Solar Innovator of the Year",
    date: "2021-03-12",
    name: "Business Lens",
  },
  {
    id: 5,
    image: scene(
      "images/news/jagityal-plant.svg",
      "Illustration of people in front of a factory with a solar roof",
    ),
    title: "200 kw Arka roof switched on at a Jagityal factory",
    date: "2022-06-08",
    name: "Green Tribune",
  },
  {
    id: 6,
    image: scene("images/news/dealer-network.svg", "Illustration of a map of India with dealer pins"),
    title: "Arka opens its dealer network to partners in twelve states",
    date: "2023-02-27",
    name: "Metro Chronicle",
  },
];

/** A news item's words in another language; its id, date and picture file stay the English ones. */
export type NewsText = { title: string; imageAlt: string; name: string };

/** The news in another language, from its words by item id (app/languages/<locale>/content/). */
export function translateNews(text: Record<number, NewsText>): NewsItem[] {
  return newsItems.map((item) => {
    const words = text[item.id];
    // A missing item would leave English on the page: fail loudly (the locale tests catch it first).
    if (!words) throw new Error(`No translation for news item ${item.id}`);
    return { ...item, image: { ...item.image, alt: words.imageAlt }, title: words.title, name: words.name };
  });
}
