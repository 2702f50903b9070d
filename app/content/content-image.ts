import type { ContentImage } from "./content-schemas.ts";

export type { ContentImage };

/** The generated illustrations come in a few fixed sizes (scripts/illustrations/generate.ts). */
export function scene(src: string, alt: string): ContentImage {
  return { src, width: 1200, height: 800, alt };
}

export function thumbnail(src: string, alt: string): ContentImage {
  return { src, width: 1280, height: 720, alt };
}
