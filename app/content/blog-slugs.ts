/** The seven article slugs (docs/decisions/200, Content), with the product key in place of {product}. */
export const blogSlugs = [
  "why-arka-is-the-ultimate-roofing-solution-to-resist-extreme-weathers",
  "why-the-world-needs-to-go-solar-now-more-than-ever",
  "five-reasons-why-you-should-buy-your-solar-rooftop-plant-during-a-recession",
  "why-investing-in-a-solar-roof-is-the-only-trustworthy-scheme-to-make-money",
  "top-ten-reasons-to-choose-a-solar-roof-and-not-a-typical-solar-panel",
  "solar-glossary-101-what-you-need-to-know",
  "why-going-solar-is-the-best-alt-energy-solution-for-the-future",
] as const;

export type BlogSlug = (typeof blogSlugs)[number];

/** The heading lowercased with spaces replaced by hyphens (docs/decisions/200, Routes). */
export function slugFromHeading(heading: string): string {
  return heading.toLowerCase().replace(/ /g, "-");
}
