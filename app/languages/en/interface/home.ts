/**
 * English interface text of the home, about, portfolio and news pages. Their longer copy (paragraphs,
 * cards, projects, news items, video titles) is content: app/content/ and app/languages/<locale>/content/.
 * A link or button whose visible words are followed by hidden ones ("Know More" + " about Arka") is cut
 * into parts, so a language can put the hidden words first ("Arka के बारे में " + "और जानें").
 */
export const home = {
  home: {
    metaDescription: (product: string) =>
      `${product} is a solar roof on a cement base: one product that is your roof and your power plant.`,
    /** `years`: the years of power (app/content/claims.ts), formatted. */
    heroTagline: (years: string) =>
      `A roof over your home and a power plant for ${years} years, in one product.`,
    pauseVideo: "Pause background video",
    playVideo: "Play background video",
    scrollDown: "Scroll down",
    knowMoreHiddenBefore: (_product: string) => "",
    knowMore: "Know More",
    knowMoreHiddenAfter: (product: string) => ` about ${product}`,
    featuresHeading: "Features",
    videoHeading: (product: string) => `See ${product} at work`,
  },
  projectCards: {
    heading: "Our Portfolio",
    viewDetailsHiddenBefore: (_project: string) => "",
    viewDetails: "View details",
    viewDetailsHiddenAfter: (project: string) => ` of ${project}`,
    allProjects: "All Projects",
    modalTitle: (project: string, location: string) => `${project}, ${location}`,
  },
  projectFacts: {
    /** The specification's labels and units, word for word (docs/decisions/200, Content). */
    capacityKw: { label: "Capacity of the plant", format: (v: number) => `${v} kw` },
    areaSft: { label: "Area Utilized (sft)", format: (v: number) => v.toLocaleString("en-IN") },
    unitsPerYear: { label: "Units Generated Per Annum", format: (v: number) => v.toLocaleString("en-IN") },
    yearlyRevenueLakhs: { label: "Yearly Revenue (Lakhs)", format: (v: number) => `₹ ${v} lakhs` },
    paybackYears: { label: "Investment Pay Back Period", format: (v: number) => `${v} years` },
    balanceLifeYears: { label: "Balance Life of plant", format: (v: number) => `${v} years` },
    lifetimeEarningsLakhs: { label: "Lifetime Earnings (Lakhs)", format: (v: number) => `₹ ${v} lakhs` },
    estimatesNote: "Figures are estimates for this site.",
  },
  /** Around the marketing figures (app/content/claims.ts, docs/decisions/191). */
  claims: {
    warrantyLabel: "Warranty",
    /** The company has not given its warranty terms: pages never state a period. */
    warrantyAsk: "Ask for the written warranty",
    warrantyNote:
      "Ask for the written warranty for the roof and for the electricity it makes, before you buy.",
    sources: (checked: string) =>
      `Where these figures come from: the roof's life, wind rating and fire class are from the technical specifications; the payback is the range of the projects on our portfolio page; the other figures are the company's own, without a published test report. Checked on ${checked}.`,
    capacityNote: "Sum of the projects on this page",
  },
  about: {
    metaDescription: (product: string) =>
      `What ${product} is, what makes it different from solar panels on a roof, and its highlights.`,
    whatIsHeading: (product: string) => `What is ${product}?`,
    differentHeading: (product: string) => `What makes ${product} different`,
    highlightsHeading: "Product Highlights",
  },
  portfolio: {
    metaDescription: "Homes, factories, offices and a bus stop roofed with Arka, the integrated solar roof.",
    atAGlance: "Portfolio at a glance",
    pictures: (project: string) => `${project} pictures`,
    videosHeading: "Videos",
    videosLabel: "Portfolio videos",
  },
  news: {
    metaDescription: "News and events from Arka, the integrated solar roof.",
    listLabel: "News and events",
  },
};
