import type { Server } from "node:http";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";
import { assertGtmId } from "#app/content/site.ts";
import { consoleLogger } from "#app/platform/observability/logger.server.ts";
import { createAppServices } from "#app/services.server.ts";
import type { Services } from "#app/services.ts";
import { readEnv, type Env } from "./env.ts";
import { createLimitedServer } from "./server-limits.ts";

/**
 * Start-up: validate the environment, open and migrate the database, wire the lead system, then
 * listen and start the outbox and maintenance workers. Every instance does the same; what they share
 * lives in the database (docs/decisions/111). SIGTERM/SIGINT finish in-flight requests, let the
 * workers finish their pass, and close the database.
 */
export async function startServer({ apiOnly = false }: { apiOnly?: boolean } = {}): Promise<Server> {
  const env = readEnv();
  assertGtmId();
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  await migrateToLatest(database.db, database.dialect);
  const { services, worker, maintenance } = await createAppServices({ database, config: env });
  // The API-only server needs no site build (faster start for the crash test and the benchmark).
  const app = apiOnly
    ? await apiOnlyApp(env, services)
    : await (await import("./app.ts")).createApp({ env, services });

  const server = createLimitedServer(app, env);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    consoleLogger.info("listening", { url: `http://${env.HOST}:${port}`, database: database.dialect });
  });
  worker.start();
  maintenance.start();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info("shutting down", { signal });
    server.close(() => {
      void Promise.all([worker.stop(), maintenance.stop()])
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

/** The base app and the API's resource routes, without the site's build (server/api-routes.ts). */
async function apiOnlyApp(env: Env, services: Services) {
  const { createApiApp } = await import("./api-app.ts");
  const { apiRoutesHandler } = await import("./api-routes.ts");
  const app = createApiApp({ env, services });
  app.use(await apiRoutesHandler(services));
  return app;
}
