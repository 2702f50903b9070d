import { sql, type Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/**
 * Signs of SMS pumping (docs/decisions/107; fraudsters trigger codes to premium or partner numbers and
 * take a share of the SMS fee). Real visitors verify most codes they ask for, and their numbers are
 * spread over many ranges; pumped traffic verifies almost none and comes in runs of one range.
 */
export const OTP_HEALTH = {
  windowMs: 60 * 60 * 1000,
  /** Below this many sends an hour the ratio says little: a few visitors who closed the tab. */
  minSendsForRatio: 20,
  /** Verified / sent below this over the window raises the alarm. */
  minVerifiedRatio: 0.5,
  /** Indian mobile numbers sharing their first 6 digits lie in one block of 10,000. */
  prefixDigits: 6,
  /** More sends than this to one block in the window raises the alarm. */
  maxSendsPerPrefix: 10,
} as const;

export type OtpHealthAlert =
  | { kind: "low_verified_ratio"; sent: number; verified: number }
  /** `prefix` is the 6 shared digits only: no whole phone number ever leaves this function. */
  | { kind: "prefix_burst"; prefix: string; sends: number };

/** The alarms for the hour before `now`; an empty list means nothing looks wrong. */
export async function checkOtpHealth(db: Kysely<Database>, now: number): Promise<OtpHealthAlert[]> {
  const since = now - OTP_HEALTH.windowMs;
  const alerts: OtpHealthAlert[] = [];

  // A code counts as verified when its challenge was spent by a successful verify ("used").
  const totals = await db
    .selectFrom("otp_challenges")
    .select((eb) => [
      eb.fn.countAll().as("sent"),
      eb.fn.sum(eb.case().when("status", "=", "used").then(1).else(0).end()).as("verified"),
    ])
    .where("created_at", ">", since)
    .where("created_at", "<=", now)
    // A code our provider failed to send never reached anyone: an outage is not SMS pumping.
    .where("status", "!=", "send_failed")
    .executeTakeFirst();
  const sent = Number(totals?.sent ?? 0);
  const verified = Number(totals?.verified ?? 0);
  if (sent >= OTP_HEALTH.minSendsForRatio && verified < sent * OTP_HEALTH.minVerifiedRatio) {
    alerts.push({ kind: "low_verified_ratio", sent, verified });
  }

  const prefix = sql<string>`substr(phone, 1, ${sql.lit(OTP_HEALTH.prefixDigits)})`;
  const bursts = await db
    .selectFrom("otp_challenges")
    .select((eb) => [prefix.as("prefix"), eb.fn.countAll().as("sends")])
    .where("created_at", ">", since)
    .where("created_at", "<=", now)
    .groupBy(prefix)
    .having((eb) => eb(eb.fn.countAll(), ">", OTP_HEALTH.maxSendsPerPrefix))
    .orderBy("prefix")
    .execute();
  for (const row of bursts) {
    alerts.push({ kind: "prefix_burst", prefix: String(row.prefix), sends: Number(row.sends) });
  }
  return alerts;
}
