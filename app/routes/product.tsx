import { data, Link } from "react-router";
import type { Route } from "./+types/product";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { BrochureLink } from "#app/components/products/brochure-link.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { brochureHrefFor } from "#app/content/brochures.ts";
import { breadcrumbJsonLd, productJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import { specRow, type SpecField } from "#app/content/product-specs.ts";
import { findProduct } from "#app/content/products.ts";
import { assetUrl } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import productPagesStyles from "#app/components/products/product-pages.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

/** The figures a buyer compares first, shown on the product page; the rest are on the specs page. */
const KEY_FIGURES = [
  "wattage",
  "areaPerKwp",
  "lifeSpan",
  "windSpeed",
  "fireRating",
  "walkOnRoof",
] as const satisfies readonly SpecField[];

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const found = findProduct(params.id, "product", { locale });
  if (!found.ok) throw data({ message: found.message }, { status: 404 });
  const { key, title, specs, story } = found.product;
  return {
    product: {
      key,
      title,
      story: story ?? null,
      keyFigures: KEY_FIGURES.flatMap((field) => specRow(specs, field) ?? []),
    },
    brochureHref: brochureHrefFor(key),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return errorPageMeta(true, locale);
  const { title, story } = loaderData.product;
  return pageMeta({
    title,
    description: story?.summary ?? catalogueFor(locale).products.product.metaDescription(title),
    // pageMeta links the page in `locale` whichever language's path it is given.
    path: location.pathname,
    locale,
    type: "product",
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, brochureHref } = loaderData;
  const t = useCatalogue().products;
  const localize = useLocalizedPath();
  const locale = useLocale();
  // English paths: the JSON-LD builders link them in the page's language.
  const path = `/products/${product.key}`;
  const specsPath = localize(`/technical-specs/${product.key}`);
  const illustration = product.story?.illustration;
  return (
    <>
      <JsonLd
        data={[
          productJsonLd(
            {
              name: product.title,
              description: product.story?.summary ?? product.title,
              path,
              image: illustration ? assetUrl(illustration.src) : undefined,
              properties: product.keyFigures.map((r) => ({ name: r.label, value: r.value })),
            },
            locale,
          ),
          breadcrumbJsonLd([{ name: product.title, path }], locale),
        ]}
      />
      <InnerBanner pageKey="products" />
      <section className="section container product-page" aria-labelledby="product-heading">
        <div className="product-page__intro">
          <div>
            <h2 id="product-heading">{product.title}</h2>
            {product.story ? <p className="product-page__lead">{product.story.summary}</p> : null}
            {product.story?.paragraphs.map((text) => (
              <p key={text.slice(0, 32)}>{text}</p>
            ))}
            <div className="product-page__actions">
              <Link className="button button--primary" to={specsPath}>
                {t.product.fullSpecs}
              </Link>
              {brochureHref ? <BrochureLink href={brochureHref} className="button button--outline" /> : null}
            </div>
          </div>
          {illustration ? (
            <img
              className="product-page__illustration"
              src={assetUrl(illustration.src)}
              width={illustration.width}
              height={illustration.height}
              alt={illustration.alt}
              decoding="async"
            />
          ) : null}
        </div>
      </section>
      <section className="section section--warm" aria-labelledby="figures-heading">
        <div className="container">
          <h2 id="figures-heading">{t.product.keyFiguresHeading}</h2>
          <dl className="key-figures">
            {product.keyFigures.map((row) => (
              <div key={row.label} className="key-figures__item">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <Link to={specsPath}>{t.product.allSpecsOf(product.title)}</Link>
          </p>
        </div>
      </section>
      <Stylesheet href={productPagesStyles} />
    </>
  );
}
