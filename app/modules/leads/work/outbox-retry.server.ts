import type { ExpressionBuilder, Kysely } from "kysely";
import * as z from "zod/mini";
import type { Database } from "#app/platform/db/schema.ts";
import { NOT_SENT_ANONYMISED } from "#app/modules/leads/notifications/outbox-queue.server.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";

/**
 * "Retry now" on the dashboard (docs/decisions/115-sales-dashboard-and-dealers.md): makes an outbox row
 * due at once, so the next pass of any instance's worker delivers it (within NOTIFY_POLL_MS).
 *
 * The attempt count is kept, not reset: it stays the honest record of how often delivery failed, and
 * a parked row (20 attempts) that fails again is parked again after that one try instead of starting
 * another 20 automatic attempts over hours while the fault may still be there. A person asked for one
 * more try; the worker gives exactly that.
 */
export type RetryResult = { ok: true } | { ok: false; reason: "not_found" | "changed" };

/**
 * Retries one row as the person saw it: parked, or failing with `attempts` attempts. A row the worker
 * has claimed or finished since the page was shown (its attempts or status changed) is left alone and
 * answers "changed", so a click does not start a second delivery of a row being delivered. (A failing
 * row already claimed when the page was shown looks the same as one waiting out its back-off; retrying
 * it may repeat the e-mail, never lose it, and the repeat keeps its Message-ID: docs/decisions/103.)
 */
export async function retryNotification(
  db: Kysely<Database>,
  {
    id,
    seen,
    staffId,
    now,
  }: { id: number; seen: { status: "pending" | "dead"; attempts: number }; staffId: number; now: number },
): Promise<RetryResult> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("notifications")
      .set({ status: "pending", next_attempt_at: now })
      .where("id", "=", id)
      .where("status", "=", seen.status)
      .where("attempts", "=", seen.attempts)
      .where(notErased)
      .returning(["id", "subject_kind", "subject_id"])
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx
        .selectFrom("notifications")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return { ok: false, reason: exists ? "changed" : "not_found" };
    }
    await recordAudit(trx, {
      staffId,
      action: "notification.retry",
      subject: `notification:${id}`,
      details: {
        was: seen.status,
        attempts: seen.attempts,
        about: `${updated.subject_kind}:${updated.subject_id}`,
      },
      at: now,
    });
    return { ok: true };
  });
}

/**
 * Rows parked because their lead's personal data was erased (docs/decisions/116) stay parked: a retry
 * would e-mail "[erased]" to sales.
 */
function notErased(eb: ExpressionBuilder<Database, "notifications">) {
  return eb.or([eb("last_error", "is", null), eb("last_error", "!=", NOT_SENT_ANONYMISED)]);
}

const Whole = z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number));

/** What the dashboard's forms post: one row as the page showed it, or every parked row. */
export const OutboxActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), id: Whole, status: z.enum(["pending", "dead"]), attempts: Whole }),
  z.object({ intent: z.literal("retry-all-parked") }),
]);
export type OutboxAction = z.infer<typeof OutboxActionSchema>;

/** A posted form, read; undefined when it is not one the dashboard sends. */
export function readOutboxAction(form: FormData): OutboxAction | undefined {
  const parsed = OutboxActionSchema.safeParse(Object.fromEntries(form));
  return parsed.success ? parsed.data : undefined;
}

/** At most this many row ids go into the audit entry (after a long outage there may be thousands). */
const AUDIT_ID_LIMIT = 200;

/** Makes every parked row due now; resolves with how many there were. */
export async function retryAllParked(
  db: Kysely<Database>,
  { staffId, now }: { staffId: number; now: number },
): Promise<{ count: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("notifications")
      .set({ status: "pending", next_attempt_at: now })
      .where("status", "=", "dead")
      .where(notErased)
      .returning("id")
      .execute();
    if (rows.length > 0) {
      await recordAudit(trx, {
        staffId,
        action: "notification.retry_all_parked",
        subject: "notifications",
        details: {
          count: rows.length,
          ids: rows
            .map((r) => Number(r.id))
            .sort((a, b) => a - b)
            .slice(0, AUDIT_ID_LIMIT),
        },
        at: now,
      });
    }
    return { count: rows.length };
  });
}
