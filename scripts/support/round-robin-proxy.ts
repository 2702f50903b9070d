/**
 * A small round-robin HTTP reverse proxy, for trying several server instances on one machine and for
 * `npm run bench` ("two instances behind a simple local round-robin proxy"). Each request goes to the
 * next backend in turn over a keep-alive connection; the client's address is appended to
 * X-Forwarded-For, so run the servers with TRUST_PROXY=1. Bodies stream both ways. A backend that
 * cannot be reached answers 502 (no retry: a POST may already have been acted on).
 *
 *   node scripts/support/round-robin-proxy.ts --port 8080 http://127.0.0.1:3001 http://127.0.0.1:3002
 *
 * Not a production load balancer: no health checks, TLS or WebSocket upgrades.
 */
import http from "node:http";
import { parseArgs } from "node:util";

export type RoundRobinProxy = { url: string; close: () => Promise<void> };

type Backend = { host: string; port: number; agent: http.Agent };

// Headers about one connection, not the request (RFC 9110 section 7.6.1): never forwarded.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

const BAD_GATEWAY = JSON.stringify({ status: 502, message: "Bad gateway" });

export async function startRoundRobinProxy({
  port,
  host = "127.0.0.1",
  backends,
}: {
  port: number;
  host?: string;
  backends: string[];
}): Promise<RoundRobinProxy> {
  if (backends.length === 0) throw new Error("round-robin proxy: no backends given");
  const targets = backends.map(backend);
  let turn = 0;
  const server = http.createServer((req, res) => {
    const target = targets[turn++ % targets.length];
    if (target) forward(req, res, target);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const target of targets) target.agent.destroy();
      }),
  };
}

function backend(url: string): Backend {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:") throw new Error(`round-robin proxy: only http:// backends (${url})`);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 80),
    agent: new http.Agent({ keepAlive: true }),
  };
}

function forward(req: http.IncomingMessage, res: http.ServerResponse, target: Backend) {
  const upstream = http.request({
    host: target.host,
    port: target.port,
    agent: target.agent,
    method: req.method,
    path: req.url,
    headers: requestHeaders(req),
  });
  upstream.on("response", (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
    answer.pipe(res);
    answer.on("error", () => res.destroy());
  });
  upstream.on("error", () => {
    if (res.headersSent || res.destroyed) res.destroy();
    else badGateway(res);
  });
  // The client went away before its answer was complete: stop the backend's work on it too.
  res.on("close", () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.on("error", () => upstream.destroy());
  req.pipe(upstream);
}

/** The client's headers minus hop-by-hop ones, with its address appended to X-Forwarded-For. */
function requestHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers = endToEnd(req.headers);
  const client = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-forwarded-for"];
  headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${client}` : client;
  return headers;
}

/** Drops hop-by-hop headers, including any the Connection header names. */
function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}

function badGateway(res: http.ServerResponse) {
  res.writeHead(502, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(BAD_GATEWAY),
  });
  res.end(BAD_GATEWAY);
}

/** Command line: `--port N [--host H] backend...`; prints one JSON line with its URL when ready. */
async function main() {
  const { values, positionals } = parseArgs({
    options: { port: { type: "string", default: "8080" }, host: { type: "string", default: "127.0.0.1" } },
    allowPositionals: true,
  });
  const proxy = await startRoundRobinProxy({
    port: Number(values.port),
    host: values.host,
    backends: positionals,
  });
  console.log(JSON.stringify({ msg: "listening", url: proxy.url, backends: positionals }));
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
