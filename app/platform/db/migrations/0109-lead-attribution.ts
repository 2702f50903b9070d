import type { DialectMigration } from "./dialect-migration.ts";

/**
 * docs/decisions/166: where the visit that sent a lead came from. JSON `{ first, last }`: the campaign tags
 * (c_id, src, utm_*, gclid, fbclid) of the visit's first and latest landing (schema/attribution.ts).
 */
export const leadAttribution: DialectMigration = {
  up: async (db) => {
    for (const table of ["enquiries", "dealer_applications"]) {
      await db.schema.alterTable(table).addColumn("attribution_json", "text").execute();
    }
  },
};
