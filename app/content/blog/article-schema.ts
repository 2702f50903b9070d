import { z } from "zod";

/** An image of the blog: a path under the asset base, with the explicit size that prevents layout shift. */
export const BlogImageSchema = z.object({
  src: z.string().regex(/^images\/blog\/[a-z0-9-]+\.svg$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().min(1),
});

export const BlogSectionSchema = z.object({
  subheading: z.string().min(1).optional(),
  paragraphs: z.array(z.string().min(1)),
  list: z.array(z.string().min(1)).optional(),
  /** Term and definition pairs, rendered as a definition list (the glossary). */
  terms: z.array(z.object({ term: z.string().min(1), definition: z.string().min(1) })).optional(),
  image: BlogImageSchema.optional(),
});

/** One article: what the list card and the article page show (docs/decisions/200, Content). */
export const BlogArticleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string().min(1),
  shortDescription: z.string().min(40).max(220),
  postedOn: z.iso.date(),
  author: z.string().min(1).optional(),
  image: BlogImageSchema,
  sections: z.array(BlogSectionSchema).min(3),
});

export type BlogImage = z.infer<typeof BlogImageSchema>;
export type BlogSection = z.infer<typeof BlogSectionSchema>;
export type BlogArticle = z.infer<typeof BlogArticleSchema>;

/** Words a reader reads in an article (headings, paragraphs, lists, glossary), for the length check. */
export function articleWordCount(article: BlogArticle): number {
  const text = article.sections
    .flatMap((s) => [
      s.subheading ?? "",
      ...s.paragraphs,
      ...(s.list ?? []),
      ...(s.terms ?? []).flatMap((t) => [t.term, t.definition]),
    ])
    .join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}
