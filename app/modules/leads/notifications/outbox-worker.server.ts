import type { Kysely } from "kysely";
import { dialectOf } from "#app/platform/db/client.server.ts";
import type { Database, NotificationsTable } from "#app/platform/db/schema.ts";
import type { Logger } from "#app/platform/observability/logger.server.ts";
import { periodicTask } from "#app/platform/scheduling/periodic-task.server.ts";
import type { Channel } from "./channels.server.ts";
import { leadMessage } from "./lead-message.server.ts";

/** Full jitter from 1 s up to 1 h; after 20 attempts a row is parked for a human (docs/decisions/103). */
export const RETRY = { baseMs: 1000, capMs: 60 * 60 * 1000, maxAttempts: 20 } as const;

/**
 * How long a claimed row belongs to the instance that claimed it. Longer than any one delivery (the
 * SMTP timeouts add up to 40 s); if that instance dies, the row is due again when the lease ends.
 */
export const DEFAULT_LEASE_MS = 120_000;

type Channels = Partial<Record<NotificationsTable["channel"], Channel>>;

export type WorkerDeps = {
  db: Kysely<Database>;
  channels: Channels;
  logger: Logger;
  now?: () => number;
  random?: () => number;
  pollMs?: number;
  leaseMs?: number;
};

export function retryDelay(attempts: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(RETRY.capMs, RETRY.baseMs * 2 ** attempts));
}

type Claimed = Pick<NotificationsTable, "subject_kind" | "channel"> & {
  id: number;
  subject_id: number;
  attempts: number;
};

/**
 * Takes the next due outbox row for this instance: a row is due when pending and its time has come.
 * Claiming it moves its time to the end of a lease and counts the attempt, in one statement, so no
 * two instances deliver the same row at once (PostgreSQL: FOR UPDATE SKIP LOCKED lets them claim
 * different rows side by side; SQLite: one process, and the update is atomic).
 */
export async function claimNext(
  db: Kysely<Database>,
  { at, leaseMs, skipChannels = [] }: { at: number; leaseMs: number; skipChannels?: readonly string[] },
): Promise<Claimed | undefined> {
  let due = db
    .selectFrom("notifications")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1);
  if (skipChannels.length > 0)
    due = due.where("channel", "not in", skipChannels as NotificationsTable["channel"][]);
  if (dialectOf(db) === "postgres") due = due.forUpdate().skipLocked();
  const row = await db
    .updateTable("notifications")
    .set((eb) => ({ next_attempt_at: at + leaseMs, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", due)
    // SQLite cannot lock a row for the subquery; the update's own condition keeps the claim exclusive.
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .returning(["id", "subject_kind", "subject_id", "channel", "attempts"])
    .executeTakeFirst();
  return row
    ? { ...row, id: Number(row.id), subject_id: Number(row.subject_id), attempts: Number(row.attempts) }
    : undefined;
}

/**
 * Delivers the outbox, on every instance at once: each claims one due row at a time under a lease,
 * delivers it, then marks it sent or schedules its next try. Rows are never deleted, so an
 * undelivered lead is never lost. A row whose instance died mid-delivery is delivered again after the
 * lease; the e-mail keeps its Message-ID and the webhook its Idempotency-Key, so the receiver can drop
 * the repeat (docs/decisions/103).
 */
export function createNotificationWorker(deps: WorkerDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;

  async function deliver(row: Claimed): Promise<boolean> {
    try {
      const channel = deps.channels[row.channel];
      if (!channel) throw new Error(`channel ${row.channel} is not configured`);
      const message = await leadMessage(deps.db, row.subject_kind, row.subject_id);
      if (!message) throw new Error(`${row.subject_kind} not found`);
      await channel(message);
      await deps.db
        .updateTable("notifications")
        .set({ status: "sent", sent_at: now(), last_error: null })
        .where("id", "=", row.id)
        .execute();
      deps.logger.info("notification sent", { id: row.id, channel: row.channel, attempts: row.attempts });
      return true;
    } catch (error) {
      const dead = row.attempts >= RETRY.maxAttempts;
      const reason = (error as Error).message.slice(0, 500);
      await deps.db
        .updateTable("notifications")
        .set({
          status: dead ? "dead" : "pending",
          last_error: reason,
          next_attempt_at: now() + retryDelay(row.attempts, random),
        })
        .where("id", "=", row.id)
        // An erasure may have parked the row while it was being tried: leave it parked.
        .where("status", "=", "pending")
        .execute();
      (dead ? deps.logger.error : deps.logger.warn)(
        dead ? "notification parked after 20 attempts: needs a person" : "notification failed, will retry",
        { id: row.id, channel: row.channel, attempts: row.attempts, error: reason },
      );
      return false;
    }
  }

  /** One pass over the due rows; resolves with how many were delivered. */
  async function pass(): Promise<number> {
    let delivered = 0;
    // After one failure a channel rests until the next pass, so an SMTP outage costs one
    // connection attempt per pass rather than one per waiting lead.
    const resting: string[] = [];
    for (;;) {
      const row = await claimNext(deps.db, { at: now(), leaseMs, skipChannels: resting });
      if (!row) return delivered;
      if (await deliver(row)) delivered++;
      else resting.push(row.channel);
    }
  }

  return periodicTask(pass, {
    everyMs: deps.pollMs ?? 2000,
    onError: (error) => deps.logger.error("notification pass failed", { error: String(error) }),
  });
}

export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
