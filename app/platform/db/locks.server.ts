import { sql, type Transaction } from "kysely";
import { dialectOf } from "./client.server.ts";
import type { Database } from "./schema.ts";

/**
 * Makes a check and the write it guards one step (docs/decisions/111-lead-core-concurrency.md): holds
 * a lock on each key (a phone, an address, a form) until the transaction ends, so a second request
 * for the same key waits for the first one's COMMIT and then counts what it wrote.
 *
 * - PostgreSQL: transaction-scoped advisory locks, taken in sorted order so two requests that share
 *   keys can never wait on each other in a circle. The isolation level must stay READ COMMITTED (the
 *   default): each later statement then sees what the previous holder committed.
 * - SQLite: one process, whose single connection runs one transaction at a time (Kysely queues the
 *   rest), so every transaction already holds every key. It only has to be a writer from its first
 *   statement: another process (`npm run staff`) may write the file, and a transaction that read
 *   first and writes later then fails with SQLITE_BUSY at once (its snapshot is stale), where a
 *   writer waits out busy_timeout. An UPDATE that matches nothing takes the write lock and writes
 *   nothing (docs/decisions/114).
 */
export async function lockKeys(
  trx: Transaction<Database>,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  if (dialectOf(trx) !== "postgres") {
    await sql`update app_settings set value = value where 0`.execute(trx);
    return;
  }
  const unique = [...new Set(keys.filter((key): key is string => Boolean(key)))].sort();
  for (const key of unique) {
    // A 64-bit hash of the key: two keys sharing a hash only wait for each other, never more.
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
