import type { ContentImage } from "#app/content/content-image.ts";
import { assetUrl } from "#app/content/site.ts";

/**
 * An illustration from the asset base with its intrinsic size (no layout shift). Lazy unless it is the
 * largest image of the first screen, which gets `priority` (DESIGN.md "Imagery").
 */
export function ContentImg({
  image,
  priority = false,
  sizes,
  className,
  onLoad,
}: {
  image: ContentImage;
  priority?: boolean;
  sizes?: string;
  className?: string;
  onLoad?: (src: string) => void;
}) {
  return (
    <img
      className={className}
      src={assetUrl(image.src)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      onLoad={onLoad ? (event) => onLoad(event.currentTarget.getAttribute("src") ?? "") : undefined}
    />
  );
}
