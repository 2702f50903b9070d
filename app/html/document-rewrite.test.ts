import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { documentRewrite } from "./document-rewrite.ts";
import { APP_MODULE_META_NAME, INERT_APP_SCRIPT_TYPE, ON_USE_MARKER_ATTRIBUTE } from "./hydrate-on-use.ts";

async function run(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c, "utf8"))).pipe(documentRewrite()));
}

const HEAD =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/_build/x.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/_build/y.js"/><title>₹ tariff</title></head>';
const BODY = '<body><p>Kerala ₹ 8.80</p><link rel="modulepreload" href="/in-body.js"/></body></html>';

describe("documentRewrite", () => {
  it("makes the head's module preloads inert lists of modules and keeps everything else", async () => {
    expect(await run([HEAD + BODY])).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/>' +
        `<meta name="${APP_MODULE_META_NAME}" content="/_build/x.js"/>` +
        `<meta name="${APP_MODULE_META_NAME}" content="/_build/y.js"/>` +
        "<title>₹ tariff</title></head>" +
        BODY,
    );
  });

  it("gives the same document however the stream is cut, even inside a tag or a character", async () => {
    const whole = Buffer.from(HEAD + BODY, "utf8");
    const expected = await run([HEAD + BODY]);
    for (let cut = 1; cut < whole.length; cut += 7) {
      const pieces = [whole.subarray(0, cut), whole.subarray(cut)];
      const out = await text(Readable.from(pieces).pipe(documentRewrite()));
      expect(out, `cut at ${cut}`).toBe(expected);
    }
  });
});

describe("documentRewrite on a page that hydrates on first use", () => {
  const head = (marker: boolean) =>
    '<html><head><link rel="modulepreload" href="/_build/x.js"/>' +
    (marker ? `<meta ${ON_USE_MARKER_ATTRIBUTE} content="on-use"/>` : "") +
    "</head>";
  const body =
    '<body><script type="application/ld+json">{}</script><script nonce="n">window.x=1</script>' +
    '<script nonce="n" type="module" async="">import("/_build/entry.client.js")</script></body></html>';

  it("makes the app's module script inert, and nothing else", async () => {
    const out = await run([head(true) + body]);
    expect(out).toContain(`<script nonce="n" type="${INERT_APP_SCRIPT_TYPE}" async="">import(`);
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      '<script type="application/ld+json">{}</script><script nonce="n">window.x=1</script>',
    );
    expect(out).not.toContain("modulepreload");
  });

  it("leaves the module script of every other page alone", async () => {
    expect(await run([head(false) + body])).toContain('<script nonce="n" type="module" async="">');
  });

  it("finds the marker and the script however the stream is cut", async () => {
    const whole = Buffer.from(head(true) + body, "utf8");
    const expected = await run([head(true) + body]);
    for (let cut = 1; cut < whole.length; cut += 3) {
      const pieces = [whole.subarray(0, cut), whole.subarray(cut)];
      expect(await text(Readable.from(pieces).pipe(documentRewrite())), `cut at ${cut}`).toBe(expected);
    }
  });
});
