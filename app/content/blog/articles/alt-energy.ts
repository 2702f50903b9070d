import type { BlogArticle } from "../article-schema.ts";
import { claimFigures as f } from "../../claims.ts";

export const article: BlogArticle = {
  slug: "why-going-solar-is-the-best-alt-energy-solution-for-the-future",
  heading: "Why going solar is the best alt-energy solution for the future",
  shortDescription:
    "Wind, hydro, biomass and solar all have a place. For a home or factory owner in India, here is why solar on your own roof is the alternative you can actually use.",
  postedOn: "2025-01-20",
  image: {
    src: "images/blog/alt-energy.svg",
    width: 800,
    height: 450,
    alt: "A factory with solar roofs, a wind turbine and trees under the sun",
  },
  sections: [
    {
      paragraphs: [
        "When people talk about alternative energy, they usually mean alternatives to coal, oil and gas: sources that do not run out and do not fill the air with smoke. Wind farms in Tamil Nadu and Gujarat, hydro dams in the Himalaya, biogas plants in villages and solar parks in Rajasthan all belong to that family, and India needs all of them.",
        "But for a homeowner in Pune or a factory owner in Coimbatore, the question is more practical: which of these can I use myself, on my own property, starting this year? For almost everyone, the answer is solar.",
      ],
    },
    {
      subheading: "The alternatives, seen from your roof",
      list: [
        "Wind needs steady strong wind and tall towers. It suits open coastal and hilly sites, not a house in a city or a shed in an industrial estate.",
        "Hydro needs flowing water and height. Small hydro is excellent where the river is; for most of us, it is not.",
        "Biomass and biogas need a steady supply of waste and someone to run the plant. They suit farms, dairies and some industries, but not most homes.",
        "Solar needs sunlight and a surface. Nearly every building in India has both.",
      ],
      paragraphs: ["Each alternative source has its strengths, but only one fits on almost any building:"],
    },
    {
      subheading: "Sunlight is what India has most",
      paragraphs: [
        `Large parts of the country get around ${f.sunnyDays} sunny days a year, with the strongest sunshine from about ${f.peakSunFrom} am to ${f.peakSunTo} pm. That is exactly when offices, shops and factories run at full load and when homes run fans and air-conditioners. Solar power is produced close to where it is used and at the time it is used, which avoids some of the losses of sending power over long lines.`,
      ],
    },
    {
      subheading: "It scales from one home to a whole factory",
      paragraphs: [
        `A 3 kW system suits a small family home; a few hundred kilowatts suits a factory. The technology is the same, only the area changes. By the solar calculator's figures, a ${f.monthlyUnitsKw} kW home system produces about ${f.monthlyUnits} units a month, and a ${f.co2Kw} kW installation on a factory roof offsets about ${f.co2Tonnes} tonnes of CO2 a year.`,
        "Few alternatives can be sized so precisely to the user, added in stages as demand grows, or installed in weeks rather than years.",
      ],
    },
    {
      subheading: "Policy now backs the rooftop",
      paragraphs: [
        `Since 2024, the PM Surya Ghar: Muft Bijli Yojana has offered central financial assistance for residential rooftop solar, up to ₹${f.subsidyCapRupees} for systems of 3 kW and above, and many states add their own benefits. Net metering rules let homes and businesses send surplus power to the grid and have it credited. Check the official portal and your distribution company for the rules in your state, since they differ.`,
      ],
    },
    {
      subheading: "Very little to maintain",
      paragraphs: [
        "A solar system has no fuel to buy, no engine to service and no moving parts on the roof. Keeping it productive means keeping the surface clean, checking the inverter's display, and a periodic check by your installer. Compare that with a diesel generator's fuel, oil changes and noise.",
        `Solar roofs go further: with the cells part of a cement roof rated by the company for a live load of ${f.liveLoadKg} kg per sq. ft., cleaning is a walk, not a balancing act.`,
      ],
    },
    {
      subheading: "What about night and cloudy days?",
      paragraphs: [
        "Solar's honest limitation is that it produces nothing at night and less under heavy cloud. For grid-connected homes and factories, the net meter handles this: you draw from the grid at night against the credit you built up during the day. Batteries are becoming more affordable for those who need backup during outages, and can be added later. For the grid as a whole, solar works best alongside wind, hydro and storage, which is why it is the foundation of the mix rather than the whole of it.",
      ],
    },
    {
      subheading: "Why solar is the alternative for the future",
      paragraphs: [
        "The future of energy in India will be cleaner, more local and more in the hands of the people who use it. Solar is the one source that lets every household and business take part directly: produce your own power, cut your bills, and reduce the country's dependence on imported fuel.",
        "An integrated solar roof makes that step part of something you already need. The roof over your head, or over your machines, becomes the power plant. Of all the alternatives, that is the one most of us can start with tomorrow.",
      ],
    },
  ],
};
