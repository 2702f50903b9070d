import { sql, type Kysely } from "kysely";
import type { Dialect } from "../client.server.ts";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/111-lead-core-concurrency.md: the state every instance must share.
 *
 * - Leads carry all the signals a check raised (`flags`, a JSON array of codes), not one spam reason,
 *   since a doubted lead is now forwarded unless the evidence is strong; `spam` stays "held for review".
 * - The replayable answer of a form lives on the lead row (`request_hash` beside the unique
 *   `idempotency_key`), so `idempotency_keys` goes: one write less per lead, and no copy to purge.
 * - The outbox also carries alerts to sales, so its subject is named generally.
 * - `rate_events`: hits of the per-address limits, counted in the database by every instance.
 * - `alerts`: one row per kind and hour (the SMS ceiling reached, an SMS-pumping alarm).
 * - `task_runs`: which instance runs a periodic task, and how its last run ended (health reads it).
 */
export const leadCoreConcurrency: DialectMigration = {
  up: async (db, dialect) => {
    for (const table of ["enquiries", "dealer_applications"]) {
      await db.schema
        .alterTable(table)
        .addColumn("flags", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      await db.schema.alterTable(table).addColumn("request_hash", "text").execute();
      await sql`update ${sql.table(table)} set flags = ${FLAGS_FROM_REASON} where spam_reason is not null`.execute(
        db,
      );
      await sql`update ${sql.table(table)} set request_hash = (
          select k.request_hash from idempotency_keys k where k.key = ${sql.table(table)}.idempotency_key
        ) where idempotency_key is not null`.execute(db);
      await db.schema.alterTable(table).dropColumn("spam_reason").execute();
    }
    await db.schema.dropTable("idempotency_keys").execute();

    await db.schema.alterTable("notifications").renameColumn("lead_kind", "subject_kind").execute();
    await db.schema.alterTable("notifications").renameColumn("lead_id", "subject_id").execute();

    await db.schema
      .createTable("rate_events")
      .addColumn("bucket", "text", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("rate_events_bucket_at")
      .on("rate_events")
      .columns(["bucket", "at"])
      .execute();
    await db.schema.createIndex("rate_events_at").on("rate_events").column("at").execute();

    await createAlerts(db, dialect);

    await db.schema
      .createTable("task_runs")
      .addColumn("task", "text", (c) => c.primaryKey())
      .addColumn("claimed_at", "bigint")
      .addColumn("ok_at", "bigint")
      .addColumn("failed_at", "bigint")
      .addColumn("last_error", "text")
      .execute();
  },
};

/** The old single reason as the new list of flags (the same meanings under their new names). */
const FLAGS_FROM_REASON = sql`case spam_reason
    when 'honeypot' then '["honeypot"]'
    when 'form_token_forged' then '["token_forged"]'
    when 'form_token_missing' then '["token_missing"]'
    when 'form_token_expired' then '["token_expired"]'
    when 'form_token_too_fast' then '["too_fast"]'
    when 'duplicate_24h' then '["duplicate_phone"]'
    when 'duplicate_email_24h' then '["duplicate_email"]'
    else '["' || spam_reason || '"]'
  end`;

async function createAlerts(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable("alerts")
    .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (c) =>
      dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("period_start", "bigint", (c) => c.notNull())
    .addColumn("details_json", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addUniqueConstraint("alerts_kind_period", ["kind", "period_start"])
    .execute();
}
