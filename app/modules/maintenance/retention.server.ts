import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long the lead system's working records are kept (docs/decisions/107: keep no more than the purpose
 * needs). Leads (the `leads` table) and the notification outbox are never purged here:
 * they follow the lead retention schedule, not this one.
 */
export const RETENTION = {
  /**
   * Hits of the per-address limits: the longest window is a day (leads per address per day). They
   * hold addresses, so they go as soon as no limit reads them. (Form tokens need nothing here: the
   * key that replays a form lives on its lead, as long as the lead: docs/decisions/103.)
   */
  rateEventsMs: DAY,
  /** OTP challenges: the send limits look back 24 h; a month leaves time to investigate abuse. */
  otpChallengesMs: 30 * DAY,
  /** Spent or expired phone verification tokens (they live 30 minutes): a week for support questions. */
  phoneVerificationsMs: 7 * DAY,
} as const;

export type PurgeCounts = {
  rateEvents: number;
  otpChallenges: number;
  phoneVerifications: number;
  botChecks: number;
};

/** Deletes the records older than their retention; resolves with how many of each went. */
export async function purgeExpiredRecords(db: Kysely<Database>, now: number): Promise<PurgeCounts> {
  const rateEvents = await db
    .deleteFrom("rate_events")
    .where("at", "<", now - RETENTION.rateEventsMs)
    .executeTakeFirst();
  const challenges = await db
    .deleteFrom("otp_challenges")
    .where("created_at", "<", now - RETENTION.otpChallengesMs)
    .executeTakeFirst();
  const verifications = await db
    .deleteFrom("phone_verifications")
    .where("created_at", "<", now - RETENTION.phoneVerificationsMs)
    // Only rows that can no longer be used; with a 30-minute life that is all of them, but a token
    // still live must never vanish under a visitor.
    .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", now)]))
    .executeTakeFirst();
  // A spent bot-check challenge only has to outlive the challenge itself (it can no longer be posted).
  const botChecks = await db.deleteFrom("bot_checks_spent").where("expires_at", "<=", now).executeTakeFirst();
  return {
    rateEvents: Number(rateEvents.numDeletedRows),
    otpChallenges: Number(challenges.numDeletedRows),
    phoneVerifications: Number(verifications.numDeletedRows),
    botChecks: Number(botChecks.numDeletedRows),
  };
}
