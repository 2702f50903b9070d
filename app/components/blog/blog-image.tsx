import type { BlogImage as BlogImageData } from "#app/content/blog/article-schema.ts";
import { assetUrl } from "#app/content/site.ts";

/** A blog illustration at its intrinsic size (no layout shift); lazy unless it may be on the first screen. */
export function BlogImage({
  image,
  lazy,
  className,
  lang,
}: {
  image: BlogImageData;
  lazy: boolean;
  className?: string;
  /** The language of the description when it differs from the page's (English alt text on a Hindi page). */
  lang?: string;
}) {
  return (
    <img
      className={className}
      src={assetUrl(image.src)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      lang={lang}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
    />
  );
}
