import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

const HOUR = 60 * 60 * 1000;

/** What sales are told when something needs a person (docs/decisions/111), one e-mail per kind an hour. */
export const ALERTS = {
  sms_budget_hour: {
    subject: "SMS ceiling reached: no more OTP codes this hour",
    text: "The website has sent as many OTP codes this hour as the SMS budget allows (SMS_BUDGET_HOUR). Further dealer applicants are asked to submit without a code; their applications arrive marked 'phone not verified'. If this is real demand, raise the budget; if not, someone may be pumping SMS.",
  },
  sms_budget_day: {
    subject: "SMS ceiling reached: no more OTP codes today",
    text: "The website has sent as many OTP codes today as the SMS budget allows (SMS_BUDGET_DAY). Further dealer applicants are asked to submit without a code; their applications arrive marked 'phone not verified'.",
  },
  sms_budget_block: {
    subject: "SMS ceiling reached for one number block",
    text: "Many OTP codes went to numbers sharing their first 6 digits this hour (SMS_BUDGET_BLOCK_HOUR), a sign of SMS pumping. Codes to that block are paused for the hour; applicants there can still submit unverified.",
  },
  otp_low_verified_ratio: {
    subject: "Possible SMS pumping: few OTP codes are being verified",
    text: "Fewer than half of the OTP codes sent in the last hour were verified.",
  },
  otp_prefix_burst: {
    subject: "Possible SMS pumping: many codes to one number block",
    text: "More codes than usual went to numbers sharing their first 6 digits in the last hour.",
  },
} as const satisfies Record<string, { subject: string; text: string }>;

export type AlertKind = keyof typeof ALERTS;
/** Counts and the shared digits of a number block only: never a whole phone number (docs/decisions/204). */
export type AlertDetails = Record<string, string | number>;

/**
 * Records an alert and queues its e-mail, at most once per kind in each clock hour whichever instance
 * raises it. Resolves true when this call raised it.
 */
export async function raiseAlert(
  db: Kysely<Database> | Transaction<Database>,
  kind: AlertKind,
  details: AlertDetails,
  at: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto("alerts")
    .values({
      kind,
      period_start: Math.floor(at / HOUR) * HOUR,
      details_json: JSON.stringify(details),
      created_at: at,
    })
    .onConflict((c) => c.columns(["kind", "period_start"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .insertInto("notifications")
    .values({
      subject_kind: "alert",
      subject_id: Number(inserted.id),
      channel: "email",
      status: "pending",
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
  return true;
}
