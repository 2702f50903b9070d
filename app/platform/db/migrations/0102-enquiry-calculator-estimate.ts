import type { DialectMigration } from "./dialect-migration.ts";

/**
 * The solar calculator's estimate a visitor attached to an enquiry ('Get a quote for this system'), as
 * recomputed on the server: sales sees what the visitor saw (docs/decisions/143).
 */
export const enquiryCalculatorEstimate: DialectMigration = {
  up: async (db) => {
    await db.schema.alterTable("enquiries").addColumn("calculator_estimate", "text").execute();
  },
};
