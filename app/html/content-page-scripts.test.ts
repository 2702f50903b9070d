/**
 * docs/decisions/171: from the built HTML, each content page loads no more script before the visitor
 * interacts than its budget (40 KiB, compressed as served). Counted here: every script the page would
 * fetch or run on its own (inline scripts, `src` scripts, module preloads, and the whole static import
 * graph of a module script); not counted: the app script made inert until first use
 * (app/html/hydrate-on-use.ts). The test reads build/ (the README's test command builds first).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { INERT_APP_SCRIPT_TYPE } from "./hydrate-on-use.ts";

const CLIENT_DIR = path.resolve("build/client");
const BUILT = fs.existsSync(path.join(CLIENT_DIR, "index.html"));
const CONTENT_PAGE_BUDGET = 40 * 1024;
const INTERACTIVE_PAGE_BUDGET = 110 * 1024;

/** The content pages of the issue, as built files (a sample of each kind with many pages). */
const CONTENT_PAGES = [
  "about",
  "blog",
  "news",
  "portfolio",
  "terms-conditions",
  "privacy-policy",
  "cookie-policy",
  "success",
  "error",
  "integrated-solar-roof/success",
  "integrated-solar-roof/error",
  ...firstPagesUnder("blog"),
  ...firstPagesUnder("technical-specs"),
  ...firstPagesUnder("solar-panels"),
  ...firstPagesUnder("products"),
];

function firstPagesUnder(dir: string): string[] {
  const full = path.join(CLIENT_DIR, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);
}

const compressed = (bytes: Buffer | string) =>
  zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** A built module and everything it imports statically ("/_build/x.js" or "./x.js"), each once. */
function moduleGraph(url: string, seen: Set<string>): void {
  if (seen.has(url)) return;
  seen.add(url);
  const source = fs.readFileSync(path.join(CLIENT_DIR, url), "utf8");
  for (const match of source.matchAll(/(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?["']([^"']+\.js)["']/g)) {
    moduleGraph(path.posix.join(path.posix.dirname(url), match[1]!), seen);
  }
}

/** Compressed bytes of every script the page loads or runs before the visitor interacts. */
function scriptBytesBeforeUse(html: string): { bytes: number; modules: string[] } {
  let bytes = 0;
  const modules = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (type === INERT_APP_SCRIPT_TYPE || type === "application/ld+json") continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) moduleGraph(src, modules);
    if (body) bytes += compressed(body);
    if (type === "module") {
      for (const [, url] of body.matchAll(
        /import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/_build\/[^"]+\.js)"/g,
      ))
        moduleGraph(url!, modules);
    }
  }
  for (const [, url] of html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g))
    moduleGraph(url!, modules);
  for (const url of modules) bytes += compressed(fs.readFileSync(path.join(CLIENT_DIR, url)));
  return { bytes, modules: [...modules] };
}

const read = (page: string) => fs.readFileSync(path.join(CLIENT_DIR, page, "index.html"), "utf8");

describe.skipIf(!BUILT && process.env.CI !== "true")(
  "scripts a page loads before the visitor interacts",
  () => {
    it("counts the app a page loads once touched: well past the content budget", () => {
      // The same page with its app script live, as it is after the first touch: the counter must see it.
      const touched = read(".").replaceAll(`type="${INERT_APP_SCRIPT_TYPE}"`, 'type="module"');
      const app = scriptBytesBeforeUse(touched);
      expect(app.modules.some((url) => url.includes("entry.client"))).toBe(true);
      expect(app.bytes).toBeGreaterThan(CONTENT_PAGE_BUDGET);
    });

    it("home loads no module before use either, well within its 110 KiB", () => {
      const { bytes, modules } = scriptBytesBeforeUse(read("."));
      expect(modules).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(INTERACTIVE_PAGE_BUDGET);
    });

    it.each(CONTENT_PAGES)("%s stays within 40 KiB", (page) => {
      const { bytes, modules } = scriptBytesBeforeUse(read(page));
      expect(modules, `${page} loads modules before use`).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(CONTENT_PAGE_BUDGET);
    });

    it("covers every kind of content page", () => {
      for (const dir of ["blog", "technical-specs", "solar-panels", "products"])
        expect(CONTENT_PAGES.some((page) => page.startsWith(`${dir}/`))).toBe(true);
    });
  },
);
