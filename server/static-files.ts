import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { ENCODINGS } from "#scripts/build-precompress.ts";

/** Where the hashed build output is served (vite.config.ts `build.assetsDir`). */
export const BUILD_URL_PATH = "/_build";

type Encoding = (typeof ENCODINGS)[number]["encoding"];

/**
 * The content coding to send, from the request's Accept-Encoding and the copies there are: the highest
 * q-value wins, and on a tie Brotli (smaller) beats gzip, whatever order the browser lists them in.
 * No header means no coding (what browsers and the compression middleware do).
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const { encoding } of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (available.has(encoding) && weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** URL path (relative to `root`, with a leading slash) → the compressed copies written beside it. */
function findCompressedCopies(root: string): Map<string, Set<Encoding>> {
  const copies = new Map<string, Set<Encoding>>();
  if (!fs.existsSync(root)) return copies;
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const found = ENCODINGS.find(({ extension }) => entry.name.endsWith(extension));
    if (!found) continue;
    const original = path.join(entry.parentPath, entry.name.slice(0, -found.extension.length));
    if (!fs.existsSync(original)) continue;
    const urlPath = "/" + path.relative(root, original).split(path.sep).join("/");
    const encodings = copies.get(urlPath) ?? new Set<Encoding>();
    encodings.add(found.encoding);
    copies.set(urlPath, encodings);
  }
  return copies;
}

/**
 * express.static for built files, sending the Brotli or gzip copy written at build time
 * (scripts/build-precompress.ts) when the browser accepts it: the original Content-Type, a
 * Content-Encoding (so the compression middleware leaves it alone), `Vary: Accept-Encoding`, and the
 * copy's own length, ETag and byte ranges. The copies are listed once at start-up; the build output
 * does not change under a running server.
 */
export function staticFiles(
  root: string,
  { cacheControl, fallthrough = true }: { cacheControl: string; fallthrough?: boolean },
): RequestHandler {
  const copies = findCompressedCopies(root);
  const options = {
    index: false,
    redirect: false,
    setHeaders: (res: express.Response) => res.setHeader("Cache-Control", cacheControl),
  } as const;
  const serveOriginal = express.static(root, { ...options, fallthrough });
  // The copy is sent like any file (length, ETag, Last-Modified, ranges of its own); the Content-Type
  // set beforehand is the original's, which `send` keeps.
  const serveCopy = express.static(root, { ...options, fallthrough: true });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return serveOriginal(req, res, next);
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return serveOriginal(req, res, next);
    }
    const available = copies.get(urlPath);
    if (!available) return serveOriginal(req, res, next);
    res.vary("Accept-Encoding");
    const encoding = preferredEncoding(req.get("Accept-Encoding"), available);
    if (!encoding) return serveOriginal(req, res, next);
    const extension = ENCODINGS.find((candidate) => candidate.encoding === encoding)?.extension ?? "";
    const originalUrl = req.url;
    res.type(path.extname(urlPath));
    res.setHeader("Content-Encoding", encoding);
    req.url = `${req.path}${extension}${originalUrl.slice(req.path.length)}`;
    serveCopy(req, res, () => {
      // The copy went missing: send the original instead.
      req.url = originalUrl;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      serveOriginal(req, res, next);
    });
  };
}
