import type { BlogArticle } from "../article-schema.ts";
import { claimFigures as f } from "../../claims.ts";

export const article: BlogArticle = {
  slug: "why-arka-is-the-ultimate-roofing-solution-to-resist-extreme-weathers",
  heading: "Why Arka is the ultimate roofing solution to resist extreme weathers",
  shortDescription:
    "Cyclones, cloudbursts, heatwaves and hailstorms test every Indian roof. Here is how a solar roof built on a cement base is designed to take them.",
  postedOn: "2020-06-15",
  author: "Team Arka",
  image: {
    src: "images/blog/extreme-weather.svg",
    width: 800,
    height: 450,
    alt: "A house with a dark-blue solar roof standing firm in wind, rain and lightning",
  },
  sections: [
    {
      paragraphs: [
        "Ask anyone who has lived through a monsoon in Mumbai, a cyclone on the Odisha coast or a May afternoon in Nagpur, and they will tell you the roof is the part of the house that works hardest. It takes the sun at its fiercest, the rain at its heaviest and the wind at its angriest. When it fails, everything under it suffers: walls stain, ceilings drip, stock in a godown is ruined and machines in a factory stop.",
        "Most rooftop solar in India is added on top of an existing roof: a steel frame bolted through the slab or sheets, with panels clamped to it. That works, but it adds a second structure for the weather to attack, and every bolt hole is a possible leak. Arka takes a different route. The solar cells are bonded to a fibre-cement board, and that board is the roof. There is one layer to design, one layer to test and one layer to maintain.",
      ],
    },
    {
      subheading: "Wind: nothing to lift off",
      paragraphs: [
        "A framed panel standing above a roof behaves like a sail. Wind gets underneath it, pushes up and tries to pull the frame out of its anchors. In a cyclone, those anchors and the roof they are bolted to carry the whole of that uplift.",
        `An integrated roof has no gap underneath for the wind to get into. The boards are fixed to the purlins like any roofing sheet, and the whole surface works together. By its technical specification, an Arka roof resists wind speeds of up to ${f.windKmph} km/h, which is the range of a very severe cyclonic storm on the east coast.`,
      ],
    },
    {
      subheading: "Rain: one surface, no bolt holes",
      paragraphs: [
        "Leaks are the first complaint most homeowners have about a roof, and the first worry they have about putting solar on one. With Arka, water runs over the cells and the cement board to the gutter, the same path it takes on any sloping roof. Joints between boards are overlapped and sealed, and nothing pierces the roof to hold up panels because there are no separate panels.",
        `The company describes the roof as ${f.leakProofPercent}% leak-proof when installed to its specification. That specification matters: the right slope, proper overlaps and sealed ridge and edge pieces. This is why Arka roofs are fitted by trained installers and not left to whoever is free on the day.`,
      ],
    },
    {
      subheading: "Heat: a roof that keeps the room cooler",
      paragraphs: [
        "A metal sheet roof in an Indian summer becomes a hot plate, and the room under it becomes an oven. Cement is a far poorer conductor of heat than steel, so a cement-based roof passes less of that heat inside. On top of that, the sunlight falling on the cells is partly turned into electricity instead of heat.",
        "Solar cells themselves lose some efficiency as they get hotter, which is why good ventilation under the roof helps. Installers leave an air gap over the purlins so that hot air can move out along the ridge.",
      ],
    },
    {
      subheading: "Fire and load: built like a roof, not a gadget",
      paragraphs: [
        "A roof has to do more than keep out the weather. It must not help a fire spread, and it must carry people walking on it for cleaning and repairs, plus its own weight for decades. The company's test figures for Arka are:",
      ],
      list: [
        `Fire resistance of over ${f.fireHours} hours ${f.fireMinutes} minutes, and fire class ${f.fireClass}.`,
        `A live load of ${f.liveLoadKg} kg per sq. ft., so a technician can walk on it to clean it.`,
        `A dead load of ${f.deadLoadKg} kg per sq. ft.`,
        `Wind resistance up to ${f.windKmph} km/h.`,
      ],
    },
    {
      subheading: "Hail, dust and the years in between",
      paragraphs: [
        "Hailstorms in the Deccan and the north-west can crack tiles and dent sheets. The cells on an Arka roof sit under toughened glass, the same protection used on good quality solar modules, and the cement board behind them spreads the force of an impact.",
        "Dust is a quieter enemy. In dry regions a layer of fine dust can noticeably reduce how much electricity a solar surface produces. Because the roof can carry a person's weight, cleaning is simple: a soft brush and water every few weeks in the dry season, early in the morning before the surface heats up. The monsoon does much of the rest.",
        `Over the long run, the specification gives an Arka roof a life of ${f.roofLifeYears} years, and its cells make electricity for ${f.powerLifeYears} years. That is longer than the life of most metal sheet roofs and longer than the payback period of the solar part many times over.`,
      ],
    },
    {
      subheading: "What to check before you decide",
      paragraphs: [
        "No roof is stronger than the structure that holds it up. Before you choose any solar roof, ask for:",
      ],
      list: [
        "A site survey that checks the purlins, trusses and walls, especially on an older building.",
        "The wind zone of your district, so the fixing details match the local design wind speed.",
        "Test reports for fire, wind and load, and the written warranty for both the roof and the electricity output.",
        "The name of the trained installer who will fit it, and how they handle ridge, valley and edge details.",
      ],
    },
    {
      paragraphs: [
        "Extreme weather in India is not an exception any more; it is part of planning a building. A roof that is also a power plant should be judged first as a roof. That is the standard Arka is built to, and the standard you should hold any solar roof to.",
      ],
    },
  ],
};
