import { claimFigures } from "./claims.ts";
import { type ContentImage, scene } from "./content-image.ts";
import type { Project, ProjectSpecs } from "./content-schemas.ts";

export type { Project, ProjectSpecs };

/**
 * Portfolio projects (docs/decisions/200, Content). Figures the specification gives are kept exactly; where
 * it says only "facts", the figures are plausible ones on the same ratios (70 sft and 1,380 units a year per
 * kW) and are marked `estimated` (docs/decisions/122-portfolio-and-news-content.md). Every project's payback
 * and balance life add up to the 25 years of power the site claims (app/content/claims.ts,
 * docs/decisions/191).
 */

/**
 * The spec fields in the specified order (docs/decisions/200, Content); their labels and units are interface
 * text (app/i18n/{en,hi,te}/home.ts).
 */
export const specKeys: ReadonlyArray<keyof ProjectSpecs> = [
  "capacityKw",
  "areaSft",
  "unitsPerYear",
  "yearlyRevenueLakhs",
  "paybackYears",
  "balanceLifeYears",
  "lifetimeEarningsLakhs",
];

function images(slug: string, count: number, what: string): ContentImage[] {
  const views = [
    "in its setting",
    "a close view of the roof cells",
    "at dusk",
    "from above",
    "with visitors",
  ];
  return Array.from({ length: count }, (_, i) =>
    scene(`images/portfolio/${slug}-${i + 1}.svg`, `Illustration of ${what}, ${views[i] ?? "another view"}`),
  );
}

const projectData: Array<Omit<Project, "estimated"> & { estimated?: boolean }> = [
  {
    slug: "un-habitat-nairobi",
    title: "UN Habitat",
    location: "Nairobi, Kenya",
    images: images("un-habitat-nairobi", 3, "the UN Habitat building roofed with Arka"),
    description:
      "Arka roofed a UN Habitat building in Nairobi, our first installation outside India. The integrated " +
      "roof keeps the rooms below cooler through the Kenyan dry season and powers the office during the day.",
  },
  {
    slug: "arka-factory-miryalguda",
    title: "Arka Factory",
    location: "Miryalguda, Telangana",
    images: [
      scene(
        "images/portfolio/arka-factory-miryalguda-1.svg",
        "Illustration of the Arka factory with its sawtooth solar roof",
      ),
      scene(
        "images/portfolio/arka-factory-miryalguda-2.svg",
        "Illustration of the factory roofs seen from above",
      ),
      scene(
        "images/portfolio/arka-factory-miryalguda-3.svg",
        "Illustration of a close view of the roof cells",
      ),
      scene("images/portfolio/arka-factory-miryalguda-4.svg", "Illustration of the factory at dusk"),
      scene(
        "images/portfolio/arka-factory-miryalguda-5.svg",
        "Illustration of visitors in front of the factory",
      ),
    ],
    specs: { capacityKw: 275, areaSft: 19250, paybackYears: 5.2, balanceLifeYears: 19.8 },
  },
  {
    slug: "airindia-ramp-hyderabad",
    title: "AirIndia Ramp",
    location: "Hyderabad",
    images: images("airindia-ramp-hyderabad", 3, "the AirIndia passenger ramp with its solar canopy"),
    specs: {
      capacityKw: 40,
      areaSft: 2800,
      unitsPerYear: 55200,
      yearlyRevenueLakhs: 5.5,
      paybackYears: 3.8,
      balanceLifeYears: 21.2,
      lifetimeEarningsLakhs: 117,
    },
    estimated: true,
  },
  {
    slug: "ap-cm-camp-office-vijayawada",
    title: "AP CM Camp Office",
    location: "Vijayawada",
    images: images("ap-cm-camp-office-vijayawada", 3, "the AP CM camp office under an Arka roof"),
    specs: {
      capacityKw: 30,
      areaSft: 2100,
      unitsPerYear: 41400,
      yearlyRevenueLakhs: 3.3,
      paybackYears: 4.2,
      balanceLifeYears: 20.8,
      lifetimeEarningsLakhs: 69,
    },
    estimated: true,
  },
  {
    slug: "cyber-towers-bustop-hyderabad",
    title: "Cyber Towers Bustop",
    location: "Hyderabad",
    images: images(
      "cyber-towers-bustop-hyderabad",
      3,
      "the Cyber Towers bus stop whose canopy is an Arka roof",
    ),
    specs: {
      capacityKw: 8,
      areaSft: 560,
      unitsPerYear: 11040,
      yearlyRevenueLakhs: 1.1,
      paybackYears: 3.6,
      balanceLifeYears: 21.4,
      lifetimeEarningsLakhs: 24,
    },
  },
  {
    slug: "intersolar-mumbai-2019",
    title: "Intersolar Mumbai",
    location: "Trade show, April 4th-5th 2019",
    images: images("intersolar-mumbai-2019", 3, "the Arka stand at Intersolar Mumbai"),
    description:
      "We showed the Arka integrated solar roof at Intersolar India in Mumbai on April 4th-5th 2019. Visitors " +
      "walked on a full-size sample roof and met our engineers to talk about homes, factories and dealerships.",
  },
  {
    slug: "jaggatiyal-factory-jagityal",
    title: "Jaggatiyal Factory",
    location: "Jagityal, Telangana",
    images: images("jaggatiyal-factory-jagityal", 4, "the Jaggatiyal factory with an Arka roof"),
    specs: {
      capacityKw: 200,
      areaSft: 14000,
      unitsPerYear: 276000,
      yearlyRevenueLakhs: 19.3,
      paybackYears: 5.2,
      balanceLifeYears: 19.8,
      lifetimeEarningsLakhs: 383,
    },
  },
  {
    slug: "v6-news-hyderabad",
    title: "V6 News",
    location: "Hyderabad",
    images: images("v6-news-hyderabad", 3, "the V6 News building with an Arka roof"),
    specs: {
      capacityKw: 25,
      areaSft: 1750,
      unitsPerYear: 34500,
      yearlyRevenueLakhs: 3.1,
      paybackYears: 4,
      balanceLifeYears: 21,
      lifetimeEarningsLakhs: 65,
    },
    estimated: true,
  },
];

export const projects: Project[] = projectData.map((p) => ({ ...p, estimated: p.estimated ?? false }));

/**
 * Headline figures of the portfolio page (docs/decisions/200, Content), from the claims configuration: the
 * total capacity is the sum of the projects above, never less (docs/decisions/191).
 */
export const portfolioStats: PortfolioStat[] = [
  { kind: "capacity", value: `${claimFigures.capacityKw} kW`, label: "Total capacity" },
  { kind: "customers", value: claimFigures.customers, label: "Customers" },
];

export type PortfolioStat = { kind: "capacity" | "customers"; value: string; label: string };

/** A project's words in another language; its slug, figures and picture files stay the English ones. */
export type ProjectText = {
  title: string;
  location: string;
  /** One per picture, in the English order. */
  imageAlts: string[];
  /** Only for the projects that have a description instead of figures. */
  description?: string;
};

/** The projects in another language, from their words by slug (app/languages/<locale>/content/). */
export function translateProjects(text: Record<string, ProjectText>): Project[] {
  return projects.map((project) => {
    const words = text[project.slug];
    // A missing word would leave English on the page: fail loudly (the locale tests catch it first).
    if (
      !words ||
      words.imageAlts.length !== project.images.length ||
      (project.description === undefined) !== (words.description === undefined)
    ) {
      throw new Error(`The translation of project "${project.slug}" does not match the English one`);
    }
    return {
      ...project,
      title: words.title,
      location: words.location,
      images: project.images.map((image, i) => ({ ...image, alt: words.imageAlts[i]! })),
      ...(words.description === undefined ? {} : { description: words.description }),
    };
  });
}

/** The headline figures with their labels in another language, in the English order. */
export function translateStats(labels: string[]): PortfolioStat[] {
  if (labels.length !== portfolioStats.length) throw new Error("One label per portfolio figure");
  return portfolioStats.map((stat, i) => ({ ...stat, label: labels[i]! }));
}
