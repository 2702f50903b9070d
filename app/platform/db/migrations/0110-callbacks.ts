import type { Dialect } from "../client.server.ts";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/166: "Request a call back" leads: a name, a mobile number and a preferred time, with the
 * same columns for checks, replay, campaign and the sales console as the other lead tables.
 */
export const callbacks: DialectMigration = {
  up: async (db, dialect: Dialect) => {
    await db.schema
      .createTable("callbacks")
      .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (c) =>
        dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      // The day (YYYY-MM-DD, India time) and part of it the visitor would like the call.
      .addColumn("preferred_date", "text", (c) => c.notNull())
      .addColumn("preferred_slot", "text", (c) => c.notNull())
      // The page the request was made on (a tariff page, the calculator, contact).
      .addColumn("page_path", "text", (c) => c.notNull())
      .addColumn("campaign_id", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("flags", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("idempotency_key", "text", (c) => c.unique())
      .addColumn("request_hash", "text")
      .addColumn("attribution_json", "text")
      .addColumn("notice_version", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("lost_reason", "text")
      .addColumn("assignee_id", "bigint")
      .addColumn("follow_up_on", "text")
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("last_activity_at", "bigint")
      .addColumn("anonymised_at", "bigint")
      .execute();
    await db.schema
      .createIndex("callbacks_phone_created")
      .on("callbacks")
      .columns(["phone", "created_at"])
      .execute();
    await db.schema.createIndex("callbacks_created").on("callbacks").column("created_at").execute();
    await db.schema
      .createIndex("callbacks_status_created")
      .on("callbacks")
      .columns(["status", "created_at"])
      .execute();
  },
};
