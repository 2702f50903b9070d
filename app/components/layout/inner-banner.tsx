import { bannerHeading, bannerImage, type BannerKey } from "#app/content/banners.ts";
import { assetUrl } from "#app/content/site.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

/**
 * The inner-page banner: the shared image with the heading chosen by page key (docs/decisions/200, Layout),
 * in the page's language. Pages about one thing (a product, an article) name it in their first h2, as the
 * blog's articles do.
 */
export function InnerBanner({ pageKey }: { pageKey: BannerKey }) {
  return <InnerBannerView pageKey={pageKey} locale={useLocale()} />;
}

/** The banner in a given language, for markup rendered without a router (the legal pages' tests). */
export function InnerBannerView({ pageKey, locale }: { pageKey: BannerKey; locale: Locale }) {
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
        <h1 className="inner-banner__heading">{bannerHeading(pageKey, locale)}</h1>
      </div>
    </div>
  );
}
