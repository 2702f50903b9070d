import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { leadRetention } from "#app/content/legal/privacy-policy.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";
import { anonymiseLeads } from "./anonymise-leads.server.ts";
import { LEAD_KINDS, type LeadKind } from "./privacy-records.ts";

/** Leads anonymised per transaction: short transactions, however large the first run's backlog. */
const BATCH = 200;

/** The default period, the one the privacy policy states (LEAD_RETENTION_MONTHS overrides it). */
export const DEFAULT_LEAD_RETENTION_MONTHS = leadRetention.anonymiseAfterMonths;

/** `at` moved back by whole calendar months (UTC), the day clamped to the shorter month's end. */
export function monthsBefore(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

export type LeadRetentionCounts = { enquiries: number; dealerApplications: number; callbacks: number };

/**
 * Anonymises the leads whose last activity (last_activity_at, or created_at if never touched) is more
 * than `months` before `now` (docs/decisions/116; the privacy policy states the period), with the same
 * masking an erasure request uses. Run daily by the maintenance task, once per cluster.
 */
export async function anonymiseInactiveLeads(
  db: Kysely<Database>,
  { now, months }: { now: number; months: number },
): Promise<LeadRetentionCounts> {
  const cutoff = monthsBefore(now, months);
  const counts: Record<LeadKind, number> = { enquiry: 0, dealer: 0, callback: 0 };
  for (const kind of LEAD_KINDS) {
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        const ids = (
          await trx
            .selectFrom("leads")
            .select("id")
            .where("kind", "=", kind)
            .where("anonymised_at", "is", null)
            .where((eb) => eb(eb.fn.coalesce("last_activity_at", "created_at"), "<", cutoff))
            .orderBy("id")
            .limit(BATCH)
            .execute()
        ).map((row) => Number(row.id));
        await anonymiseLeads(trx, kind, ids, { at: now, reason: "retention", staffId: null });
        return ids.length;
      });
      counts[kind] += done;
      if (done < BATCH) break;
    }
  }
  if (counts.enquiry + counts.dealer + counts.callback > 0) {
    await recordAudit(db, {
      staffId: null,
      action: "retention-anonymised",
      subject: "leads",
      details: {
        enquiries: counts.enquiry,
        dealer_applications: counts.dealer,
        callbacks: counts.callback,
        months,
      },
      at: now,
    });
  }
  return { enquiries: counts.enquiry, dealerApplications: counts.dealer, callbacks: counts.callback };
}
