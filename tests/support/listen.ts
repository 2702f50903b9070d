import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

type Listener = { listen: (port: number, host: string) => Server };

export type Listening = { server: Server; url: string; close: () => Promise<void> };

/** Serves an app on a free loopback port; `close` ends kept-alive connections too, so a test never hangs. */
export async function listenOnLoopback(app: Listener): Promise<Listening> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
