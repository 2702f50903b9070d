import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import { BUILD_URL_PATH } from "./static-files.ts";

/** Origins allowed to be framed (video embeds and, when configured, the map). */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://www.google.com",
];
const YOUTUBE = '"https://www.youtube-nocookie.com" "https://www.youtube.com"';

export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** The Content-Security-Policy for one response (docs/decisions/007). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets the nonce'd loader add GTM; nothing inline runs without the nonce.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Inline style attributes (a map height, say) are harmless; styles never execute code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${FRAME_SOURCES.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "report-uri /api/csp-report",
    "report-to csp",
  ].join("; ");
}

/**
 * API answers are JSON, never a document to run scripts in: no nonce to make, nothing to allow
 * (OWASP REST Security cheat sheet).
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HSTS = "max-age=63072000; includeSubDomains";

/** Build files a browser could open as a document; everything else under /_build is a subresource. */
const DOCUMENT_LIKE = /\.(svg|html?|xml)$/i;

/**
 * Hashed build files (scripts, styles, fonts) are subresources, never documents: the page's CSP,
 * framing and permission policies do not apply to them, and on each of a page's scripts they cost
 * about 1.1 KB, the nonce defeating HTTP/2 header compression (docs/decisions/170). They keep what a
 * subresource needs: nosniff and HSTS (docs/decisions/007; scanners check every response, and a
 * constant value costs a byte or two once HTTP/2 has indexed it), and a resource policy. `same-origin`,
 * stricter than the pages' `same-site`: only the site's own pages, on the one canonical host, load them. A
 * file a browser could render as a document gets a policy that lets nothing run.
 */
function buildFileHeaders(urlPath: string, res: Response) {
  res.setHeader("Strict-Transport-Security", HSTS);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  if (DOCUMENT_LIKE.test(urlPath)) {
    res.setHeader("Content-Security-Policy", BUILD_DOCUMENT_CONTENT_SECURITY_POLICY);
  }
}

/** For an SVG or other document-like build file opened on its own: styles only, no scripts. */
export const BUILD_DOCUMENT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox";

/**
 * Security headers on every response (docs/decisions/007). Stores a page response's nonce in
 * `res.locals.nonce` for the page renderer.
 */
export function securityHeaders({
  forceHttps,
  canonicalHost,
}: {
  forceHttps: boolean;
  /** Where HTTP is sent: the configured host, never the request's Host header (an open redirect). */
  canonicalHost: string;
}): RequestHandler {
  return (req, res, next) => {
    if (forceHttps && req.protocol === "http") {
      res.redirect(308, `https://${canonicalHost}${req.originalUrl}`);
      return;
    }
    if (req.path.startsWith(`${BUILD_URL_PATH}/`)) {
      buildFileHeaders(req.path, res);
      next();
      return;
    }
    if (req.path.startsWith("/api/")) {
      res.setHeader("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    } else {
      const nonce = newNonce();
      res.locals.nonce = nonce;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    }
    res.setHeader("Reporting-Endpoints", 'csp="/api/csp-report"');
    res.setHeader("Strict-Transport-Security", HSTS);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      `camera=(), microphone=(), geolocation=(), fullscreen=(self ${YOUTUBE}), encrypted-media=(self ${YOUTUBE}), picture-in-picture=(self ${YOUTUBE})`,
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    res.setHeader("Cross-Origin-Resource-Policy", "same-site");
    res.setHeader("X-Frame-Options", "DENY");
    next();
  };
}
