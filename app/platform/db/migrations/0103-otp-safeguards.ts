import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/107-otp-safeguards-and-retention.md: a per-phone count
 * of consecutive wrong codes across all its codes, kept in the database so a restart does not reset
 * it, and an index for the hourly look at recent sends (the SMS-pumping alarm and the retention purge
 * read otp_challenges by time alone).
 */
export const otpSafeguards: DialectMigration = {
  up: async (db) => {
    // One row per phone with wrong codes since its last success; deleted on success or by sales.
    await db.schema
      .createTable("otp_phone_failures")
      .addColumn("phone", "text", (c) => c.primaryKey())
      .addColumn("consecutive_failures", "integer", (c) => c.notNull())
      .addColumn("last_failed_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("otp_challenges_created").on("otp_challenges").column("created_at").execute();
  },
};
