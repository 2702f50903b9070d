/**
 * A second server for the specs that need the site configured differently from the shared e2e server
 * (an SMS outage, the bot check on every send): tests/e2e/start-server.ts on its own port, database
 * and outbox, with extra environment.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type OwnServer = { base: string; varDir: string; stop: () => Promise<void> };

/** `offset` keeps specs apart: each picks its own. */
export async function startOwnServer(offset: number, env: Record<string, string>): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 3210) + offset;
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["tests/e2e/start-server.ts"], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  for (let i = 0; i < 300; i++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { base, varDir: path.resolve("var", `e2e-${port}`), stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}
