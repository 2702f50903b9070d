import type { Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import type { Dialect } from "./client.server.ts";
import type { Database } from "./schema.ts";
import { migrations } from "./migrations/index.ts";

/**
 * Runs every migration not yet run (or those up to `upTo`, for a test that needs the schema as it was).
 * On PostgreSQL the migrator holds an advisory lock and runs them in one transaction, so instances
 * starting at once run each migration once.
 */
export async function migrateToLatest(
  database: Kysely<Database>,
  dialect: Dialect,
  { upTo }: { upTo?: string } = {},
): Promise<void> {
  // Migrations describe the schema before the types exist, so they see an untyped database.
  const db = database as unknown as Kysely<unknown>;
  const provider = {
    getMigrations: async (): Promise<Record<string, Migration>> =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, migration]) => [
          name,
          { up: (database: Kysely<unknown>) => migration.up(database, dialect) },
        ]),
      ),
  };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
