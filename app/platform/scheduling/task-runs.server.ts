import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/**
 * Periodic tasks that must run once per cluster, not once per instance (the retention purge, the
 * daily backup, the SMS-pumping check: docs/decisions/111-lead-core-concurrency.md). Each run is
 * claimed with one conditional UPDATE on the task's row: whichever instance's update matches first
 * runs it, the others see that it was claimed within the period. Nothing is held while the task runs,
 * so a crashed runner blocks nobody; the next period runs again.
 */
export async function claimRun(
  db: Kysely<Database>,
  task: string,
  everyMs: number,
  at: number,
): Promise<boolean> {
  await db
    .insertInto("task_runs")
    .values({ task, claimed_at: null, ok_at: null, failed_at: null, last_error: null })
    .onConflict((c) => c.column("task").doNothing())
    .execute();
  const claimed = await db
    .updateTable("task_runs")
    .set({ claimed_at: at })
    .where("task", "=", task)
    .where((eb) => eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<=", at - everyMs)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Runs `run` if this instance claims this period's run of `task`, and records how it ended (the
 * health check reads it). Resolves with the task's result, or undefined when another instance ran it
 * or it failed (the failure is logged by the caller's `onError`).
 */
export async function runOncePerCluster<T>(
  db: Kysely<Database>,
  { task, everyMs, at }: { task: string; everyMs: number; at: number },
  run: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<T | undefined> {
  if (!(await claimRun(db, task, everyMs, at))) return undefined;
  try {
    const result = await run();
    await db.updateTable("task_runs").set({ ok_at: at }).where("task", "=", task).execute();
    return result;
  } catch (error) {
    onError(error);
    await db
      .updateTable("task_runs")
      .set({
        failed_at: at,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
      })
      .where("task", "=", task)
      .execute()
      .catch(() => undefined);
    return undefined;
  }
}

/** True when the task's latest run failed (no success since its last failure). */
export async function lastRunFailed(db: Kysely<Database>, task: string): Promise<boolean> {
  const row = await db
    .selectFrom("task_runs")
    .select(["ok_at", "failed_at"])
    .where("task", "=", task)
    .executeTakeFirst();
  return row?.failed_at != null && Number(row.failed_at) >= Number(row.ok_at ?? 0);
}
