/**
 * Writes Brotli (quality 11) and gzip (level 9) copies of the built site's static text files, so the
 * server sends them without compressing on each request (server/static-files.ts, docs/decisions/170).
 * Runs after `react-router build` as part of `npm run build`.
 *
 * Compressed: scripts, styles, SVG, JSON (the pincode tables), XML, text and web manifests. Left alone:
 * HTML (prerendered pages get a fresh CSP nonce per response, server/prerendered-pages.ts), React
 * Router's `.data` files, and formats that are compressed already (fonts, images, video, PDF).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

export const CLIENT_BUILD_DIR = path.join("build", "client");

/** Extensions worth compressing (lower case, with the dot). */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".map",
]);

/** The copies the server looks for, in the order it prefers them. */
export const ENCODINGS = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

async function compress(file: string): Promise<number> {
  const original = await fs.readFile(file);
  if (original.length === 0) return 0;
  const copies = await Promise.all([
    brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [index, copy] of copies.entries()) {
    const target = `${file}${ENCODINGS[index]?.extension}`;
    // A copy no smaller than the original (a file of a few bytes) would only cost the visitor.
    if (copy.length < original.length) {
      await fs.writeFile(target, copy);
      written += 1;
    } else {
      await fs.rm(target, { force: true });
    }
  }
  return written;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every compressible file under `dir`; returns how many copies it wrote. */
export async function precompress(dir = CLIENT_BUILD_DIR): Promise<{ files: number; copies: number }> {
  const files = (await listFiles(dir)).filter(isCompressible);
  let copies = 0;
  // A few at a time: zlib runs on the thread pool, and there are hundreds of pincode tables.
  for (let start = 0; start < files.length; start += 16) {
    const written = await Promise.all(files.slice(start, start + 16).map(compress));
    copies += written.reduce((total, count) => total + count, 0);
  }
  return { files: files.length, copies };
}

if (import.meta.main) {
  const { files, copies } = await precompress();
  console.log(`Precompressed: ${copies} copies of ${files} files in ${CLIENT_BUILD_DIR}`);
}
