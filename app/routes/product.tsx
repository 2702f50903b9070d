import { data, Link } from "react-router";
import type { Route } from "./+types/product";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { brochureHrefFor } from "#app/content/brochures.ts";
import { breadcrumbJsonLd, productJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import { findProduct } from "#app/content/products.ts";
import { assetUrl } from "#app/content/site.ts";
import productPagesStyles from "#app/components/products/product-pages.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

/** The figures a buyer compares first, shown on the product page; the rest are on the specs page. */
const KEY_FIGURES = [
  "Module Wattage",
  "Area per Kwp",
  "Life Span of roof",
  "Wind Speed",
  "Fire Rating",
  "Walk on Roof",
] as const;

export function loader({ params }: Route.LoaderArgs) {
  const found = findProduct(params.id, "product");
  if (!found.ok) throw data({ message: found.message }, { status: 404 });
  const { key, title, specs, story } = found.product;
  const rows = specs.flatMap((g) => g.rows);
  return {
    product: {
      key,
      title,
      story: story ?? null,
      keyFigures: KEY_FIGURES.flatMap((label) => rows.filter((r) => r.label === label)),
    },
    brochureHref: brochureHrefFor(key),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: loaderData.product.title,
        description:
          loaderData.product.story?.summary ?? `${loaderData.product.title}: details and key figures.`,
        path: location.pathname,
        type: "product",
      })
    : errorPageMeta();

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, brochureHref } = loaderData;
  const path = `/products/${product.key}`;
  const illustration = product.story?.illustration;
  return (
    <>
      <JsonLd
        data={[
          productJsonLd({
            name: product.title,
            description: product.story?.summary ?? product.title,
            path,
            image: illustration ? assetUrl(illustration.src) : undefined,
            properties: product.keyFigures.map((r) => ({ name: r.label, value: r.value })),
          }),
          breadcrumbJsonLd([{ name: product.title, path }]),
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
              <Link className="button button--primary" to={`/technical-specs/${product.key}`}>
                Full technical specifications
              </Link>
              {brochureHref ? (
                <a className="button button--outline" href={brochureHref} target="_blank" rel="noopener">
                  Download brochure (PDF)
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : null}
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
          <h2 id="figures-heading">Technical details</h2>
          <dl className="key-figures">
            {product.keyFigures.map((row) => (
              <div key={row.label} className="key-figures__item">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <Link to={`/technical-specs/${product.key}`}>All specifications of {product.title}</Link>
          </p>
        </div>
      </section>
      <Stylesheet href={productPagesStyles} />
    </>
  );
}
