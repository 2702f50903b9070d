import type { Kysely } from "kysely";
import type { Dialect } from "../client.server.ts";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/112-sales-console.md: the people who work the leads, how they sign in,
 * what they do to a lead, and the record of it.
 *
 * - Staff, sign-in links, sessions, passkeys and WebAuthn challenges: all server-side rows, so any
 *   instance can check any session; links, sessions and challenges are stored as hashes.
 * - Each lead gets its working state (status, assignee, follow-up, a version for concurrent edits), the
 *   notice the visitor saw (consent), and when it was last touched (retention counts from there).
 * - `lead_events`: the lead's timeline. `audit_log`: who viewed, exported, changed or erased what;
 *   only ever inserted. `data_requests`: the minimal record that a data-protection request was honoured.
 */
export const salesConsole: DialectMigration = {
  up: async (db, dialect) => {
    const id = (table: string) => serialId(db, dialect, table);

    await id("staff_users")
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("created_by", "bigint")
      .addColumn("disabled_at", "bigint")
      .execute();

    await db.schema
      .createTable("staff_sign_in_links")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("used_at", "bigint")
      .execute();

    await db.schema
      .createTable("staff_sessions")
      .addColumn("id_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_seen_at", "bigint", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("revoked_at", "bigint")
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("user_agent", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();

    await db.schema
      .createTable("staff_passkeys")
      .addColumn("credential_id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint", (c) => c.notNull())
      .addColumn("public_key", "text", (c) => c.notNull())
      .addColumn("counter", "bigint", (c) => c.notNull())
      .addColumn("transports", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("last_used_at", "bigint")
      .execute();
    await db.schema.createIndex("staff_passkeys_user").on("staff_passkeys").column("user_id").execute();

    await db.schema
      .createTable("webauthn_challenges")
      .addColumn("challenge", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint")
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();

    for (const table of ["enquiries", "dealer_applications"]) {
      const alter = () => db.schema.alterTable(table);
      await alter()
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await alter().addColumn("lost_reason", "text").execute();
      await alter().addColumn("assignee_id", "bigint").execute();
      await alter().addColumn("follow_up_on", "text").execute();
      await alter()
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await alter().addColumn("last_activity_at", "bigint").execute();
      await alter().addColumn("notice_version", "text").execute();
      await alter().addColumn("anonymised_at", "bigint").execute();
      await db.schema
        .createIndex(`${table}_status_created`)
        .on(table)
        .columns(["status", "created_at"])
        .execute();
      await db.schema.createIndex(`${table}_created`).on(table).column("created_at").execute();
    }
    await db.schema
      .alterTable("dealer_applications")
      .addColumn("decision", "text", (c) => c.notNull().defaultTo("pending"))
      .execute();
    await db.schema
      .alterTable("dealer_applications")
      .addColumn("listed_publicly", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await id("lead_events")
      .addColumn("lead_kind", "text", (c) => c.notNull())
      .addColumn("lead_id", "bigint", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("staff_id", "bigint")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("details_json", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("lead_events_lead")
      .on("lead_events")
      .columns(["lead_kind", "lead_id", "at"])
      .execute();

    await id("audit_log")
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("staff_id", "bigint")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("details_json", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();

    await id("data_requests")
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("staff_id", "bigint", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("subject_hint", "text", (c) => c.notNull())
      .addColumn("details_json", "text", (c) => c.notNull())
      .execute();
  },
};

/** A table whose first column is an auto-increment id in either dialect. */
function serialId(db: Kysely<unknown>, dialect: Dialect, table: string) {
  return db.schema
    .createTable(table)
    .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (c) =>
      dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}
