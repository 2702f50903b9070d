/** English interface text: tariffs (the specification's words stay word for word: docs/decisions/200). */
export const tariffs = {
  /** The state tariff page (app/routes/state-tariff.tsx). */
  page: {
    metaTitle: (state: string) => `Solar panels in ${state}: cost per unit of electricity`,
    metaDescription: (state: string, effective: string, low: string, high: string) =>
      `Cost per unit of household electricity in ${state} (${effective}): ₹ ${low} to ₹ ${high} by slab, with the source, and what a solar roof saves.`,
    metaDescriptionNoFigures: (state: string) =>
      `Household electricity tariff in ${state}: no published slab figures found yet, and what a solar roof saves.`,
    /** The h1 and the breadcrumb's last step. */
    heading: (state: string) => `Solar panels in ${state}`,
    kicker: "Electricity tariff and solar savings",
    /** "Given below is the cost per unit electricity in <state>": the words before and after the name. */
    subtitleBefore: "Given below is the cost per unit electricity in ",
    subtitleAfter: "",
    noFigures: (state: string) =>
      `We could not find published household tariff figures for ${state}, so none are shown here. Your electricity bill shows the rate you pay; the solar calculator can work from it.`,
    slabsLabel: (state: string) => `Tariff slabs in ${state}`,
    billNotesHeading: (state: string) => `What else is on a bill in ${state}`,
    whySolarHeading: (state: string) => `Why a solar roof pays in ${state}`,
    /** Each "₹" is drawn in a system font (<Rupee />). */
    whySolarRange: (state: string, low: string, high: string) =>
      `Households in ${state} pay from ₹ ${low} up to ₹ ${high} for a unit of electricity, and the rate climbs as consumption crosses each slab. Every unit a solar roof makes is a unit you do not buy at your highest slab, so the saving is largest for the homes that use the most.`,
    whySolarNoRange: (state: string) =>
      `Whatever the tariff in ${state}, every unit a solar roof makes is a unit you do not buy from the grid, and the sun shines on most days of the year across India.`,
    /** `from`, `to`: the payback range of the listed projects (app/content/claims.ts), formatted. */
    arkaRoof: (state: string, from: string, to: string) =>
      `Arka's integrated solar roof is the roof itself: solar cells bonded to a fibre-cement board that keeps out rain and heat. In ${state}, as anywhere in India, that means one purchase for the roof and the power plant, a cooler room under it, and a system that paid for itself in ${from} to ${to} years on the projects we list.`,
    estimateSavings: "Estimate your savings",
    talkToTeam: "Talk to our team",
    earlierHeading: (state: string) => `Earlier tariffs in ${state}`,
    earlierIntro: "Replaced by the tariff above; kept so you can see how the rates have moved.",
  },
  /** The figures: facts, warnings, notes and tables (app/components/tariffs/tariff-figures.tsx). */
  figures: {
    supplier: "Supplier",
    effective: "Effective",
    order: "Order",
    source: "Source",
    /** Ends a short statement ("Unchanged for FY 2025-26."). */
    stop: ".",
    /** How long one bill's slabs count: "Bills in X cover <period>". */
    periodWords: { month: "a month", "two months": "two months", quarter: "a quarter (three months)" },
    caveatLabels: {
      partial: "Incomplete figures",
      superseded: "Newer order",
      disputed: "Reports differ",
      conflict: "Reports differ",
      outdated: "May be out of date",
    },
    outdatedUndated: "The source gives no date for these rates, so they may be out of date.",
    outdatedSince: (year: number) =>
      `The newest source for these rates is from ${year}, so they may have changed since.`,
    latestBill: "Your latest bill shows the rate you pay.",
    beforeSubsidy: (state: string) =>
      `These are the regulator's rates before State subsidy; many homes in ${state} pay less. The notes below say how the subsidy works.`,
    billPeriod: (state: string, period: string) =>
      `Bills in ${state} cover ${period}: the slabs below count the units of one bill, not of one month.`,
    caption: (heading: string, state: string, utility: string) => `${heading} in ${state}: ${utility}`,
    earlierTariff: (heading: string) => `Earlier tariff: ${heading}`,
    /** Shown beside a note the page has only in English (never on English pages). */
    inEnglish: "(in English)",
    /** Beside a source that is a third-party bill calculator (docs/decisions/190). */
    calculatorSource: "a bill-calculator site, the only published copy we found",
    /** Heading of the free-unit schemes under the current table. */
    freeUnitsHeading: (state: string) => `Free units and State schemes in ${state}`,
    /** Every page, with the dates written out: "Checked on 27 November 2026 …". */
    checked: (checkedOn: string, reviewBy: string) =>
      `Checked on ${checkedOn} against the sources named on this page; next review by ${reviewBy}.`,
    /** Once today is past the review-by date. */
    dueForReview: (reviewBy: string) =>
      `Due for review: these figures should have been checked again by ${reviewBy}, so they may have changed.`,
  },
  /** The Condition / Slab Low / Slab High / Rate table (app/components/tariffs/tariff-table.tsx). */
  table: {
    columns: { condition: "Condition", low: "Slab Low", high: "Slab High", rate: "Rate" },
    per: { month: "month", "two months": "two months", quarter: "quarter" },
    unit: (per: string, beforeSubsidy: boolean) =>
      `Slabs count units (kWh) used per ${per}; rates in rupees per unit${beforeSubsidy ? ", before State subsidy" : ""}.`,
    andAbove: "and above",
    flatCharge: "Flat charge (see condition)",
    free: "Free",
    source: "Source",
  },
  locator: {
    title: (state: string) => `Map of India with a marker on ${state}`,
    caption: (state: string) => `${state} (approximate position)`,
  },
  /** The home page's state search (app/components/sections/state-search.tsx). */
  stateSearch: {
    heading: "Electricity tariff in your state",
    intro: "See what a unit of electricity costs where you live, and what an Arka roof saves.",
    selectState: "Select State",
    submit: "Submit",
    chooseState: "Please choose a state to see its electricity tariff.",
  },
};
