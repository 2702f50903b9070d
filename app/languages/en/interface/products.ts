/** English interface text: the product pages (/products/:id) and technical specs pages (/technical-specs/:id). */
export const products = {
  /** Brochure link; the brochures are English PDFs. */
  downloadBrochure: "Download brochure (PDF, English)",
  opensInNewTab: " (opens in a new tab)",
  product: {
    metaDescription: (title: string) => `${title}: details and key figures.`,
    fullSpecs: "Full technical specifications",
    keyFiguresHeading: "Technical details",
    allSpecsOf: (title: string) => `All specifications of ${title}`,
  },
  specs: {
    title: (title: string) => `${title} technical specifications`,
    /** `facts`: the wattage and area per kWp, already joined; empty when unknown. */
    metaDescription: (title: string, facts: string) =>
      `Technical specifications of ${title}: module details, dimensions, system design and other parameters${facts ? ` (${facts})` : ""}.`,
    areaPerKwp: (area: string) => `${area} per kWp`,
    heading: (title: string) => `${title}: technical specifications`,
    openGroupHint: "Open a group to see its figures.",
    asideLabel: "More about this product",
    about: (title: string) => `About ${title}`,
    othersHeading: "Other products",
    otherSpecs: (title: string) => `${title} specifications`,
  },
};
