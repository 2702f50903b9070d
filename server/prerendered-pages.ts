import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_NONCE } from "#app/request-context.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * Pages whose prerendered HTML is only their shell: asked for with a query (a search sent without
 * JavaScript, say /dealers?pincode=500003), they are rendered by the server with the answer in them.
 */
const SERVER_ANSWERS_QUERIES = new Set(["/dealers"]);

/**
 * Serves the HTML that `react-router build` prerendered, read once into memory. Each response swaps the
 * placeholder nonce for this response's CSP nonce, so prerendered pages keep a strict CSP.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const pages = loadPages(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.originalUrl.includes("?") && SERVER_ANSWERS_QUERIES.has(normalise(req.path))) return next();
    const html = pages.get(normalise(req.path));
    if (html === undefined) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", CACHE_CONTROL.page);
    res.send(html.replaceAll(PRERENDER_NONCE, String(res.locals.nonce)));
  };
}

function normalise(urlPath: string): string {
  const trimmed = urlPath.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function loadPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "_build" && entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const route = "/" + path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        pages.set(normalise(decodeURIComponent(route)), fs.readFileSync(full, "utf8"));
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}
