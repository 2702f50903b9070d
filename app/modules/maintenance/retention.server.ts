import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long the lead system's working records are kept (checklist DP-4: keep no more than the purpose
 * needs). Leads (enquiries, dealer_applications) and the notification outbox are never purged here:
 * they follow the lead retention schedule, not this one.
 */
export const RETENTION = {
  /**
   * Replayable answers per form token. A token is accepted for FORM_TOKEN_MAX_AGE_MS (24 h, in
   * leads/form-token.server.ts) and DUR-4 asks for at least that (a test holds it). A repeat of a form
   * is answered from here even after its token expired, so a week leaves a wide margin for late
   * resubmits (after it, a repeat is refused with 409 and the stored lead stays as it was).
   */
  idempotencyKeysMs: 7 * DAY,
  /** OTP challenges: the send limits look back 24 h; a month leaves time to investigate abuse. */
  otpChallengesMs: 30 * DAY,
  /** Spent or expired phone verification tokens (they live 30 minutes): a week for support questions. */
  phoneVerificationsMs: 7 * DAY,
} as const;

export type PurgeCounts = {
  idempotencyKeys: number;
  otpChallenges: number;
  phoneVerifications: number;
  botChecks: number;
};

/** Deletes the records older than their retention; resolves with how many of each went. */
export async function purgeExpiredRecords(db: Kysely<Database>, now: number): Promise<PurgeCounts> {
  const keys = await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", now - RETENTION.idempotencyKeysMs)
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
    idempotencyKeys: Number(keys.numDeletedRows),
    otpChallenges: Number(challenges.numDeletedRows),
    phoneVerifications: Number(verifications.numDeletedRows),
    botChecks: Number(botChecks.numDeletedRows),
  };
}
