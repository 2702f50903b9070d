import { z } from "zod";

/**
 * An illustration as content refers to it: a path under the asset base and its intrinsic size, so every
 * <img> carries width and height and the page never shifts while images load.
 */
export const ContentImageSchema = z.object({
  src: z.string().regex(/^images\/[a-z0-9/-]+\.(svg|png|jpg|jpeg|webp|avif)$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;

/** The generated illustrations come in a few fixed sizes (scripts/illustrations/generate.ts). */
export function scene(src: string, alt: string): ContentImage {
  return { src, width: 1200, height: 800, alt };
}

export function thumbnail(src: string, alt: string): ContentImage {
  return { src, width: 1280, height: 720, alt };
}
