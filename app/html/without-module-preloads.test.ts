import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.ts";

async function run(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c, "utf8"))).pipe(withoutModulePreloads()));
}

const HEAD =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/_build/x.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/_build/y.js"/><title>₹ tariff</title></head>';
const BODY = '<body><p>Kerala ₹ 8.80</p><link rel="modulepreload" href="/in-body.js"/></body></html>';

describe("withoutModulePreloads", () => {
  it("removes the head's module preloads and keeps everything else", async () => {
    expect(await run([HEAD + BODY])).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"/><title>₹ tariff</title></head>' + BODY,
    );
  });

  it("gives the same document however the stream is cut, even inside a tag or a character", async () => {
    const whole = Buffer.from(HEAD + BODY, "utf8");
    const expected = await run([HEAD + BODY]);
    for (let cut = 1; cut < whole.length; cut += 7) {
      const pieces = [whole.subarray(0, cut), whole.subarray(cut)];
      const out = await text(Readable.from(pieces).pipe(withoutModulePreloads()));
      expect(out, `cut at ${cut}`).toBe(expected);
    }
  });
});
