import type { Kysely } from "kysely";
import type { Dialect } from "../client.server.ts";

/**
 * A migration receives the dialect, so one file can state the rare difference (an auto-increment key,
 * say) instead of keeping two copies of the schema. Its own file, so a migration never imports the
 * runner that imports it.
 */
export type DialectMigration = {
  up: (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;
};
