import type { BlogArticle } from "../article-schema.ts";
import { claimFigures as f } from "../../claims.ts";

export const article: BlogArticle = {
  slug: "five-reasons-why-you-should-buy-your-solar-rooftop-plant-during-a-recession",
  heading: "Five reasons why you should buy your solar rooftop plant during a recession",
  shortDescription:
    "When money is tight, cutting a fixed monthly cost is worth more than ever. Five reasons a rooftop solar plant makes sense in a slowdown.",
  postedOn: "2020-09-10",
  author: "Team Arka",
  image: {
    src: "images/blog/recession.svg",
    width: 800,
    height: 450,
    alt: "A house with a solar roof beside a falling market line and growing stacks of coins",
  },
  sections: [
    {
      paragraphs: [
        "In a slowdown, the natural instinct is to hold on to cash and postpone big purchases. For many things that is wise. A rooftop solar plant is different, because it is not really a purchase in the usual sense: it is a way of paying for electricity in advance, at a price fixed today, instead of paying every month at whatever the tariff becomes.",
        "Here are five reasons why a difficult year can be a good year to make that switch, and a few honest cautions at the end.",
      ],
    },
    {
      subheading: "1. It cuts a cost you cannot otherwise cut",
      paragraphs: [
        "When income falls, households trim what they can: eating out, travel, new clothes. The electricity bill is harder. Fans, the refrigerator, the water pump and lights run regardless, and in summer the bill climbs. For a shop or a workshop, power is a fixed cost that continues even when orders slow down.",
        `A rooftop plant makes electricity for the next ${f.powerLifeYears} years, and cuts that fixed cost for all of them. By the solar calculator's figures a ${f.monthlyUnitsKw} kW system produces about ${f.monthlyUnits} units a month. Every one of those is a unit you are not buying from the distribution company, so the saving shows up from the first bill.`,
      ],
    },
    {
      subheading: "2. Installers have more time for you",
      paragraphs: [
        "When demand is high, good installers are booked weeks ahead and projects are squeezed into tight schedules. In a slow period, you are more likely to get a careful site survey, a convenient installation date and the attention of the senior technician. For a roof that has to last decades, that care is worth more than any discount.",
      ],
    },
    {
      subheading: "3. Subsidies and finance make the upfront cost smaller",
      paragraphs: [
        `Governments use slowdowns to push long-term investment, and clean energy has been a favourite. Residential rooftop systems get central subsidies of up to ₹${f.subsidyCapRupees} under the PM Surya Ghar scheme, and some states add their own support. Banks also offer loans for rooftop solar, often at rates lower than personal loans.`,
        "When a loan's monthly instalment is close to the electricity saving, the system pays for itself as you go, and your cash stays in the bank for emergencies. Check the current scheme on the official portal before you plan, as amounts and eligibility change.",
      ],
    },
    {
      subheading: "4. It earns a return that does not depend on markets",
      paragraphs: [
        "In a recession, returns on many investments become uncertain. Shares fall, rents stall and interest rates on deposits may be cut. The return from a solar roof depends on two things: how much the sun shines on your roof, and what you would otherwise pay for power. Neither follows the stock market.",
        `It depends on your tariff slab, the size of the system and any subsidy: the projects we list paid back their cost in ${f.paybackFromYears} to ${f.paybackToYears} years. After that, the electricity is essentially free for the rest of the system's life.`,
      ],
    },
    {
      subheading: "5. It makes your property more valuable and your business more resilient",
      paragraphs: [
        "A building with low running costs is easier to rent out and more attractive to buy. For a factory, a solar roof is also a hedge: when the recession ends and tariffs are revised, you are already protected.",
        "An integrated solar roof adds one more advantage. If your shed or house needs its roof replaced anyway, you are paying for a roof in any case; the solar part turns that cost into an asset that earns.",
      ],
    },
    {
      subheading: "Some honest cautions",
      paragraphs: [
        "A recession is also a time when some companies cut corners or close down. Protect yourself:",
      ],
      list: [
        "Buy from a manufacturer or dealer with a track record and a service network in your district, since warranties are only as good as the company behind them.",
        "Ask for written generation estimates and the written warranty, not just a spoken promise.",
        "Do not stretch your finances: choose a system size that matches your daytime use and your budget.",
        "Keep an emergency fund intact; a loan with an instalment close to the saving is better than draining savings.",
      ],
    },
    {
      paragraphs: [
        "Slowdowns end. The electricity bill does not. A rooftop solar plant bought in a difficult year keeps paying you back long after the economy has recovered, which makes it one of the few purchases that a careful family or business can feel good about when times are tight.",
      ],
    },
  ],
};
