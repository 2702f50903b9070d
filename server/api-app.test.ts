/**
 * Hardening found by testing as an attacker would (docs/decisions/111): methods the site does not answer, the
 * HTTPS redirect's host, the CSP report endpoint (bad input, a flood, personal data in reports) and
 * the HTTP server's limits.
 */
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createAppServices } from "#app/services.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { TEST_LEAD_CONFIG } from "#tests/support/lead-api.ts";
import { listenOnLoopback, type Listening } from "#tests/support/listen.ts";
import { createApiApp } from "./api-app.ts";
import { CSP_REPORT_LIMIT } from "./csp-report.ts";
import { readEnv } from "./env.ts";
import { createLimitedServer } from "./server-limits.ts";

let database: TestDatabase;
let served: Listening;
let url: string;
const logger = memoryLogger();

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const env = readEnv({ TRUST_PROXY: "1", FORCE_HTTPS: "true", CANONICAL_HOST: "www.arka-solar.example" });
  const { services } = await createAppServices({ database, config: TEST_LEAD_CONFIG, logger });
  const app = createApiApp({ env, services, logger });
  served = await listenOnLoopback(app);
  url = served.url;
});
afterAll(async () => {
  await served?.close();
  await database?.drop();
});

/** A raw request (fetch refuses TRACE), as a visitor behind our TLS proxy (X-Forwarded-Proto: https). */
function request(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      { method, headers: { "x-forwarded-proto": "https", ...headers } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("methods", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "answers %s with 405 and Allow, logging nothing",
    async (method) => {
      const before = logger.lines.length;
      const answer = await request(method, "/api/health");
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
      expect(logger.lines.slice(before)).toEqual([]);
    },
  );
});

describe("the HTTPS redirect", () => {
  it("goes to the configured host, whatever Host the request claims", async () => {
    const answer = await request("GET", "/contact?x=1", {
      headers: { "x-forwarded-proto": "http", host: "evil.example" },
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("https://www.arka-solar.example/contact?x=1");
  });
});

describe("POST /api/csp-report", () => {
  const report = (documentUri: string) =>
    JSON.stringify({
      "csp-report": {
        "document-uri": documentUri,
        "violated-directive": "script-src-elem",
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://tracker.example/x.js?phone=9876543210",
        "script-sample": "alert('9876543210')",
        disposition: "enforce",
      },
    });
  const post = (body: string, type = "application/csp-report", ip = "203.0.113.50") =>
    request("POST", "/api/csp-report", { headers: { "content-type": type, "x-forwarded-for": ip }, body });

  it("logs where the problem is, never a query string or sample that could hold a visitor's details", async () => {
    const before = logger.lines.length;
    const answer = await post(
      report("https://www.arka-solar.example/contact?phone=9876543210&email=a@b.example"),
    );
    expect(answer.status).toBe(204);
    const logged = logger.lines.slice(before);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? "{}")).toMatchObject({
      msg: "csp violation",
      directive: "script-src-elem",
      blocked: "https://tracker.example",
      page: "/contact",
      disposition: "enforce",
    });
    expect(logged.join("\n")).not.toMatch(/9876543210|a@b\.example|alert/);
  });

  it("reads the Reporting API's format too", async () => {
    const body = JSON.stringify([
      {
        type: "csp-violation",
        body: {
          documentURL: "https://www.arka-solar.example/",
          effectiveDirective: "img-src",
          blockedURL: "data",
        },
      },
    ]);
    expect((await post(body, "application/reports+json", "203.0.113.51")).status).toBe(204);
  });

  it("answers 400 to what is not a report, 413 to a large body and 415 to other types", async () => {
    const ip = "203.0.113.52";
    expect((await post("{not json", "application/csp-report", ip)).status).toBe(400);
    expect((await post(JSON.stringify({ hello: "world" }), "application/json", ip)).status).toBe(400);
    expect(
      (await post(report(`https://x.example/${"a".repeat(20_000)}`), "application/csp-report", ip)).status,
    ).toBe(413);
    expect((await post("hello", "text/plain", ip)).status).toBe(415);
  });

  it("limits each address, counted in the database, and says when to come back", async () => {
    const ip = "203.0.113.53";
    const statuses: number[] = [];
    for (let i = 0; i <= CSP_REPORT_LIMIT.max; i++) {
      statuses.push(
        (await post(report("https://www.arka-solar.example/"), "application/csp-report", ip)).status,
      );
    }
    expect(statuses.slice(0, CSP_REPORT_LIMIT.max).every((s) => s === 204)).toBe(true);
    const limited = await post(report("https://www.arka-solar.example/"), "application/csp-report", ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const hits = await database.db
      .selectFrom("rate_events")
      .select("bucket")
      .where("bucket", "=", `csp-ip:${ip}`)
      .execute();
    expect(hits).toHaveLength(CSP_REPORT_LIMIT.max);
  });
});

describe("HTTP server limits", () => {
  it("sets the header, request and keep-alive timeouts and the connection cap from the environment", () => {
    const limited = createLimitedServer(
      () => undefined,
      readEnv({
        HTTP_HEADERS_TIMEOUT_MS: "9000",
        HTTP_REQUEST_TIMEOUT_MS: "20000",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "61000",
        HTTP_MAX_CONNECTIONS: "500",
      }),
    );
    expect([
      limited.headersTimeout,
      limited.requestTimeout,
      limited.keepAliveTimeout,
      limited.maxConnections,
    ]).toEqual([9000, 20000, 61000, 500]);
  });

  it("answers 408 and closes a connection that trickles its headers past the timeout (slowloris)", async () => {
    const slow = createLimitedServer(
      (_req, res) => res.end("ok"),
      readEnv({ HTTP_HEADERS_TIMEOUT_MS: "1500", HTTP_REQUEST_TIMEOUT_MS: "1500" }),
    );
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    try {
      const socket = net.connect((slow.address() as AddressInfo).port, "127.0.0.1");
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
      const started = Date.now();
      // Never finish the headers; a line now and then keeps the socket busy.
      const drip = setInterval(() => socket.write("X-Slow: 1\r\n"), 200);
      const answer = await new Promise<string>((resolve) => {
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("close", () => resolve(text));
      });
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      slow.close();
    }
  });
});
