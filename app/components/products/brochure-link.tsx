import { BROCHURE_LANGUAGE } from "#app/content/brochures.ts";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/** A product's PDF brochure (English), opened in a new tab: the product and specs pages offer it. */
export function BrochureLink({ href, className }: { href: string; className: string }) {
  const t = useCatalogue().products;
  return (
    <a
      className={className}
      href={href}
      hrefLang={BROCHURE_LANGUAGE}
      type="application/pdf"
      target="_blank"
      rel="noopener"
    >
      {t.downloadBrochure}
      <span className="visually-hidden">{t.opensInNewTab}</span>
    </a>
  );
}
