import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import Product, { loader as productLoader } from "./product.tsx";
import TechnicalSpecs, { loader as specsLoader } from "./technical-specs.tsx";
import type { JsonLdObject } from "#app/content/json-ld.ts";
import { productsWithPage } from "#app/content/product-index.ts";
import { site } from "#app/content/site.ts";

// Stylesheet URLs are a build concern (empty under the test runner).
vi.mock("#app/components/ui/stylesheet.tsx", () => ({ Stylesheet: () => null }));

const key = productsWithPage[0]!.key;

/** A loader's arguments at `path` (only the id and the request are read). */
function argsAt<Args>(path: string): Args {
  return { params: { id: key }, request: new Request(new URL(path, site.website.url)) } as unknown as Args;
}

/** Each page at `path`, rendered with its own loader's data. */
const pages = {
  products: (path: string): ReactNode =>
    createElement(Product, { loaderData: productLoader(argsAt(path)) } as Parameters<typeof Product>[0]),
  "technical-specs": (path: string): ReactNode =>
    createElement(TechnicalSpecs, { loaderData: specsLoader(argsAt(path)) } as Parameters<
      typeof TechnicalSpecs
    >[0]),
};

/** The page's JSON-LD as the server renders it at `path`. */
function jsonLdAt(path: string, section: keyof typeof pages): JsonLdObject[] {
  const Stub = createRoutesStub([{ path: "/*", Component: () => pages[section](path) }]);
  const html = renderToString(createElement(Stub, { initialEntries: [path] }));
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "[]") as JsonLdObject[];
}

const product = (list: JsonLdObject[]) => list.find((item) => item["@type"] === "Product");
const lastCrumb = (list: JsonLdObject[]) =>
  (list.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement as { item: string }[]).at(-1)
    ?.item;

describe("a product's structured data links the page in its own language", () => {
  it("on the Hindi product page: /hi/products/…", () => {
    const list = jsonLdAt(`/hi/products/${key}`, "products");
    expect(product(list)?.url).toBe(`${site.website.url}/hi/products/${key}`);
  });

  it.each(["", "/hi", "/te"].flatMap((prefix) => [`${prefix}/products`, `${prefix}/technical-specs`]))(
    "%s/…",
    (base) => {
      const page = `${base}/${key}`;
      const list = jsonLdAt(page, base.endsWith("/products") ? "products" : "technical-specs");
      expect(product(list)?.url).toBe(`${site.website.url}${page}`);
      expect(lastCrumb(list)).toBe(`${site.website.url}${page}`);
    },
  );
});
