import { thumbnail } from "./content-image.ts";
import type { Video } from "./content-schemas.ts";

export type { Video };

/**
 * Video entries (docs/decisions/200, Content: id, video link). The YouTube ids are placeholders until the
 * company supplies its own; the facade shows our thumbnail and loads the player only on a click.
 */

export const homeVideo: Video = {
  id: 1,
  youtubeId: "ArkaHomeFlm",
  title: "Arka: a roof that is a power plant",
  thumbnail: thumbnail("images/videos/home-film.svg", ""),
};

export const portfolioVideos: Video[] = [
  {
    id: 2,
    youtubeId: "ArkaMadeIn1",
    title: "How an Arka roof is made",
    thumbnail: thumbnail("images/videos/how-it-is-made.svg", ""),
  },
  {
    id: 3,
    youtubeId: "ArkaInstal2",
    title: "Installing an Arka roof in a day",
    thumbnail: thumbnail("images/videos/installation.svg", ""),
  },
  {
    id: 4,
    youtubeId: "ArkaBusStp3",
    title: "The Cyber Towers bus stop",
    thumbnail: thumbnail("images/videos/bus-shelter.svg", ""),
  },
  {
    id: 5,
    youtubeId: "ArkaRampAI4",
    title: "The AirIndia ramp at Hyderabad",
    thumbnail: thumbnail("images/videos/airport-ramp.svg", ""),
  },
  {
    id: 6,
    youtubeId: "ArkaStory05",
    title: "A homeowner's story",
    thumbnail: thumbnail("images/videos/customer-story.svg", ""),
  },
];

export type Videos = { homeVideo: Video; portfolioVideos: Video[] };

/** The videos with their titles in another language, by video id (app/languages/<locale>/content/). */
export function translateVideos(titles: Record<number, string>): Videos {
  const translate = (video: Video): Video => {
    const title = titles[video.id];
    // A missing title would leave English on the page: fail loudly (the locale tests catch it first).
    if (title === undefined) throw new Error(`No translated title for video ${video.id}`);
    return { ...video, title };
  };
  return { homeVideo: translate(homeVideo), portfolioVideos: portfolioVideos.map(translate) };
}

/** Privacy-enhanced embed; autoplay because the visitor has just asked for the video. */
export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`;
}
