import { site } from "./site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localizedPath, type Locale } from "#app/i18n/locales.ts";

/**
 * Structured data (schema.org JSON-LD) builders. Pages render the result with `<JsonLd>` from
 * app/components/ui/json-ld.tsx, which carries the CSP nonce. Every builder takes the page's English
 * path and the page's language, and links the page's twin in that language ("/about" on a Hindi page
 * is "/hi/about").
 */
export type JsonLdObject = { "@context"?: string; "@type": string; [key: string]: unknown };

export function absoluteUrl(path: string): string {
  return new URL(path, site.website.url).toString();
}

/** The company, on every page. */
export function organizationJsonLd(): JsonLdObject {
  const a = site.address;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: site.companyName,
    brand: { "@type": "Brand", name: site.product },
    url: site.website.url,
    logo: absoluteUrl("/favicon.svg"),
    email: site.email,
    telephone: site.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: a.lines[0],
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.pincode,
      addressCountry: "IN",
    },
    sameAs: site.social.map((s) => s.url),
  };
}

export type Crumb = { name: string; path: string };

/** Home first, then each level down to the page itself; `path`s are English, linked in `locale`. */
export function breadcrumbJsonLd(crumbs: Crumb[], locale: Locale): JsonLdObject {
  const all = [{ name: catalogueFor(locale).common.home, path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizedPath(crumb.path, locale)),
    })),
  };
}

/** A product page; `path` is English, linked in `locale`. */
export function productJsonLd(
  product: {
    name: string;
    description: string;
    path: string;
    image?: string;
    properties?: { name: string; value: string }[];
  },
  locale: Locale,
): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    url: absoluteUrl(localizedPath(product.path, locale)),
    ...(product.image ? { image: absoluteUrl(product.image) } : {}),
    brand: { "@type": "Brand", name: site.product },
    manufacturer: { "@id": absoluteUrl("/#organization") },
    ...(product.properties
      ? {
          additionalProperty: product.properties.map((p) => ({
            "@type": "PropertyValue",
            name: p.name,
            value: p.value,
          })),
        }
      : {}),
  };
}

/** For blog articles (used by the blog pages). Dates are ISO 8601 (YYYY-MM-DD); `path` is English, linked in `locale`. */
export function blogPostingJsonLd(
  post: {
    headline: string;
    description: string;
    path: string;
    datePublished: string;
    dateModified?: string;
    author?: string;
    image?: string;
  },
  locale: Locale,
): JsonLdObject {
  const url = absoluteUrl(localizedPath(post.path, locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    url,
    mainEntityOfPage: url,
    // The articles are English on every site, in a frame of the page's language (docs/decisions/192).
    inLanguage: "en-IN",
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: post.author
      ? { "@type": "Person", name: post.author }
      : { "@type": "Organization", name: site.companyName },
    publisher: { "@id": absoluteUrl("/#organization") },
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` body: `<` is escaped so text such as `</script>`
 * inside a value cannot end the element.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
