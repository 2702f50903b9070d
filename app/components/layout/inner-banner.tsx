import { bannerHeading, bannerImage, type BannerKey } from "#app/content/banners.ts";
import { assetUrl } from "#app/content/site.ts";

/**
 * The inner-page banner: the shared image with the heading chosen by page key (seed 000 section 2).
 * `title` overrides the heading where the page names its subject (a product's title, say).
 */
export function InnerBanner({ pageKey, title }: { pageKey: BannerKey; title?: string }) {
  return (
    <div className="inner-banner">
      <img
        className="inner-banner__image"
        src={assetUrl(bannerImage.src)}
        width={bannerImage.width}
        height={bannerImage.height}
        alt={bannerImage.alt}
        fetchPriority="high"
      />
      <div className="container inner-banner__content">
        <h1 className="inner-banner__heading">{title ?? bannerHeading(pageKey)}</h1>
      </div>
    </div>
  );
}
