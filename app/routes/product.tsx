import { data } from "react-router";
import type { Route } from "./+types/product";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { pageMeta } from "#app/content/meta.ts";
import { findProduct } from "#app/content/products.ts";

export function loader({ params }: Route.LoaderArgs) {
  const found = findProduct(params.id, "product");
  if (!found.ok) throw data({ message: found.message }, { status: 404 });
  return { product: found.product };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: loaderData.product.title,
        description: `${loaderData.product.title}: details from Arka, the integrated solar roof.`,
        path: location.pathname,
      })
    : [];

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InnerBanner pageKey="products" title={loaderData.product.title} />
      <ComingSoon what={`The details of ${loaderData.product.title}`} />
    </>
  );
}
