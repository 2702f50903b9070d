import type { BlogArticle } from "../article-schema.ts";
import { claimFigures as f } from "../../claims.ts";

export const article: BlogArticle = {
  slug: "top-ten-reasons-to-choose-a-solar-roof-and-not-a-typical-solar-panel",
  heading: "Top ten reasons to choose a solar roof and not a typical solar panel",
  shortDescription:
    "Panels on a frame or a roof that is the panel? Ten practical differences for Indian homes, sheds and factories, from leaks to looks to payback.",
  postedOn: "2023-05-11",
  author: "Team Arka",
  image: {
    src: "images/blog/ten-reasons.svg",
    width: 800,
    height: 450,
    alt: "On the left a solar panel propped on legs above a tin roof; on the right a house whose roof is itself solar",
  },
  sections: [
    {
      paragraphs: [
        "Most rooftop solar in India follows one pattern: a steel structure on the terrace or the sheet roof, with framed panels clamped on top. It works, and it has brought solar to lakhs of buildings. But it treats the roof and the power plant as two separate things. An integrated solar roof like Arka combines them: the cells are bonded to a cement board, and that board is the roof.",
        "If you are building new, replacing a roof or covering a shed, here are ten reasons to consider a solar roof instead of panels on a frame.",
      ],
    },
    {
      subheading: "1. One roof instead of two structures",
      paragraphs: [
        "With panels, you pay for a roof and then for a steel structure to hold panels above it. With an integrated roof, the solar surface replaces the roofing material itself. On a new building or a roof that needs replacing, that saves material, labour and time.",
      ],
    },
    {
      subheading: "2. No bolt holes, fewer leaks",
      paragraphs: [
        `Mounting structures on sheet roofs are usually fixed through the sheets, and every hole must be sealed. Seals age in the sun. An integrated roof has no separate mounting, so there are no extra holes; the company describes an Arka roof installed to its specification as ${f.leakProofPercent}% leak-proof.`,
      ],
    },
    {
      subheading: "3. Nothing for the wind to lift",
      paragraphs: [
        `A panel standing on legs catches the wind underneath like a kite. A roof lying flat on its purlins does not. Arka's technical specification gives wind resistance of up to ${f.windKmph} km/h.`,
      ],
    },
    {
      subheading: "4. Strong enough to walk on",
      paragraphs: [
        `Framed panels should not be stepped on, which makes cleaning and roof repairs awkward. Arka's company figures give a live load of ${f.liveLoadKg} kg per sq. ft., so a technician can walk on the roof to clean it.`,
      ],
    },
    {
      subheading: "5. Better fire safety",
      paragraphs: [
        `A cement base does not burn. In the company's tests an Arka roof resisted fire for over ${f.fireHours} hours ${f.fireMinutes} minutes, which matters in factories and warehouses where a roof fire can spread quickly.`,
      ],
    },
    {
      subheading: "6. A cooler space underneath",
      paragraphs: [
        "A metal roof turns a shed into an oven in April and May. A cement-based roof passes much less heat into the space below, so workers, animals and stored goods stay cooler, and any air-conditioning has less to do.",
      ],
    },
    {
      subheading: "7. Your terrace stays free",
      paragraphs: [
        "On a flat-roofed house, a panel structure takes over the terrace where clothes dry, water tanks sit and families spend winter afternoons. A solar roof over a sloping structure, a car porch or an outhouse keeps the terrace for living.",
      ],
    },
    {
      subheading: "8. It looks like architecture, not an add-on",
      paragraphs: [
        "An integrated roof is a clean, even dark-blue surface that follows the lines of the building. Architects and housing societies that reject bulky frames on a new home often accept a roof that simply happens to generate power.",
      ],
    },
    {
      subheading: "9. A longer life for the whole roof",
      paragraphs: [
        `Metal sheets rust and tiles crack; panels are usually warranted separately from the roof below them. Arka is designed as one long-lasting roof: its specification gives the cement base a life of ${f.roofLifeYears} years, and the cells make electricity for ${f.powerLifeYears} years. Ask for the written warranty for both.`,
      ],
    },
    {
      subheading: "10. Faster payback when you need a roof anyway",
      paragraphs: [
        `Because the solar roof replaces roofing you would have bought in any case, only part of its cost is really the cost of solar. With high tariffs and a ${f.monthlyUnitsKw} kW system producing about ${f.monthlyUnits} units a month by the solar calculator's figures, the payback can be a few years: the projects we list paid back in ${f.paybackFromYears} to ${f.paybackToYears} years. Add the subsidy available for home systems, and the sums improve further.`,
      ],
    },
    {
      subheading: "When panels are still the right choice",
      paragraphs: [
        "To be fair, a solar roof is not for every building. If your reinforced concrete terrace is in good condition and you do not use it, framed panels on a light structure may cost less. If you rent the building, the owner's permission and the lease period matter. A good installer will tell you which option suits your roof rather than selling you one.",
        "But if you are building, re-roofing or covering a shed, a factory or a parking area, a roof that is also the power plant deserves a serious look before you order sheets and a frame.",
      ],
    },
  ],
};
