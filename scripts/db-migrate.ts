/** Migrates the configured database to the latest schema (the server also does this at start). */
import { openDatabase } from "#app/platform/db/client.server.ts";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";
import { readEnv } from "#server/env.ts";

const env = readEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
await migrateToLatest(database.db, database.dialect);
await database.close();
console.log(`migrated (${database.dialect})`);
