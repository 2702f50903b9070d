import type { BlogArticle } from "../article-schema.ts";
import { claimFigures as f } from "../../claims.ts";

export const article: BlogArticle = {
  slug: "solar-glossary-101-what-you-need-to-know",
  heading: "Solar glossary 101 what you need to know",
  shortDescription:
    "kW or kWh? Net metering or gross metering? DCDB, ALMM, PERC? A plain-English glossary of the words you will hear when you go solar in India.",
  postedOn: "2024-02-07",
  author: "Team Arka",
  image: {
    src: "images/blog/glossary.svg",
    width: 800,
    height: 450,
    alt: "An open notebook with a sketch of a solar roof and the terms kW, kWh, net meter and inverter",
  },
  sections: [
    {
      paragraphs: [
        "The first conversation with a solar installer can feel like a lesson in a new language. Quotations mention kWp and DCDB, the electricity board talks about net metering and sanctioned load, and the subsidy portal asks about ALMM. This glossary explains the terms you are most likely to meet, grouped by topic, so that you can read a quotation with confidence and ask the right questions.",
      ],
    },
    {
      subheading: "Power and energy",
      paragraphs: [],
      terms: [
        {
          term: "Watt (W) and kilowatt (kW)",
          definition:
            "A measure of power: how fast electricity is being produced or used at a moment. 1 kW is 1,000 watts. A ceiling fan draws roughly 50 to 75 W.",
        },
        {
          term: "Kilowatt-hour (kWh), or unit",
          definition: `A measure of energy: power used over time. A 1 kW load running for one hour uses 1 kWh, which is the 'unit' on your electricity bill. By the solar calculator's figures, a ${f.monthlyUnitsKw} kW system produces about ${f.monthlyUnits} units a month.`,
        },
        {
          term: "kWp (kilowatt peak)",
          definition:
            "The rated power of a solar system under standard test conditions. Real output is usually lower, because real sunlight, heat and dust differ from the test.",
        },
        {
          term: "Irradiance",
          definition:
            "The strength of sunlight falling on a surface, measured in watts per square metre. It is highest around midday on a clear day.",
        },
        {
          term: "Peak sun hours",
          definition: `The number of hours per day that would deliver the day's total sunlight at full strength. In much of India the most productive hours fall roughly between ${f.peakSunFrom} am and ${f.peakSunTo} pm.`,
        },
        {
          term: "Capacity utilisation factor (CUF)",
          definition:
            "The energy a system actually produced in a year, divided by what it would have produced at full rated power all day, every day. It lets you compare systems of different sizes.",
        },
      ],
    },
    {
      subheading: "Cells and panels",
      paragraphs: [],
      terms: [
        {
          term: "Solar cell",
          definition:
            "The thin wafer, usually of silicon, that turns light into direct-current electricity. Many cells wired together make a module.",
        },
        {
          term: "Module (solar panel)",
          definition:
            "A set of cells sealed under glass in a frame, sold as one unit. A typical home system uses several modules.",
        },
        {
          term: "Monocrystalline and polycrystalline",
          definition:
            "Two kinds of silicon cell. Monocrystalline cells are cut from a single crystal, look uniformly dark and are usually more efficient; polycrystalline cells have a speckled blue look and cost a little less.",
        },
        {
          term: "PERC",
          definition:
            "Passivated emitter and rear cell: a cell design with an extra layer at the back that reflects unused light into the cell, raising efficiency.",
        },
        {
          term: "Efficiency",
          definition: `The share of sunlight falling on a cell or module that becomes electricity. Arka's figures put the usable share of solar energy at about ${f.cellSharePercent}%.`,
        },
        {
          term: "Degradation",
          definition:
            "The slow fall in a module's output over the years. Good warranties promise a minimum output after a stated number of years.",
        },
        {
          term: "BIPV (building-integrated photovoltaics)",
          definition:
            "Solar cells that form part of the building itself, such as a roof, facade or skylight, instead of being mounted on top of it. An integrated solar roof is a form of BIPV.",
        },
      ],
    },
    {
      subheading: "The rest of the system",
      paragraphs: [],
      terms: [
        {
          term: "Inverter",
          definition:
            "The box that turns the direct current (DC) from the cells into the alternating current (AC) your home and the grid use. It usually also shows the day's generation.",
        },
        {
          term: "String inverter and microinverter",
          definition:
            "A string inverter serves a whole row of modules; microinverters sit behind each module. Microinverters cope better with partial shade, but cost more.",
        },
        {
          term: "On-grid, off-grid and hybrid",
          definition:
            "An on-grid system works with the grid and shuts down during a power cut for safety. An off-grid system runs on batteries alone. A hybrid system uses the grid and a battery, so it can keep essential loads running during a cut.",
        },
        {
          term: "DCDB and ACDB",
          definition:
            "DC and AC distribution boxes: the enclosures with fuses, breakers and surge protection on each side of the inverter.",
        },
        {
          term: "Earthing and lightning arrester",
          definition:
            "Earthing gives fault currents a safe path to the ground; a lightning arrester protects the roof and the equipment from a strike. Both are required for a safe installation.",
        },
        {
          term: "Battery depth of discharge",
          definition:
            "How much of a battery's capacity you can use before recharging. Using less of it each cycle usually makes the battery last longer.",
        },
      ],
    },
    {
      subheading: "Grid, meters and bills",
      paragraphs: [],
      terms: [
        {
          term: "DISCOM",
          definition:
            "Your electricity distribution company, which supplies power, reads the meter and approves rooftop connections.",
        },
        {
          term: "Net metering",
          definition:
            "A billing arrangement in which a bidirectional meter records units you export as well as units you import; you pay only for the difference over the billing period.",
        },
        {
          term: "Gross metering",
          definition:
            "All the solar power you produce is exported and paid for at a fixed rate, while everything you use is billed at the normal tariff.",
        },
        {
          term: "Bidirectional meter",
          definition:
            "A meter that counts electricity flowing both ways, to and from the grid. It is installed by or for the DISCOM when your system is connected.",
        },
        {
          term: "Sanctioned load",
          definition:
            "The maximum load your connection is approved for. Rules in many states link the permitted size of a rooftop system to it.",
        },
        {
          term: "Tariff slab",
          definition:
            "The bands of monthly consumption with different rates per unit. Higher slabs cost more per unit, so the units solar saves are usually the expensive ones.",
        },
      ],
    },
    {
      subheading: "Money and schemes",
      paragraphs: [],
      terms: [
        {
          term: "Payback period",
          definition: `The time it takes for the savings on your bills to add up to what you paid for the system, after any subsidy. It depends on tariff, size and roof; the projects we list paid back in ${f.paybackFromYears} to ${f.paybackToYears} years.`,
        },
        {
          term: "Central financial assistance (subsidy)",
          definition: `Government support for residential rooftop solar. Under the PM Surya Ghar: Muft Bijli Yojana it is capped at ₹${f.subsidyCapRupees} for systems of 3 kW and above; check the official portal for current rules.`,
        },
        {
          term: "MNRE",
          definition:
            "The Ministry of New and Renewable Energy, which runs the national solar programmes and sets technical standards for subsidised systems.",
        },
        {
          term: "ALMM",
          definition:
            "The Approved List of Models and Manufacturers: modules that government-supported projects must use.",
        },
        {
          term: "Empanelled vendor",
          definition:
            "An installer registered with the DISCOM or state agency to install systems under a subsidy scheme.",
        },
      ],
    },
    {
      subheading: "Roof and structure",
      paragraphs: [],
      terms: [
        {
          term: "Integrated solar roof",
          definition:
            "A roof whose surface is itself the solar generator, such as cells bonded to a cement board, instead of panels mounted above an existing roof.",
        },
        {
          term: "Live load",
          definition: `The temporary weight a roof must carry, such as people walking on it for cleaning. Arka's roof is rated for a live load of ${f.liveLoadKg} kg per sq. ft.`,
        },
        {
          term: "Dead load",
          definition: `The permanent weight of the roof itself and anything fixed to it. Arka's roof is rated for a dead load of ${f.deadLoadKg} kg per sq. ft.`,
        },
        {
          term: "Purlin",
          definition:
            "A horizontal beam running along the roof slope that supports roofing boards or sheets.",
        },
        {
          term: "Tilt and orientation",
          definition:
            "The angle of the solar surface and the direction it faces. In India, a surface facing south and tilted at roughly the local latitude collects the most sunlight over a year.",
        },
        {
          term: "Shading loss",
          definition:
            "Output lost because a tree, water tank or neighbouring building casts a shadow on part of the array. A site survey should map it.",
        },
      ],
    },
    {
      subheading: "Use the words, ask the questions",
      paragraphs: [
        "With these terms in hand, a quotation becomes much easier to compare. Check the system size in kWp, the expected units per month, the inverter type, the protection in the DCDB and ACDB, whether the modules are on the ALMM list if you want a subsidy, and the payback worked out from your own bills. If anything is unclear, ask your installer to explain it in plain words. A good one will.",
      ],
    },
  ],
};
