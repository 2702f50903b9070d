import type { Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import type { Dialect } from "./client.server.ts";
import type { Database } from "./schema.ts";
import { migrations } from "./migrations/index.ts";

export async function migrateToLatest(database: Kysely<Database>, dialect: Dialect): Promise<void> {
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
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
