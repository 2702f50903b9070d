import type { Server } from "node:http";
import { openDatabase } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { assertGtmId } from "#app/content/site.ts";
import { startLeadThread } from "#app/modules/leads/lead-thread.server.ts";
import { consoleLogger } from "#app/modules/observability/logger.server.ts";
import { createServices } from "#app/services.server.ts";
import { readEnv } from "./env.ts";

/**
 * Start-up: validate the environment, open and migrate the database, start the lead thread (intake,
 * OTP, notification worker), then listen. SIGTERM/SIGINT finish in-flight requests, stop the worker after
 * its current pass, and close the database.
 */
export async function startServer({ apiOnly = false }: { apiOnly?: boolean } = {}): Promise<Server> {
  const env = readEnv();
  assertGtmId();
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  await migrateToLatest(database.db, database.dialect);
  const leadThread = await startLeadThread({
    database,
    options: { databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH, config: env },
    logger: consoleLogger,
  });
  const services = createServices({ database, leads: leadThread.services });
  // The API-only server never loads React Router (faster start for the crash test).
  const app = apiOnly
    ? (await import("./api-app.ts")).createApiApp({ env, services })
    : await (await import("./app.ts")).createApp({ env, services });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    consoleLogger.info("listening", { url: `http://${env.HOST}:${port}`, database: database.dialect });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info("shutting down", { signal });
    server.close(() => {
      void leadThread
        .stop()
        .then(() => database.close())
        .then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}
