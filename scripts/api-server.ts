/**
 * The server without the site (API, reference data, notification worker): what the benchmark and the
 * crash test run, since they need no `react-router build`. Same code path as server/index.ts.
 */
import { startServer } from "../server/start.ts";

startServer({ apiOnly: true }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
