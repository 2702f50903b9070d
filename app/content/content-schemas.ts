import { z } from "zod";

/**
 * Schemas of the home, portfolio, news, video and landing content. Content modules import only their
 * types (`import type`), so zod never reaches the visitor's browser; the content test parses every module
 * with these schemas, so a content error fails the test run with the file and field named
 * (docs/decisions/126-content-validation-outside-the-bundle.md).
 */

/** An illustration under the asset base with its intrinsic size, so every <img> carries width and height. */
export const ContentImageSchema = z.object({
  src: z.string().regex(/^images\/[a-z0-9/-]+\.(svg|png|jpg|jpeg|webp|avif)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;

export const ProjectSpecsSchema = z.object({
  capacityKw: z.number().positive(),
  areaSft: z.number().positive(),
  unitsPerYear: z.number().positive().optional(),
  yearlyRevenueLakhs: z.number().positive().optional(),
  paybackYears: z.number().positive(),
  balanceLifeYears: z.number().positive(),
  lifetimeEarningsLakhs: z.number().positive().optional(),
});
export type ProjectSpecs = z.infer<typeof ProjectSpecsSchema>;

export const ProjectSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    location: z.string().min(1),
    images: z.array(ContentImageSchema).min(3).max(5),
    specs: ProjectSpecsSchema.optional(),
    description: z.string().optional(),
    /** True where the figures are ours, not the specification's (docs/decisions/200, Content). */
    estimated: z.boolean(),
  })
  .refine((p) => Boolean(p.specs) !== Boolean(p.description), {
    message: "A project has either a spec list or a description",
  });
export type Project = z.infer<typeof ProjectSchema>;

export const NewsItemSchema = z.object({
  id: z.number().int().positive(),
  image: ContentImageSchema,
  title: z.string().min(1),
  /** ISO date; shown as "4 April 2019". */
  date: z.iso.date(),
  /** Source or author. */
  name: z.string().min(1),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const VideoSchema = z.object({
  id: z.number().int().positive(),
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  title: z.string().min(1),
  thumbnail: ContentImageSchema,
});
export type Video = z.infer<typeof VideoSchema>;

export const HomeContentSchema = z.object({
  hero: z.object({
    heading: z.string(),
    poster: ContentImageSchema,
    /** Looping background film; sources in order of preference. */
    videoSources: z.array(z.object({ src: z.string(), type: z.string() })).min(1),
  }),
  whatIs: z.object({
    heading: z.string(),
    paragraphs: z.array(z.string()).min(1),
    image: ContentImageSchema,
  }),
  levelUp: z.object({
    heading: z.string(),
    text: z.string(),
    before: ContentImageSchema.extend({ label: z.string() }),
    after: ContentImageSchema.extend({ label: z.string() }),
  }),
  features: z.array(z.object({ title: z.string(), text: z.string(), icon: ContentImageSchema })).length(4),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;

export const LandingContentSchema = z.object({
  heroSlides: z
    .array(z.object({ heading: z.string(), text: z.string(), image: ContentImageSchema }))
    .length(3),
  about: z.object({ heading: z.string(), paragraphs: z.array(z.string()).min(1), image: ContentImageSchema }),
  keyFeatures: z.array(z.object({ title: z.string(), text: z.string() })).min(4),
  certifications: z.array(ContentImageSchema).length(4),
  featuredOn: z.array(ContentImageSchema).length(6),
  /** Two slides of three pictures each. */
  gallery: z.array(z.array(ContentImageSchema).length(3)).length(2),
});
export type LandingContent = z.infer<typeof LandingContentSchema>;

/**
 * The landing page's words in another language: texts and image descriptions only; the pictures, their
 * sizes and the press logos (names of publications) come from the English content above.
 */
export type LandingText = {
  heroSlides: { heading: string; text: string; imageAlt: string }[];
  about: { heading: string; paragraphs: string[]; imageAlt: string };
  keyFeatures: { title: string; text: string }[];
  certificationAlts: string[];
  galleryAlts: string[][];
};
