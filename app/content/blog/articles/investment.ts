import type { BlogArticle } from "../article-schema.ts";
import { claimFigures as f } from "../../claims.ts";

export const article: BlogArticle = {
  slug: "why-investing-in-a-solar-roof-is-the-only-trustworthy-scheme-to-make-money",
  heading: "Why investing in a solar roof is the only trustworthy scheme to make money",
  shortDescription:
    "No agent, no lock-in and no promise you have to take on trust: a solar roof's return is the bill you stop paying. How to work it out for your own home.",
  postedOn: "2022-08-18",
  image: {
    src: "images/blog/investment.svg",
    width: 800,
    height: 450,
    alt: "A house with a solar roof beside a rising bar chart marked with the rupee sign",
  },
  sections: [
    {
      paragraphs: [
        "Every few months a new scheme promises to double your money. Unregistered chit funds, deposit schemes and online trading tips all ask for the same thing: trust that someone else will pay you back. Too many families in India have learned the hard way that the promise was the product.",
        "A solar roof works the other way round. Nobody has to pay you. The return is the electricity bill you no longer pay, and you can see it every month on the bill itself. That is why we call it a trustworthy scheme: you can check every part of it yourself.",
      ],
    },
    {
      subheading: "Where the money comes from",
      paragraphs: [
        "A rooftop system turns sunlight into electricity that your home or business uses directly. Whatever you do not use flows into the grid through a net meter and is credited against the power you draw at night or on cloudy days. At the end of the billing cycle, you pay only for the difference.",
        "So the return depends on things you already know or can find out: how much sunshine your roof gets, how many units you use, and what your distribution company charges for them in your top slab.",
      ],
    },
    {
      subheading: "A worked example",
      paragraphs: [
        `Take a family in a city where the top slab is expensive and the monthly bill is high in summer. They install a ${f.monthlyUnitsKw} kW system, which produces about ${f.monthlyUnits} units a month by the solar calculator's figures. Multiply those units by the rate the family pays in its top slab and you have the monthly saving. Subtract any subsidy from the system's price, divide the remaining cost by the yearly saving, and you have the payback period.`,
        `For most homes in the higher slabs, that works out to a few years: the projects we list paid back in ${f.paybackFromYears} to ${f.paybackToYears} years. After that, the savings are yours while the cells make electricity for ${f.powerLifeYears} years, on a roof whose specification gives it a life of ${f.roofLifeYears} years. Use the solar calculator on this website with your own state and bill to see your figure.`,
      ],
    },
    {
      subheading: "Why this return is easier to trust",
      list: [
        "You own the asset. The roof is on your building, not in someone else's account.",
        "The output is measurable. Your inverter and net meter show exactly how many units were generated.",
        "The saving grows when tariffs rise. Most investments lose value with inflation; this one gains from it.",
        "There is no lock-in or exit penalty. You do not need anyone's permission to keep benefiting.",
        "It is regulated. Net metering rules are set by state electricity regulators, and subsidies by government schemes with public portals.",
      ],
      paragraphs: [
        "Compared with a scheme that promises high returns, a solar roof has a few advantages you can verify:",
      ],
    },
    {
      subheading: "What can reduce the return",
      paragraphs: [
        "An honest investment comes with honest risks. Shade from a neighbour's new building or a growing tree can cut generation. Dust left on the surface lowers output in the dry season. A badly sized system, much larger than your daytime use, sends more units to the grid than you can use and may earn less for them. And if you sell the building soon after installing, you will need the buyer to value the roof.",
        "Each of these can be managed: a proper site survey, a cleaning routine, a system sized to your use and a transferable warranty.",
      ],
    },
    {
      subheading: "Why a roof and not just panels",
      paragraphs: [
        "If your roof is a metal shed, an old tile roof or due for repair, an integrated solar roof adds a second return: you avoid paying separately for a new roof. The same money buys a weatherproof roof and a power plant, and the payback shortens because part of the cost was going to be spent anyway.",
      ],
    },
    {
      subheading: "Before you sign",
      list: [
        "Get your last twelve months of electricity bills, so the system is sized to your real use.",
        "Ask for a written estimate of monthly generation and the assumptions behind it.",
        "Check the current subsidy on the official scheme portal and how your installer will apply for it.",
        "Ask for the written warranty for both the roof and the power output, and ask who services it locally.",
      ],
      paragraphs: ["A little homework makes a good investment better:"],
    },
    {
      paragraphs: [
        "The best investments are often the unexciting ones: you understand them, you can check them, and they quietly pay. A solar roof on your own building fits that description better than any scheme that arrives with a glossy brochure and a promise.",
      ],
    },
  ],
};
