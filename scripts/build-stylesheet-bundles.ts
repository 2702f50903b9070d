/**
 * Stylesheet bundles (docs/decisions/170): each file in app/styles/bundles/ `@import`s a set of
 * stylesheets, which Vite inlines. This plugin makes every `import x from "….css?url"` of one of those
 * stylesheets resolve to its bundle's URL instead, so a component or route keeps rendering
 * `<Stylesheet href={x} />` for the file it needs, the page gets the bundle, and React, which loads
 * each href once, puts one link in the head however many members the page renders.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const URL_QUERY = "?url";

/** Member stylesheet (absolute path) → the bundle that serves it, read from the bundles' `@import`s. */
export function readStylesheetBundles(bundleDirectory: string): Map<string, string> {
  const members = new Map<string, string>();
  for (const file of fs.readdirSync(bundleDirectory).filter((name) => name.endsWith(".css"))) {
    const bundle = path.resolve(bundleDirectory, file);
    const css = fs.readFileSync(bundle, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const [, member] of css.matchAll(/@import\s+["']([^"']+)["']/g)) {
      const memberPath = path.resolve(bundleDirectory, member as string);
      const other = members.get(memberPath);
      if (other && other !== bundle) {
        throw new Error(`${memberPath} is in two stylesheet bundles: ${other} and ${bundle}`);
      }
      members.set(memberPath, bundle);
    }
  }
  return members;
}

export function stylesheetBundles(bundleDirectory: string): Plugin {
  let members = new Map<string, string>();
  return {
    name: "arka:stylesheet-bundles",
    enforce: "pre",
    buildStart() {
      members = readStylesheetBundles(bundleDirectory);
    },
    async resolveId(source, importer) {
      if (!source.endsWith(`.css${URL_QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -URL_QUERY.length), importer, { skipSelf: true });
      const bundle = resolved && members.get(resolved.id);
      return bundle ? `${bundle}${URL_QUERY}` : null;
    },
  };
}
