import { sql } from "kysely";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/105: a second lead from the same e-mail address within 24 h is flagged as a duplicate,
 * as one from the same phone is (docs/decisions/105-spam-and-abuse-limits.md). Addresses are compared
 * without regard to case, so the index is on lower(email).
 */
export const leadEmailIndex: DialectMigration = {
  up: async (db) => {
    await sql`create index enquiries_email_created on enquiries (lower(email), created_at)`.execute(db);
    await sql`create index dealer_applications_email_created on dealer_applications (lower(email), created_at)`.execute(
      db,
    );
  },
};
