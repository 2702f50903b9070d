import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/108-sms-down-applications.md: a phone token says how the phone was
 * accepted. 'otp' is a verified code; 'sms_unavailable' is issued only when our own SMS send failed,
 * so the application can still be saved, marked unverified, for sales to confirm by calling.
 */
export const phoneVerificationMethod: DialectMigration = {
  up: async (db) => {
    await db.schema
      .alterTable("phone_verifications")
      .addColumn("method", "text", (c) => c.notNull().defaultTo("otp"))
      .execute();
  },
};
