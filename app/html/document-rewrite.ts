import { Transform } from "node:stream";
import { APP_MODULE_META_NAME, ON_USE_MARKER_ATTRIBUTE, INERT_APP_SCRIPT_TYPE } from "./hydrate-on-use.ts";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]*)"/;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"/g;

/** A module preload as an inert list entry the hydrate-on-use loader reads (app/html/hydrate-on-use.ts). */
const inertPreload = (tag: string) => {
  const href = HREF.exec(tag)?.[1];
  return href ? `<meta name="${APP_MODULE_META_NAME}" content="${href}"/>` : "";
};

/**
 * Two rewrites of the rendered document, as it streams out:
 *
 * - React Router's `<link rel="modulepreload">` tags stop preloading. Those twenty-odd preloads start
 *   every module before the first paint and share a slow phone connection with the stylesheets and the
 *   first image; without them the page paints first and the modules follow through their imports
 *   (docs/decisions/137-stylesheets-before-scripts.md). Each is kept as an inert
 *   `<meta name="arka-app-module">`, so a page that loads the app on first use can fetch the whole
 *   module graph at once when that moment comes, instead of import by import (docs/decisions/173).
 * - On a page that React takes over on first use (its head carries the hydrate-on-use marker,
 *   app/html/hydrate-on-use.ts), the app's module script becomes inert (`type="text/arka-app"`), so
 *   no script of the app loads until the visitor touches the page (docs/decisions/171).
 *
 * Tags can be split across chunks, so an unfinished tag waits for the next chunk. The bytes are read as
 * latin1 (one character per byte), so the ASCII patterns never cut a UTF-8 character and every other
 * byte goes out as it came.
 */
export function documentRewrite(): Transform {
  const bytes = (text: string) => Buffer.from(text, "latin1");
  let pending = "";
  let inHead = true;
  let onUse = false;

  const rewrite = (text: string): string => {
    let out = text;
    if (inHead) {
      const headEnd = out.indexOf("</head>");
      const head = headEnd === -1 ? out : out.slice(0, headEnd);
      if (head.includes(ON_USE_MARKER_ATTRIBUTE)) onUse = true;
      if (headEnd !== -1) inHead = false;
      out = head.replace(MODULE_PRELOAD, inertPreload) + (headEnd === -1 ? "" : out.slice(headEnd));
    }
    return onUse ? out.replace(MODULE_SCRIPT, `$1 type="${INERT_APP_SCRIPT_TYPE}"`) : out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = pending + chunk.toString("latin1");
      // Hold back a tag that has not ended yet: it may be a preload or a script cut in two.
      const lastOpen = text.lastIndexOf("<");
      const unfinished = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1;
      pending = unfinished ? text.slice(lastOpen) : "";
      text = unfinished ? text.slice(0, lastOpen) : text;
      callback(null, bytes(rewrite(text)));
    },
    flush(callback) {
      callback(null, bytes(rewrite(pending)));
    },
  });
}
