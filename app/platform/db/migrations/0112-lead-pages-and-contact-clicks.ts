import type { Dialect } from "../client.server.ts";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/193: the page an enquiry was sent from (call-backs have kept theirs since 0110), and
 * the clicks on our contact links (WhatsApp first) counted by page. A click row holds no personal data:
 * no address, no cookie, no phone, only where and when, and the campaign tags the page carried.
 */
export const leadPagesAndContactClicks: DialectMigration = {
  up: async (db, dialect: Dialect) => {
    // Enquiries stored before this knew no page: '' (shown as "not recorded").
    await db.schema
      .alterTable("enquiries")
      .addColumn("page_path", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createTable("contact_clicks")
      .addColumn("id", dialect === "postgres" ? "bigserial" : "integer", (c) =>
        dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn("created_at", "bigint", (c) => c.notNull())
      // 'whatsapp' today; a phone, e-mail or brochure link can be counted the same way later.
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("page_path", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("campaign_id", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      // JSON of the campaign tags (c_id, src, utm_*, gclid, fbclid) of the page, or null.
      .addColumn("attribution_json", "text")
      .execute();
    await db.schema
      .createIndex("contact_clicks_channel_created")
      .on("contact_clicks")
      .columns(["channel", "created_at"])
      .execute();
  },
};
