import { data, Link } from "react-router";
import type { Route } from "./+types/technical-specs";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { BrochureLink } from "#app/components/products/brochure-link.tsx";
import { SpecTable } from "#app/components/products/spec-table.tsx";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { brochureHrefFor } from "#app/content/brochures.ts";
import { breadcrumbJsonLd, productJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import { productIndex, productTitle } from "#app/content/product-index.ts";
import { specValue, type SpecGroup } from "#app/content/product-specs.ts";
import { findProduct } from "#app/content/products.ts";
import { catalogueFor, type Catalogue } from "#app/i18n/catalogue.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import technicalSpecsStyles from "./technical-specs.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const found = findProduct(params.id, "technical-specs", { locale });
  if (!found.ok) throw data({ message: found.message }, { status: 404 });
  const { key, title, product_page_name, specs } = found.product;
  return {
    product: { key, title, hasPage: Boolean(product_page_name), specs },
    brochureHref: brochureHrefFor(key),
    others: productIndex
      .filter((p) => p.key !== key)
      .map((p) => ({ key: p.key, title: productTitle(p, locale) })),
  };
}

function description(t: Catalogue["products"], title: string, specs: readonly SpecGroup[]) {
  const wattage = specValue(specs, "wattage");
  const area = specValue(specs, "areaPerKwp");
  const facts = [wattage, area && t.specs.areaPerKwp(area)].filter(Boolean).join(", ");
  return t.specs.metaDescription(title, facts);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return errorPageMeta(true, locale);
  const t = catalogueFor(locale).products;
  const { title, specs } = loaderData.product;
  return pageMeta({
    title: t.specs.title(title),
    description: description(t, title, specs),
    // pageMeta links the page in `locale` whichever language's path it is given.
    path: location.pathname,
    locale,
    type: "product",
  });
};

export default function TechnicalSpecs({ loaderData }: Route.ComponentProps) {
  const { product, brochureHref, others } = loaderData;
  const t = useCatalogue().products;
  const localize = useLocalizedPath();
  const locale = useLocale();
  // The English path: the JSON-LD builders link it in the page's language.
  const path = `/technical-specs/${product.key}`;
  return (
    <>
      <JsonLd
        data={[
          productJsonLd(
            {
              name: product.title,
              description: description(t, product.title, product.specs),
              path,
              properties: product.specs
                .flatMap((g) => g.rows)
                .map((r) => ({ name: r.label, value: r.value })),
            },
            locale,
          ),
          breadcrumbJsonLd([{ name: t.specs.title(product.title), path }], locale),
        ]}
      />
      <InnerBanner pageKey="technical-specs" />
      <section className="section container spec-page" aria-labelledby="spec-heading">
        <div className="spec-page__main">
          <h2 id="spec-heading" className="spec-page__heading">
            {t.specs.heading(product.title)}
          </h2>
          <p className="muted">{t.specs.openGroupHint}</p>
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
        <aside className="spec-page__aside" aria-label={t.specs.asideLabel}>
          {brochureHref ? <BrochureLink href={brochureHref} className="button button--primary" /> : null}
          {product.hasPage ? (
            <Link className="button button--outline" to={localize(`/products/${product.key}`)}>
              {t.specs.about(product.title)}
            </Link>
          ) : null}
          <h2 className="spec-page__others-heading">{t.specs.othersHeading}</h2>
          <ul className="spec-page__others">
            {others.map((p) => (
              <li key={p.key}>
                <Link to={localize(`/technical-specs/${p.key}`)}>{t.specs.otherSpecs(p.title)}</Link>
              </li>
            ))}
          </ul>
        </aside>
      </section>
      <Stylesheet href={technicalSpecsStyles} />
    </>
  );
}
