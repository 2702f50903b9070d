import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import type { LeadKind } from "#app/modules/leads/intake/lead-result.ts";

export type NotificationChannel = "email" | "webhook";

/**
 * Queues a lead for sales on every configured channel: one outbox row per channel, due now, for the
 * outbox worker to deliver (docs/decisions/111). The intake calls it for a lead it forwards; the
 * console calls it when a held lead is released (docs/decisions/114). A channel that already has a row
 * for the lead (a release after "mark as spam" cancelled it) is made due again, unless it was already
 * delivered: sales never get the same lead twice on one channel.
 */
export async function queueLeadNotifications(
  trx: Transaction<Database> | Kysely<Database>,
  lead: { kind: LeadKind; id: number },
  channels: readonly NotificationChannel[],
  at: number,
): Promise<void> {
  if (channels.length === 0) return;
  await trx
    .insertInto("notifications")
    .values(
      channels.map((channel) => ({
        subject_kind: lead.kind,
        subject_id: lead.id,
        channel,
        status: "pending" as const,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(["subject_kind", "subject_id", "channel"])
        .doUpdateSet({ status: "pending", next_attempt_at: at, last_error: null })
        .where("notifications.status", "<>", "sent"),
    )
    .execute();
}

/**
 * What an outbox row of an anonymised lead says instead of being sent: it is parked ('dead') so no
 * worker e-mails the masked lead, and whoever reads the dashboard sees why (docs/decisions/116).
 */
export const NOT_SENT_ANONYMISED = "Not sent: the lead's personal data was erased.";
