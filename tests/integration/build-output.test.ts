/**
 * What the built site must hold (docs/decisions/170), read from build/ when it is there: no
 * script chunk under 1 KiB on its own, at most two stylesheets per page, and a Brotli and a gzip copy
 * beside every compressible build file. Nothing is built here; scripts/test-all.sh builds first, and
 * on a checkout without a build these tests are skipped.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { MIN_CHUNK_BYTES } from "#scripts/build-code-splitting.ts";
import { CLIENT_BUILD_DIR, ENCODINGS, isCompressible } from "#scripts/build-precompress.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { PREFIXED_LOCALES } from "#app/i18n/locales.ts";

const clientDir = path.resolve(CLIENT_BUILD_DIR);
const buildDir = path.join(clientDir, "_build");
const built = fs.existsSync(buildDir);

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files React Router imports by their own URL: each route's module and its split-off chunks. */
function routeModuleFiles(): Set<string> {
  const manifestFile = fs.readdirSync(buildDir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error("no React Router manifest in build/client/_build");
  const source = fs.readFileSync(path.join(buildDir, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as {
    routes: Record<string, Record<string, unknown>>;
  };
  const files = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    for (const [key, value] of Object.entries(route)) {
      if (/module$/i.test(key) && typeof value === "string") files.add(path.basename(value));
    }
  }
  return files;
}

describe.skipIf(!built)("the built site", () => {
  it("has no script chunk under 1 KiB besides route modules", () => {
    // A route module is an entry React Router imports by its URL: merged with other code, it would
    // leave a re-export stub of its own behind, smaller still (docs/decisions/170).
    const routeModules = routeModuleFiles();
    const small = fs
      .readdirSync(buildDir)
      .filter((name) => name.endsWith(".js") && !routeModules.has(name))
      .map((name) => ({ name, bytes: fs.statSync(path.join(buildDir, name)).size }))
      .filter(({ bytes }) => bytes < MIN_CHUNK_BYTES);
    expect(small).toEqual([]);
  });

  it("references at most two stylesheets on every prerendered page", () => {
    const pages = listFiles(clientDir).filter((file) => file.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(40);
    for (const page of pages) {
      const html = fs.readFileSync(page, "utf8");
      const stylesheets = html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(stylesheets.length, path.relative(clientDir, page)).toBeLessThanOrEqual(2);
      expect(stylesheets.length, path.relative(clientDir, page)).toBeGreaterThanOrEqual(1);
    }
  });

  it("keeps a Brotli and a gzip copy of each compressible build file that decompress to it", () => {
    const files = listFiles(buildDir).filter(isCompressible);
    expect(files.length).toBeGreaterThan(40);
    const decompress = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const file of files) {
      const original = fs.readFileSync(file);
      for (const { encoding, extension } of ENCODINGS) {
        const copy = `${file}${extension}`;
        const name = path.relative(clientDir, copy);
        if (!fs.existsSync(copy)) {
          // Only a file so small that compressing it would not shrink it goes without (empty route
          // modules of resource routes, say).
          const compressed =
            encoding === "br" ? zlib.brotliCompressSync(original) : zlib.gzipSync(original, { level: 9 });
          expect(compressed.length, `${name} is missing`).toBeGreaterThanOrEqual(original.length);
          continue;
        }
        expect(decompress[encoding](fs.readFileSync(copy)).equals(original), name).toBe(true);
      }
    }
  });

  it("keeps each language's interface text in its own chunk, out of the app every visitor loads", () => {
    // docs/decisions/180: the browser build bundles English only; a Hindi page fetches the Hindi chunk.
    const scripts = fs.readdirSync(buildDir).filter((name) => name.endsWith(".js"));
    const entry = scripts.find((name) => name.startsWith("entry.client-"));
    expect(entry).toBeDefined();
    const entrySource = fs.readFileSync(path.join(buildDir, entry!), "utf8");
    for (const locale of PREFIXED_LOCALES) {
      const sample = catalogueFor(locale).forms.validation.enquiry.nameRequired;
      expect(entrySource.includes(sample), `${locale} text in the entry chunk`).toBe(false);
      const holders = scripts.filter((name) =>
        fs.readFileSync(path.join(buildDir, name), "utf8").includes(sample),
      );
      expect(holders, `${locale}: the chunk with its catalogue`).toEqual([
        expect.stringMatching(new RegExp(`^${locale}-`)),
      ]);
    }
    expect(entrySource.includes(catalogueFor("en").forms.validation.enquiry.nameRequired)).toBe(true);
  });
});
