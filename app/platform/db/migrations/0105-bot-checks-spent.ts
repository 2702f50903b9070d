import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/109-otp-bot-check.md: each solved bot-check challenge is recorded
 * when used, so it cannot be used twice. Rows outlive their challenge by nothing: the maintenance purge
 * deletes them once expired.
 */
export const botChecksSpent: DialectMigration = {
  up: async (db) => {
    await db.schema
      .createTable("bot_checks_spent")
      .addColumn("challenge", "text", (c) => c.primaryKey())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
  },
};
