import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for MSG91's Flow API during an outage: every call is answered as MSG91 answers when
 * it cannot take a message (HTTP 503 with `type: "error"`). Counts the calls it refused.
 */
export async function startMsg91Outage(): Promise<{
  url: string;
  calls: () => number;
  close: () => Promise<void>;
}> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls += 1;
    req.resume();
    res.writeHead(503, { "content-type": "application/json" });
    res.end(JSON.stringify({ type: "error", message: "Service unavailable" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
