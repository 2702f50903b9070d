import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/**
 * The audit log (docs/decisions/113): who viewed a lead, exported, changed or erased what, and when. Only
 * ever inserted; nothing in the console updates or deletes it. Details hold ids and field names, not the
 * personal data itself.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: {
    staffId: number | null;
    action: string;
    subject: string;
    details?: Record<string, unknown>;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: entry.at,
      staff_id: entry.staffId,
      action: entry.action,
      subject: entry.subject,
      details_json: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
