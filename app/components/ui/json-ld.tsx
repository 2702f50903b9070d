import { serializeJsonLd, type JsonLdObject } from "#app/content/json-ld.ts";
import { useNonce } from "#app/nonce.tsx";

/**
 * Structured data for search engines. It carries the CSP nonce like every other script element, so a
 * strict policy never reports it (React Router's `script:ld+json` meta descriptor cannot take a nonce).
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
