import type { Kysely } from "kysely";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * The lead system (docs/decisions/100): questions as data, leads, idempotency records, the notification
 * outbox, OTP challenges and phone verifications, and a settings table for the generated signing secret.
 * Timestamps are epoch milliseconds (bigint).
 */
export const leadTables: DialectMigration = {
  up: async (db: Kysely<unknown>, dialect) => {
    const id = (table: string) =>
      db.schema
        .createTable(table)
        .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        );

    await db.schema
      .createTable("app_settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("dealer_requirement_inputs")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("field_key", "text", (c) => c.notNull().unique())
      .addColumn("label_name", "text", (c) => c.notNull())
      .addColumn("input_type", "text", (c) => c.notNull())
      .addColumn("options_json", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await db.schema
      .createTable("enquiry_stages")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("parent_id", "integer", (c) => c.references("enquiry_stages.id"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await id("enquiries")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("district", "text", (c) => c.notNull())
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("pincode", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("campaign_id", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("zonal_name", "text", (c) => c.notNull())
      .addColumn("requirements_json", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("spam_reason", "text")
      .addColumn("idempotency_key", "text", (c) => c.unique())
      .execute();
    await db.schema
      .createIndex("enquiries_phone_created")
      .on("enquiries")
      .columns(["phone", "created_at"])
      .execute();

    await id("dealer_applications")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("country", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("district", "text", (c) => c.notNull())
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("pincode", "text", (c) => c.notNull())
      .addColumn("street", "text", (c) => c.notNull())
      .addColumn("requirements_json", "text", (c) => c.notNull())
      .addColumn("phone_verified", "integer", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("spam_reason", "text")
      .addColumn("idempotency_key", "text", (c) => c.unique())
      .execute();
    await db.schema
      .createIndex("dealer_applications_phone_created")
      .on("dealer_applications")
      .columns(["phone", "created_at"])
      .execute();

    // A replayable answer per form token (docs/decisions/103); written in the lead's own transaction.
    await db.schema
      .createTable("idempotency_keys")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("request_hash", "text", (c) => c.notNull())
      .addColumn("response_status", "integer", (c) => c.notNull())
      .addColumn("response_body", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();

    // The outbox: one row per lead and channel, never deleted (docs/decisions/103).
    await id("notifications")
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "bigint", (c) => c.notNull())
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
      .addColumn("last_error", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("sent_at", "bigint")
      .addUniqueConstraint("notifications_lead_channel", ["lead_kind", "lead_id", "channel"])
      .execute();
    await db.schema
      .createIndex("notifications_due")
      .on("notifications")
      .columns(["status", "next_attempt_at"])
      .execute();

    // One row per code sent; the newest active row for a phone is the live code (docs/decisions/102, 107).
    await id("otp_challenges")
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("status", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("otp_challenges_phone")
      .on("otp_challenges")
      .columns(["phone", "created_at"])
      .execute();
    await db.schema
      .createIndex("otp_challenges_ip")
      .on("otp_challenges")
      .columns(["client_ip", "created_at"])
      .execute();

    // Tokens a successful verify hands out, bound to the phone (docs/decisions/102); only the hash is kept.
    await db.schema
      .createTable("phone_verifications")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("used_at", "bigint")
      .execute();
  },
};
