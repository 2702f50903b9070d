import type { DialectMigration } from "../migrate.server.ts";

/** Every migration, in order of name. Add a file per change; never edit one that has shipped. */
export const migrations: Record<string, DialectMigration> = {};
