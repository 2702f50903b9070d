import http, { type RequestListener, type Server } from "node:http";
import type { Env } from "./env.ts";

type Limits = Pick<
  Env,
  | "HTTP_HEADERS_TIMEOUT_MS"
  | "HTTP_REQUEST_TIMEOUT_MS"
  | "HTTP_KEEP_ALIVE_TIMEOUT_MS"
  | "HTTP_MAX_CONNECTIONS"
>;

/**
 * The HTTP server with timeouts and a connection cap, so slow or idle clients cannot hold the
 * process's sockets (a slowloris trickling headers, say). Node checks the header and request timeouts
 * on a timer (30 s by default); a second keeps an attacker's connections short. Keep-alive outlives a
 * typical proxy's idle timeout a little, so the proxy closes first and never sends on a closed socket.
 */
export function createLimitedServer(app: RequestListener, env: Limits): Server {
  const server = http.createServer(
    {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
    app,
  );
  server.maxConnections = env.HTTP_MAX_CONNECTIONS;
  return server;
}
