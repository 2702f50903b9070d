/**
 * Static files (docs/decisions/170): precompressed copies sent by content negotiation, and build
 * files sent with only the headers a subresource needs while pages keep their CSP.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppServices } from "#app/services.server.ts";
import { CLIENT_BUILD_DIR, precompress } from "#scripts/build-precompress.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { TEST_LEAD_CONFIG } from "#tests/support/lead-api.ts";
import { listenOnLoopback, type Listening } from "#tests/support/listen.ts";
import { createApp } from "./app.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { readEnv } from "./env.ts";
import { preferredEncoding, staticFiles } from "./static-files.ts";

const both = new Set(["br", "gzip"] as const);

describe("preferredEncoding", () => {
  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", undefined],
    ["deflate", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(preferredEncoding(header, both)).toBe(expected);
  });

  it("offers only the copies there are", () => {
    expect(preferredEncoding("br, gzip", new Set(["gzip"] as const))).toBe("gzip");
  });
});

/** GET with the given Accept-Encoding; fetch would decode the body, so this reads raw bytes. */
async function get(url: string, acceptEncoding?: string) {
  const { request } = await import("node:http");
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function decode(response: { headers: Record<string, unknown>; body: Buffer }): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.body);
  if (encoding === "gzip") return zlib.gunzipSync(response.body);
  return response.body;
}

describe("staticFiles", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  const script = `console.log(${JSON.stringify("a line of text ".repeat(200))});\n`;
  let served: Listening;
  let url: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, "js"));
    fs.writeFileSync(path.join(dir, "js", "app.js"), script);
    fs.writeFileSync(path.join(dir, "plain.js"), script);
    await precompress(dir);
    fs.rmSync(path.join(dir, "plain.js.br"));
    fs.rmSync(path.join(dir, "plain.js.gz"));
    const app = express();
    app.use(staticFiles(dir, { cacheControl: CACHE_CONTROL.immutable }));
    served = await listenOnLoopback(app);
    url = served.url;
  });
  afterAll(async () => {
    await served?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    [undefined, undefined],
  ])("sends the %s copy with the original's type, its own length, and Vary", async (accept, encoding) => {
    const response = await get(`${url}/js/app.js`, accept);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(decode(response).toString()).toBe(script);
    if (encoding) expect(response.body.length).toBeLessThan(script.length / 5);
  });

  it("gives each copy its own ETag", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map((accept) => get(`${url}/js/app.js`, accept)),
    );
    expect(new Set(tags.map((response) => response.headers["etag"])).size).toBe(3);
  });

  it("answers a conditional request for a copy with 304", async () => {
    const first = await get(`${url}/js/app.js`, "br");
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      request(
        `${url}/js/app.js`,
        { headers: { "accept-encoding": "br", "if-none-match": String(first.headers["etag"]) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on("error", reject)
        .end();
    });
    expect(status).toBe(304);
  });

  it("sends a file without copies as it is", async () => {
    const response = await get(`${url}/plain.js`, "br, gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });
});

const built = fs.existsSync(path.join(CLIENT_BUILD_DIR, "_build"));

describe.skipIf(!built)("the built site's static files", () => {
  let database: TestDatabase;
  let served: Listening;
  let url: string;
  let script: string;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const { services } = await createAppServices({ database, config: TEST_LEAD_CONFIG });
    const app = await createApp({ env: readEnv({ NODE_ENV: "production" }), services, buildDir: "build" });
    served = await listenOnLoopback(app);
    url = served.url;
    // The entry chunk: the largest script every page loads.
    script =
      fs
        .readdirSync(path.join(CLIENT_BUILD_DIR, "_build"))
        .find((name) => /^entry\.client-[\w-]+\.js$/.test(name)) ?? "";
  }, 60_000);
  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  it.each([
    ["br", "br"],
    ["gzip", "gzip"],
    [undefined, undefined],
  ])(
    "a /_build script asked for with Accept-Encoding %s comes %s, with only a subresource's headers",
    async (accept, encoding) => {
      const original = fs.readFileSync(path.join(CLIENT_BUILD_DIR, "_build", script));
      const response = await get(`${url}/_build/${script}`, accept);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["vary"]).toBe("Accept-Encoding");
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(decode(response).equals(original)).toBe(true);
      expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      for (const pageOnly of [
        "content-security-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "x-frame-options",
        "reporting-endpoints",
        "referrer-policy",
      ]) {
        expect(response.headers[pageOnly], pageOnly).toBeUndefined();
      }
    },
  );

  it.each(["/", "/about", "/contact", "/solar-calculator"])(
    "%s keeps the page's headers and references at most two stylesheets",
    async (page) => {
      const response = await get(`${url}${page}`, "br");
      expect(response.status).toBe(200);
      expect(response.headers["content-security-policy"]).toMatch(
        /script-src 'nonce-[^']+' 'strict-dynamic'/,
      );
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-site");
      const html = decode(response).toString();
      const stylesheets = html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(stylesheets.length).toBeGreaterThanOrEqual(1);
      expect(stylesheets.length).toBeLessThanOrEqual(2);
    },
  );

  it("sends other static files precompressed and with the page headers, as before", async () => {
    const response = await get(`${url}/favicon.svg`, "br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.media);
    expect(response.headers["content-security-policy"]).toBeDefined();
  });
});
