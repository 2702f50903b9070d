import type { BlogArticle } from "../article-schema.ts";
import { claimFigures as f } from "../../claims.ts";

export const article: BlogArticle = {
  slug: "why-the-world-needs-to-go-solar-now-more-than-ever",
  heading: "Why the world needs to go solar now more than ever",
  shortDescription:
    "Rising bills, hotter summers and a grid that still burns coal: why waiting to go solar costs more each year, for a family and for the country.",
  postedOn: "2021-03-02",
  image: {
    src: "images/blog/go-solar-now.svg",
    width: 800,
    height: 450,
    alt: "A row of Indian homes, each with a dark-blue solar roof, under a bright sun",
  },
  sections: [
    {
      paragraphs: [
        "For most of the last century, electricity in India came from a few large power stations, most of them burning coal, sending power over long lines to our homes. That model gave us light and fans and factories. It also gave us smoky skies, a heavy import bill for fuel and bills that go up nearly every year.",
        "Solar changes the model. The power station can sit on your own roof, and its fuel arrives free every morning. The technology has been around for decades; what has changed is that it is now cheap enough, reliable enough and well enough supported by policy that waiting no longer makes sense.",
      ],
    },
    {
      subheading: "India has the sunshine",
      paragraphs: [
        `Much of India enjoys around ${f.sunnyDays} sunny days a year. The most productive hours are roughly from ${f.peakSunFrom} am to ${f.peakSunTo} pm, when the sun is high and a rooftop system produces the bulk of its daily output. For a household, those are also the hours when fans, coolers and air-conditioners run hardest. For an office or a factory, they are working hours. Solar power arrives when it is needed.`,
        `Not all of that sunlight becomes electricity. A solar cell turns only part of the energy falling on it into power, with the rest reflected or lost as heat. Arka's figures put the usable share at about ${f.cellSharePercent}%. That sounds small until you remember the fuel costs nothing.`,
      ],
    },
    {
      subheading: "Bills are only going one way",
      paragraphs: [
        "Electricity tariffs are revised by each state's regulatory commission, and over the years the trend has been upward, especially in the higher slabs that larger homes and businesses pay. Every unit you produce on your roof is a unit you do not buy at that rate, now or after the next revision.",
        `The solar calculator's figures show a ${f.monthlyUnitsKw} kW system producing about ${f.monthlyUnits} units a month. For a family whose bill sits in the higher slabs, that can cut the bill to a fraction of what it was. For a small business, it turns a volatile cost into a predictable one.`,
      ],
    },
    {
      subheading: "The climate case",
      paragraphs: [
        "Generating electricity from coal releases carbon dioxide, and the power sector is one of the largest sources of emissions in India. Every unit generated on a rooftop is a unit a coal plant does not need to burn fuel for.",
        `The numbers add up quickly at commercial scale. By the solar calculator's figures, a ${f.co2Kw} kW solar installation offsets about ${f.co2Tonnes} tonnes of CO2 a year: a real contribution from one factory roof. Homes contribute less each, but there are millions of them.`,
        "Hotter summers are already here. Heatwaves push up demand for cooling, which pushes up demand for power at exactly the time the grid is most stretched. Rooftop solar produces most when the sun is strongest, easing that peak.",
      ],
    },
    {
      subheading: "Energy security begins at home",
      paragraphs: [
        "A country that imports much of its fuel is exposed to price shocks it cannot control. A home with its own generation is less exposed to tariff hikes. A factory with its own generation is less exposed to both.",
        "With a net meter, surplus power flows into the grid during the day and is credited against what you draw at night. The grid becomes your battery, and you become part of a network of small generators rather than the last stop on a long wire.",
      ],
    },
    {
      subheading: "Why now and not later",
      paragraphs: [
        "People often wait for prices to fall further or for the technology to improve. But a roof that could have produced power this year and did not has lost that power for good. The questions to ask are simpler:",
      ],
      list: [
        "Is my roof due for replacement or repair in the next few years? If so, an integrated solar roof does two jobs for one installation.",
        "How much do I pay per unit in my top slab? The higher it is, the faster solar pays back.",
        `Is a subsidy available in my state for my kind of building? Home systems qualify for central subsidies of up to ₹${f.subsidyCapRupees} under the PM Surya Ghar scheme, which shortens the payback further.`,
        `Do I plan to stay in this building for the next few years? The projects we list paid for themselves in ${f.paybackFromYears} to ${f.paybackToYears} years.`,
      ],
    },
    {
      subheading: "A roof that earns its keep",
      paragraphs: [
        "The easiest place to start is a roof you already need. Arka's integrated solar roof replaces a conventional roof with one that also generates electricity, so the money you would have spent on sheets or tiles goes into a roof that pays some of it back every month.",
        "The world needs to go solar for reasons bigger than any one household. But the reason that convinces most families is closer to home: a lower bill, a cooler room and a roof that lasts. Those reasons are as good today as they will ever be.",
      ],
    },
  ],
};
