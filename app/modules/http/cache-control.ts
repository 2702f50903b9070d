/** Cache policies, each with its reason (remix-website's CACHE_CONTROL habit). */
export const CACHE_CONTROL = {
  /** Build output under /_build/ has a content hash in its name: it never changes. */
  immutable: "public, max-age=31536000, immutable",
  /** Images and brochures keep their names when replaced; a day is a fair staleness. */
  media: "public, max-age=86400",
  /** Pages carry a per-response CSP nonce, so no shared cache may reuse them. */
  page: "private, no-cache",
  /** API answers can contain personal data (docs/decisions/007). */
  api: "no-store",
  /** The sales console shows personal data: never stored by a browser or a proxy (docs/decisions/112). */
  console: "no-store",
} as const;
