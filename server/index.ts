import type { Server } from "node:http";
import { openDatabase } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { assertGtmId } from "#app/content/site.ts";
import { createServices } from "#app/services.server.ts";
import { createApp } from "./app.ts";
import { readEnv } from "./env.ts";

/** Start-up: validate the environment, open and migrate the database, then listen. */
async function main() {
  const env = readEnv();
  assertGtmId();
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  await migrateToLatest(database.db, database.dialect);
  const services = createServices({ database });
  const app = await createApp({ env, services });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(
      JSON.stringify({
        level: "info",
        msg: "listening",
        url: `http://${env.HOST}:${port}`,
        database: database.dialect,
      }),
    );
  });

  // Finish in-flight requests, then close the database (graceful shutdown).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
    server.close(() => {
      void database.close().then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
