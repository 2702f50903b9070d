import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender-paths.ts";

// Content pages are prerendered to HTML at build time; form pages and the API render per request
// (docs/decisions/004-rendering-and-prerender.md).
export default {
  ssr: true,
  prerender: { paths: prerenderPaths, concurrency: 2 },
} satisfies Config;
