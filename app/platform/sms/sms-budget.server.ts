import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The hard ceiling on SMS spend, across every instance (docs/decisions/111-lead-core-concurrency.md):
 * codes per hour and per day in all, and per hour to one number block (the first 6 digits: SMS
 * pumping sends runs of numbers in one operator block). Reaching one blocks the send; it does not
 * only raise an alarm.
 */
export type SmsBudget = { perHour: number; perDay: number; perBlockPerHour: number };
export type SmsBudgetScope = "hour" | "day" | "block";

/** Indian mobile numbers sharing their first 6 digits lie in one block of 10,000. */
export const NUMBER_BLOCK_DIGITS = 6;

/**
 * The codes the ceiling counts: sent in the 24 hours before `at`, except those our provider failed to
 * send (they cost nothing). The sales dashboard counts them the same way.
 */
export function countedCodes(db: Kysely<Database>, at: number) {
  return db
    .selectFrom("otp_challenges")
    .where("created_at", ">", at - DAY)
    .where("status", "!=", "send_failed");
}

/** Of those, how many in the day (`day`) and in the last hour (`hour`). */
export function dayAndHourCounts(at: number) {
  return (eb: ExpressionBuilder<Database, "otp_challenges">) => [
    eb.fn.countAll<number>().as("day"),
    eb.fn
      .sum<number>(
        eb
          .case()
          .when("created_at", ">", at - HOUR)
          .then(1)
          .else(0)
          .end(),
      )
      .as("hour"),
  ];
}

/**
 * Whether one more code may be sent to `phone` now. Call it holding the "sms-budget" lock, in the
 * transaction that records the send: codes are counted from `otp_challenges` (a code our provider
 * failed to send cost nothing and is not counted).
 */
export async function checkSmsBudget(
  trx: Transaction<Database>,
  budget: SmsBudget,
  phone: string,
  at: number,
): Promise<{ ok: true } | { ok: false; scope: SmsBudgetScope; retryAfterMs: number }> {
  const block = phone.slice(0, NUMBER_BLOCK_DIGITS);
  const inBlock = sql<SqlBool>`substr(phone, 1, ${sql.lit(NUMBER_BLOCK_DIGITS)}) = ${block}`;
  const row = await countedCodes(trx, at)
    .select(dayAndHourCounts(at))
    .select((eb) =>
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("created_at", ">", at - HOUR), inBlock]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("block"),
    )
    .executeTakeFirst();
  const counts = { day: Number(row?.day ?? 0), hour: Number(row?.hour ?? 0), block: Number(row?.block ?? 0) };
  const scope: SmsBudgetScope | undefined =
    counts.day >= budget.perDay
      ? "day"
      : counts.hour >= budget.perHour
        ? "hour"
        : counts.block >= budget.perBlockPerHour
          ? "block"
          : undefined;
  if (!scope) return { ok: true };
  // Room comes back when the oldest counted code leaves the window (a fair estimate for Retry-After).
  const windowMs = scope === "day" ? DAY : HOUR;
  let oldest = trx
    .selectFrom("otp_challenges")
    .select((eb) => eb.fn.min("created_at").as("first"))
    .where("created_at", ">", at - windowMs)
    .where("status", "!=", "send_failed");
  if (scope === "block") oldest = oldest.where(inBlock);
  const first = Number((await oldest.executeTakeFirst())?.first ?? at);
  return { ok: false, scope, retryAfterMs: Math.max(1000, first + windowMs - at) };
}
