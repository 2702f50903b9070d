import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Drops React Router's `<link rel="modulepreload">` tags from the document head. Those twenty-odd
 * preloads start every module before the first paint and share a slow phone connection with the
 * stylesheets and the first image; without them the page paints first and the modules follow through
 * their imports (a few round trips later). Measured with Lighthouse's mobile profile, the largest paint
 * on a tariff page came 1.2 s earlier (docs/decisions/137-stylesheets-before-scripts.md).
 *
 * Tags can be split across chunks, so an unfinished tag waits for the next chunk; after `</head>`
 * the stream passes through untouched. The bytes are read as latin1 (one character per byte), so the
 * ASCII patterns never cut a UTF-8 character and every other byte goes out as it came.
 */
export function withoutModulePreloads(): Transform {
  const bytes = (text: string) => Buffer.from(text, "latin1");
  let pending = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      let text = pending + chunk.toString("latin1");
      const headEnd = text.indexOf("</head>");
      if (headEnd !== -1) {
        inHead = false;
        pending = "";
        return callback(
          null,
          bytes(text.slice(0, headEnd).replace(MODULE_PRELOAD, "") + text.slice(headEnd)),
        );
      }
      // Hold back a tag that has not ended yet: it may be a preload cut in two.
      const lastOpen = text.lastIndexOf("<");
      const unfinished = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1;
      pending = unfinished ? text.slice(lastOpen) : "";
      text = unfinished ? text.slice(0, lastOpen) : text;
      callback(null, bytes(text.replace(MODULE_PRELOAD, "")));
    },
    flush(callback) {
      callback(null, bytes(pending.replace(MODULE_PRELOAD, "")));
    },
  });
}
