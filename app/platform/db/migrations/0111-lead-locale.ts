import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/180: the language of the page a lead was sent from ('en', 'hi', 'te'), so sales can answer
 * in it. Leads stored before the site had other languages were all English.
 */
export const leadLocale: DialectMigration = {
  up: async (db) => {
    for (const table of ["enquiries", "dealer_applications", "callbacks"]) {
      await db.schema
        .alterTable(table)
        .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
        .execute();
    }
  },
};
