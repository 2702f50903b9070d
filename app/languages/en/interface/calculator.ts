import { catalogue as products } from "#app/modules/calculator/catalogue.ts";

/**
 * English interface text: the solar calculator page (the specification's words stay word for word:
 * docs/decisions/200).
 * Functions take figures already formatted (Indian grouping, ₹), so a translation only orders words.
 * Sources are cited from the modules that hold the figures: their names, versions and dates arrive as
 * arguments, as published (in English), in every language.
 */
export const calculator = {
  meta: {
    description:
      "Estimate the size, price and savings of a solar roof from your electricity bill, units and roof area.",
  },
  /** Words inside formatted figures (app/modules/calculator/format.ts). */
  format: {
    units: (value: string) => `${value} units`,
    tonnes: (value: string) => `${value} tonnes`,
    /** "₹2 lakh", kept on one line. */
    lakhRupees: (value: string) => `₹${value}\u00a0lakh`,
  },
  years: (years: number) => `${years} ${years === 1 ? "year" : "years"}`,
  /** The small word under the number in the years dial. */
  yearsUnit: (years: number): string => (years === 1 ? "year" : "years"),

  form: {
    heading: "Estimate your solar roof",
    product: "Product",
    productNames: {
      conventional: products.conventional.name,
      inroof: products.inroof.name,
      integrated: products.integrated.name,
    },
    propertyType: "Property type",
    propertyTypeNames: { residential: "Residential", industrial: "Industrial" },
    fields: {
      bill: { label: "Electricity bill per month", unit: "₹" },
      units: { label: "Units consumed per month", unit: "units" },
      area: { label: "Rooftop area", unit: "sq ft" },
    },
    /** The slider's accessible name beside the text box of the same field. */
    slider: (label: string) => `${label} slider`,
    limits: (min: string, max: string) => `${min} to ${max}`,
    /** Around the estimated units (in bold) under the units box. */
    unitsEstimated: { before: "· Estimated from your bill: ", after: " units a month (see below)" },
    yearsLabel: "Years",
    stateLabel: "State (optional)",
    statePlaceholder: "Choose your state",
    stateHint:
      "Adds the central subsidy for homes and, if you leave units at 0, estimates them from your bill.",
    submit: "Calculate",
  },

  results: {
    heading: "Your estimate",
    size: "System size",
    output: "Output per month",
    price: "System price (without structure)",
    savings: (years: number) => `Total savings over ${years} ${years === 1 ? "year" : "years"}`,
    empty: "Enter your monthly bill, units and rooftop area (all above zero) to see the estimate.",
    quote: "Get a quote for this system",
    /** What a screen reader hears once changes pause. */
    announcement: (size: string, price: string, years: number, savings: string, emi: string) =>
      `System size ${size}, price ${price}, savings over ${years} years ${savings}, loan EMI ${emi} a month.`,
    contactSection: "Talk to our team",
  },

  loan: {
    legend: "Solar loan",
    rateLabel: "Interest rate",
    rateUnit: "% a year",
    rateLimits: (min: number, max: number) => `${min} to ${max}% a year`,
    tenureLabel: "Loan tenure",
    tenureUnit: "years",
    tenureLimits: (min: number, max: number) => `${min} to ${max} years`,
    terms: (rate: string, years: number, amount: string, size: string) =>
      `Starts at the PM Surya Ghar scheme's terms for loans from public-sector banks: about ${rate} a year, repaid over up to ${years} years, without collateral up to ${amount} for systems up to ${size}.`,
    checkWithBank:
      "Rates follow the RBI repo rate and each bank sets its own terms: check the current rate with your bank.",
    /** `source`: SCHEME_LOAN_TERMS.source. */
    source: (recorded: string, source: string) => `Source: ${source}. Recorded ${recorded}.`,
    heading: "Solar loan",
    savings: "Savings per month",
    emi: "Loan EMI per month",
    change: "Change the rate or tenure",
    beyondScheme: (size: string, amount: string) =>
      `Systems above ${size} and loans above ${amount} fall outside the scheme's collateral-free loan: banks lend on their usual terms, often at a higher rate.`,
    financedAfterSubsidy: (subsidy: string) => `the price after the ${subsidy} subsidy`,
    financedChooseState: "the system price; choose your state to see the subsidy",
    /** A home whose subsidy is not taken off the price (the subsidy card says why). */
    financedSubsidyNotTaken: "the system price; the subsidy is not taken off, see below",
    financedPrice: "the system price",
    /** When the instalment is more than the monthly saving. */
    exceedsSaving: (emi: string, saving: string, gap: string) =>
      `The instalment is more than the roof saves: ${emi} a month against a saving of ${saving}, so until the loan is repaid you would pay ${gap} a month more than you save. A longer tenure or a lower rate brings the instalment down.`,
    /** How "a month" is counted, under the two monthly figures. */
    monthBasis:
      "Savings per month: the output per month (30 days, as above) at what your bill charges per unit, so never more than your bill. The total savings count 365 days a year.",
    basis: (principal: string, financed: string, rate: string, years: number, interest: string) =>
      `On ${principal} (${financed}) at ${rate} a year for ${years} ${years === 1 ? "year" : "years"}: ${interest} interest in all.`,
  },

  extras: {
    heading: "More estimates for your roof",
    intro:
      "These go beyond the calculator above. They are estimates from public figures, each with its source; your quote from our team is the figure to rely on.",
    estimateTag: "Estimate",
    co2: {
      heading: "CO2 avoided",
      perYear: "Per year",
      over: (years: number) => `Over ${years} ${years === 1 ? "year" : "years"}`,
      /** `basis`, `source`, `version`, `date`: GRID_EMISSION_FACTOR's. */
      source: (
        kgPerKwh: number,
        checked: string,
        basis: string,
        source: string,
        version: string,
        date: string,
      ) =>
        `The roof's yearly generation times the grid's ${basis}: ${kgPerKwh} kg CO2 per unit. Source: ${source}, ${version}, ${date}. Checked ${checked}.`,
    },
    units: {
      heading: "Units from your bill",
      perMonth: (units: string) => `${units} units a month`,
      explained: (bill: string, region: string) =>
        `The units a ${bill} monthly bill buys on ${region}'s domestic tariff. Fixed charges, duty and fuel surcharges are not counted, so your real units may be fewer: type them in if your bill shows them.`,
      /** Around the link to the tariff's published slabs. */
      sourceBefore: (utility: string, effective: string) => `Source: ${utility} tariff, ${effective} (`,
      sourceLink: "published slabs",
      sourceAfter: (checked: string) => `). Checked ${checked}.`,
      noRegion:
        "Know only your bill? Choose your state and leave units at 0: we will estimate them from its tariff.",
      noTariff: (region: string) =>
        `We do not have ${region}'s tariff yet, so please type your units from your bill.`,
      notResidential:
        "The estimate uses domestic tariffs, so it is for homes: please type your units from your bill.",
      typed:
        "You have typed your units, so the calculator uses them. Set units to 0 to estimate them from your bill.",
    },
    subsidy: {
      heading: "PM Surya Ghar subsidy",
      notResidential:
        "The central subsidy is for homes; industrial systems do not qualify, so this estimate takes none off.",
      noRegion: "Choose your state to see the central subsidy for homes.",
      noSize: "Enter your bill, units and rooftop area to see the subsidy for your system size.",
      central: "Central subsidy",
      afterSubsidy: "Price after subsidy",
      /** `specialRegion`: the chosen state when it gets the special-category rate, else null. */
      rates: (firstTwoKw: string, thirdKw: string, specialRegion: string | null) =>
        `₹${firstTwoKw} per kW for the first 2 kW, ₹${thirdKw} for the third, nothing beyond 3 kW${
          specialRegion ? ` (the higher rate for special-category states such as ${specialRegion})` : ""
        }. It is for grid-connected homes that apply on the scheme's national portal; the money goes to your bank account after installation.`,
      /** What the scheme gives for this size, when this estimate does not take it off the price. */
      schemeAmount: (amount: string, size: string) =>
        `The scheme gives ${amount} for a home system of ${size}.`,
      conditionsHeading: "Does an Arka roof qualify?",
      conditions: {
        registeredVendor: "Sold and fitted by a vendor registered on the scheme's national portal",
        domesticCells:
          "Modules with Indian-made cells from the approved list (ALMM List-II), required since 1 June 2026",
      },
      conditionStatus: { yes: "yes", no: "no", unconfirmed: "not yet confirmed" },
      conditionsChecked: (date: string) => `As Arka confirmed on ${date}.`,
      unconfirmed: (amount: string) =>
        `We have not yet confirmed both conditions for Arka roofs, so this estimate does not take the ${amount} off the price. Ask our team before you count on the subsidy.`,
      notEligible: (amount: string) =>
        `Arka roofs do not meet every condition today, so this estimate does not take the ${amount} off the price.`,
      /** The calculator's price is below what the scheme assumes a system of this size costs. */
      belowBenchmark: (
        price: string,
        pricePerKw: string,
        benchmarkCost: string,
        firstTwoKwRate: string,
        firstTwoKwBenchmark: string,
        thirdKwRate: string,
        afterTwoKwBenchmark: string,
        amount: string,
      ) =>
        `The calculator's price for this size, ${price} (${pricePerKw} per kW), is below the ${benchmarkCost} the scheme assumes such a system costs: its ${firstTwoKwRate} per kW for the first 2 kW is 60% of a benchmark cost of ${firstTwoKwBenchmark} per kW, and its ${thirdKwRate} for the third kW is 40% of ${afterTwoKwBenchmark}. The subsidy stands for a share of a real system's price, so this estimate does not take the ${amount} off a price this low; the quote from our team gives the real price and the subsidy on it.`,
      /** `source`, `date`: SCHEME_COST_BASIS's; around a link to the report. */
      benchmarkSource: (source: string, date: string) => `Benchmark cost: ${source}, ${date} (`,
      benchmarkLink: "report",
      benchmarkSourceAfter: ").",
      /** `publisher`, `scheme`, `document`, `date`: SUBSIDY_SOURCE's. */
      source: (checked: string, publisher: string, scheme: string, document: string, date: string) =>
        `Source: ${publisher}, ${scheme}, ${document}, ${date}. Checked ${checked}.`,
    },
    savings: {
      heading: "Savings year by year",
      chartSummary: (first: string, last: string, lastYear: number) =>
        `Cumulative savings, rising from ${first} after year 1 to ${last} after year ${lastYear}. The figures are in the table that follows.`,
      chartEmpty: "No savings to show yet.",
      caption: (years: number) =>
        `Cumulative savings by the calculator's formula, at today's bill per unit for ${years} ${years === 1 ? "year" : "years"}; tariff rises would add to them.`,
      showTable: "Show the figures as a table",
      tableCaption: "Cumulative savings by year",
      year: "Year",
      savingsSoFar: "Savings so far",
    },
  },
};
