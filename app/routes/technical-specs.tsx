import { data, Link } from "react-router";
import type { Route } from "./+types/technical-specs";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { SpecTable } from "#app/components/products/spec-table.tsx";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { brochureHrefFor } from "#app/content/brochures.ts";
import { breadcrumbJsonLd, productJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import { productIndex } from "#app/content/product-index.ts";
import { findProduct } from "#app/content/products.ts";
import technicalSpecsStyles from "./technical-specs.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export function loader({ params }: Route.LoaderArgs) {
  const found = findProduct(params.id, "technical-specs");
  if (!found.ok) throw data({ message: found.message }, { status: 404 });
  const { key, title, product_page_name, specs } = found.product;
  return {
    product: { key, title, hasPage: Boolean(product_page_name), specs },
    brochureHref: brochureHrefFor(key),
    others: productIndex.filter((p) => p.key !== key).map((p) => ({ key: p.key, title: p.title })),
  };
}

function description(title: string, specs: Route.ComponentProps["loaderData"]["product"]["specs"]) {
  const rows = specs.flatMap((g) => g.rows);
  const pick = (label: string) => rows.find((r) => r.label === label)?.value;
  const facts = [pick("Module Wattage"), pick("Area per Kwp") && `${pick("Area per Kwp")} per kWp`]
    .filter(Boolean)
    .join(", ");
  return `Technical specifications of ${title}: module details, dimensions, system design and other parameters${facts ? ` (${facts})` : ""}.`;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.product.title} technical specifications`,
        description: description(loaderData.product.title, loaderData.product.specs),
        path: location.pathname,
        type: "product",
      })
    : errorPageMeta();

export default function TechnicalSpecs({ loaderData }: Route.ComponentProps) {
  const { product, brochureHref, others } = loaderData;
  const path = `/technical-specs/${product.key}`;
  return (
    <>
      <JsonLd
        data={[
          productJsonLd({
            name: product.title,
            description: description(product.title, product.specs),
            path,
            properties: product.specs.flatMap((g) => g.rows).map((r) => ({ name: r.label, value: r.value })),
          }),
          breadcrumbJsonLd([{ name: `${product.title} technical specifications`, path }]),
        ]}
      />
      <InnerBanner pageKey="technical-specs" />
      <section className="section container spec-page" aria-labelledby="spec-heading">
        <div className="spec-page__main">
          <h2 id="spec-heading" className="spec-page__heading">
            {product.title}: technical specifications
          </h2>
          <p className="muted">Open a group to see its figures.</p>
          <Accordion
            name="technical-specs"
            headingLevel={3}
            items={product.specs.map((group) => ({
              id: group.title,
              title: group.title,
              content: <SpecTable group={group} />,
            }))}
          />
        </div>
        <aside className="spec-page__aside" aria-label="More about this product">
          {brochureHref ? (
            <a className="button button--primary" href={brochureHref} target="_blank" rel="noopener">
              Download brochure (PDF)
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
          {product.hasPage ? (
            <Link className="button button--outline" to={`/products/${product.key}`}>
              About {product.title}
            </Link>
          ) : null}
          <h2 className="spec-page__others-heading">Other products</h2>
          <ul className="spec-page__others">
            {others.map((p) => (
              <li key={p.key}>
                <Link to={`/technical-specs/${p.key}`}>{p.title} specifications</Link>
              </li>
            ))}
          </ul>
        </aside>
      </section>
      <Stylesheet href={technicalSpecsStyles} />
    </>
  );
}
