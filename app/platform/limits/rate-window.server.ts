import type { Kysely, Transaction } from "kysely";
import { lockKeys } from "#app/platform/db/locks.server.ts";
import type { Database } from "#app/platform/db/schema.ts";

/**
 * Sliding-window counts kept in the database (`rate_events`), so every instance counts the same hits
 * (docs/decisions/111-lead-core-concurrency.md). Callers hold the bucket's lock (`lockKeys`) for the
 * whole transaction: the count and the hit it allows are then one step, even under concurrency.
 */
export type RateWindow = { ms: number; max: number };
export type HitDecision = { ok: true } | { ok: false; retryAfterMs: number };

type Trx = Transaction<Database>;

/** How many hits `bucket` had within each of `windowsMs` before `at`, in the same order. */
export async function countHits(
  trx: Trx,
  bucket: string,
  windowsMs: readonly number[],
  at: number,
): Promise<number[]> {
  const longest = Math.max(...windowsMs);
  const row = await trx
    .selectFrom("rate_events")
    .select((eb) =>
      windowsMs.map((ms, i) =>
        eb.fn
          .sum<number>(
            eb
              .case()
              .when("at", ">", at - ms)
              .then(1)
              .else(0)
              .end(),
          )
          .as(`w${i}`),
      ),
    )
    .where("bucket", "=", bucket)
    .where("at", ">", at - longest)
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, unknown>;
  return windowsMs.map((_, i) => Number(counts[`w${i}`] ?? 0));
}

export async function recordHit(trx: Trx, bucket: string, at: number): Promise<void> {
  await trx.insertInto("rate_events").values({ bucket, at }).execute();
}

/**
 * Records a hit when every window has room; otherwise records nothing and says how long until the
 * fullest window has room again.
 */
export async function takeHit(
  trx: Trx,
  bucket: string,
  windows: readonly RateWindow[],
  at: number,
): Promise<HitDecision> {
  const counts = await countHits(
    trx,
    bucket,
    windows.map((w) => w.ms),
    at,
  );
  let retryAfterMs = 0;
  for (const [i, w] of windows.entries()) {
    if ((counts[i] ?? 0) < w.max) continue;
    // The window has room again when its max-th newest hit leaves it.
    const edge = await trx
      .selectFrom("rate_events")
      .select("at")
      .where("bucket", "=", bucket)
      .where("at", ">", at - w.ms)
      .orderBy("at", "desc")
      .limit(1)
      .offset(w.max - 1)
      .executeTakeFirst();
    retryAfterMs = Math.max(retryAfterMs, Number(edge?.at ?? at) + w.ms - at, 1);
  }
  if (retryAfterMs > 0) return { ok: false, retryAfterMs };
  await recordHit(trx, bucket, at);
  return { ok: true };
}

/**
 * A limit checked and counted in its own transaction, for requests that have nothing else to write
 * (CSP reports, code checks from the API): resolves whether this hit was allowed.
 */
export function createRateLimit(db: Kysely<Database>, now: () => number = Date.now) {
  return (bucket: string, windows: readonly RateWindow[]): Promise<HitDecision> =>
    db.transaction().execute(async (trx) => {
      await lockKeys(trx, [bucket]);
      return takeHit(trx, bucket, windows, now());
    });
}

export type RateLimit = ReturnType<typeof createRateLimit>;
