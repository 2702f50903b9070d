import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema.ts";

// Compiled once: every lead runs two or three of these.
const SAVEPOINT = CompiledQuery.raw("savepoint unit");
const RELEASE = CompiledQuery.raw("release savepoint unit");
const ROLLBACK = CompiledQuery.raw("rollback to savepoint unit");

type Work<T> = (trx: Transaction<Database>) => Promise<T>;
type Entry = { work: Work<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Group commit: units of work that arrive together share one transaction, so one fsync acknowledges
 * many leads (SQLite with synchronous=FULL pays a disk flush per commit). Each unit runs in its own
 * savepoint, so one failing unit is rolled back alone; every promise settles only after the shared
 * COMMIT has returned, so an acknowledged lead is always on disk (checklist DUR-1).
 */
export function createCommitQueue(db: Kysely<Database>, { maxBatch = 64 }: { maxBatch?: number } = {}) {
  const queue: Entry[] = [];
  let flushing = false;

  async function flush() {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      const settled: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
      try {
        await db.transaction().execute(async (trx) => {
          for (const entry of batch) {
            await trx.executeQuery(SAVEPOINT);
            try {
              const value = await entry.work(trx);
              await trx.executeQuery(RELEASE);
              settled.push({ ok: true, value });
            } catch (error) {
              await trx.executeQuery(ROLLBACK);
              await trx.executeQuery(RELEASE);
              settled.push({ ok: false, error });
            }
          }
        });
        batch.forEach((entry, i) => {
          const result = settled[i];
          if (result?.ok) entry.resolve(result.value);
          else entry.reject(result?.error);
        });
      } catch (error) {
        // The COMMIT (or the database) failed: nothing of this batch is stored, and every caller hears so.
        for (const entry of batch) entry.reject(error);
      }
    }
    flushing = false;
  }

  return {
    /** Runs `work` in the next shared transaction; resolves after that transaction has committed. */
    run<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!flushing) {
          flushing = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}

export type CommitQueue = ReturnType<typeof createCommitQueue>;
