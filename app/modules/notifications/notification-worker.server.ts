import type { Kysely } from "kysely";
import type { Database, NotificationsTable } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/observability/logger.server.ts";
import type { Channel } from "./channels.server.ts";
import { leadMessage } from "./lead-message.server.ts";
import { periodicTask } from "#app/modules/scheduling/periodic-task.server.ts";

/** Checklist DUR-5: full jitter from 1 s up to 1 h; after 20 attempts a row is parked for a human. */
export const RETRY = { baseMs: 1000, capMs: 60 * 60 * 1000, maxAttempts: 20 } as const;

export type WorkerDeps = {
  db: Kysely<Database>;
  channels: Partial<Record<NotificationsTable["channel"], Channel>>;
  logger: Logger;
  now?: () => number;
  random?: () => number;
  pollMs?: number;
  batchSize?: number;
};

export function retryDelay(attempts: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(RETRY.capMs, RETRY.baseMs * 2 ** attempts));
}

/**
 * Delivers the outbox: every due row is tried once per pass; success marks it sent, failure schedules
 * the next try. Rows are never deleted, so an undelivered lead is never lost.
 */
export function createNotificationWorker(deps: WorkerDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;

  async function deliver(row: {
    id: number;
    lead_kind: "enquiry" | "dealer";
    lead_id: number;
    channel: "email" | "webhook";
    attempts: number;
  }) {
    const attempts = Number(row.attempts) + 1;
    try {
      const channel = deps.channels[row.channel];
      if (!channel) throw new Error(`channel ${row.channel} is not configured`);
      const message = await leadMessage(deps.db, row.lead_kind, Number(row.lead_id));
      if (!message) throw new Error("lead not found");
      await channel(message);
      await deps.db
        .updateTable("notifications")
        .set({ status: "sent", attempts, sent_at: now(), last_error: null })
        .where("id", "=", row.id)
        .execute();
      deps.logger.info("lead notification sent", { id: Number(row.id), channel: row.channel, attempts });
      return true;
    } catch (error) {
      const dead = attempts >= RETRY.maxAttempts;
      const reason = (error as Error).message.slice(0, 500);
      await deps.db
        .updateTable("notifications")
        .set({
          status: dead ? "dead" : "pending",
          attempts,
          last_error: reason,
          next_attempt_at: now() + retryDelay(attempts, random),
        })
        .where("id", "=", row.id)
        .execute();
      (dead ? deps.logger.error : deps.logger.warn)(
        dead
          ? "lead notification parked after 20 attempts: needs a person"
          : "lead notification failed, will retry",
        { id: Number(row.id), channel: row.channel, attempts, error: reason },
      );
      return false;
    }
  }

  /** One pass over the due rows; resolves with how many were delivered. */
  async function pass(): Promise<number> {
    const due = await deps.db
      .selectFrom("notifications")
      .select(["id", "lead_kind", "lead_id", "channel", "attempts"])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now())
      .orderBy("next_attempt_at")
      .limit(deps.batchSize ?? 50)
      .execute();
    let delivered = 0;
    // After one failure a channel rests until the next pass, so an SMTP outage costs one
    // connection attempt per pass rather than one per waiting lead.
    const resting = new Set<string>();
    for (const row of due) {
      if (resting.has(row.channel)) continue;
      if (await deliver({ ...row, id: Number(row.id) })) delivered++;
      else resting.add(row.channel);
    }
    return delivered;
  }

  return periodicTask(pass, {
    everyMs: deps.pollMs ?? 2000,
    onError: (error) => deps.logger.error("notification pass failed", { error: String(error) }),
  });
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
