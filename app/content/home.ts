import type { HomeContent } from "./content-schemas.ts";
import { site } from "./site.ts";
import { claimFigures } from "./claims.ts";

/** Home page copy and pictures (docs/decisions/200, Content). */

const icon = (name: string) => ({ src: `images/home/feature-${name}.svg`, width: 120, height: 120, alt: "" });

export type { HomeContent };

export const home: HomeContent = {
  hero: {
    heading: `${site.product}: the solar roof that is the roof`,
    poster: {
      src: "images/home/hero-poster.svg",
      width: 1600,
      height: 900,
      alt: "Illustration of Indian homes whose roofs are Arka solar roofs, under a bright sun",
    },
    videoSources: [
      { src: "videos/hero-loop.webm", type: "video/webm" },
      { src: "videos/hero-loop.mp4", type: "video/mp4" },
    ],
  },
  whatIs: {
    heading: `What is ${site.product}?`,
    paragraphs: [
      `${site.product} is a roof and a power plant in one: solar cells bonded to a fibre-cement board that keeps out ` +
        `rain and heat like any good roof, and makes electricity for ${claimFigures.powerLifeYears} years.`,
      "You build one roof instead of a roof plus a frame of panels, so it costs less, weighs less and looks like it belongs.",
    ],
    image: {
      src: "images/home/what-is-arka.svg",
      width: 1200,
      height: 800,
      alt: "Illustration of a street of homes with Arka roofs",
    },
  },
  levelUp: {
    heading: `level up with ${site.product}`,
    text: "Drag the divider to compare a conventional roof carrying panels on a frame with an Arka roof.",
    before: {
      src: "images/home/compare-conventional.svg",
      width: 1200,
      height: 700,
      alt: "A home with a sheet roof and solar panels on a metal frame above it",
      label: "Conventional roof",
    },
    after: {
      src: "images/home/compare-arka.svg",
      width: 1200,
      height: 700,
      alt: "The same home whose roof is an Arka integrated solar roof",
      label: `${site.product} roof`,
    },
  },
  features: [
    {
      title: "Integrated Solar Roof",
      text: "One product is both the roof and the solar plant: no frame, no extra load, no leaks.",
      icon: icon("roof"),
    },
    {
      title: "Regulated Temperatures",
      text: "The cement base keeps heat out, so rooms below stay cooler in summer.",
      icon: icon("temperature"),
    },
    {
      title: "Increased Efficiency",
      text: `Cooler cells make about ${claimFigures.outputGainPercent}% more energy than panels baking on a frame.`,
      icon: icon("efficiency"),
    },
    {
      title: "Elegant Aesthetics",
      text: "A clean, flush roof line that looks designed, not added on.",
      icon: icon("aesthetics"),
    },
  ],
};
