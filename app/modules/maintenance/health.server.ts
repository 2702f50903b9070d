import fs from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";
import { TASKS } from "#app/modules/maintenance/maintenance-worker.server.ts";
import { lastRunFailed } from "#app/platform/scheduling/task-runs.server.ts";

/**
 * What `/api/health` checks, for a load balancer to stop sending visitors to an instance that could
 * not store their leads (docs/decisions/111): the database takes a write, the SQLite file's disk has
 * room for more, and the last daily backup did not fail. Each failed check says why.
 */
/** What the health check answers: each check "ok" or what went wrong. */
export type HealthReport = { ok: boolean; checks: Record<string, "ok" | string> };

export function createHealthCheck({
  database,
  minFreeBytes,
  now = Date.now,
}: {
  database: DatabaseHandle;
  minFreeBytes: number;
  now?: () => number;
}): () => Promise<HealthReport> {
  return async () => {
    const checks: HealthReport["checks"] = {
      database: await probeWrite(database, now()),
      ...(database.file ? { disk: await freeSpace(database.file, minFreeBytes) } : {}),
      backup: await lastBackup(database),
    };
    return { ok: Object.values(checks).every((check) => check === "ok"), checks };
  };
}

/** A real write, as a lead would make: reading alone says nothing about a read-only or failing disk. */
async function probeWrite({ db }: DatabaseHandle, at: number): Promise<string> {
  try {
    await db
      .insertInto("app_settings")
      .values({ key: "health_probe", value: String(at) })
      .onConflict((c) => c.column("key").doUpdateSet({ value: String(at) }))
      .execute();
    return "ok";
  } catch (error) {
    return `write failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** SQLite writes into the WAL beside the file: with too little room left, leads soon fail to store. */
async function freeSpace(file: string, minFreeBytes: number): Promise<string> {
  try {
    const stats = await fs.promises.statfs(path.dirname(file));
    const free = stats.bavail * stats.bsize;
    return free >= minFreeBytes ? "ok" : `low: ${free} bytes free, ${minFreeBytes} needed`;
  } catch (error) {
    return `unknown: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function lastBackup({ db }: DatabaseHandle): Promise<string> {
  try {
    return (await lastRunFailed(db, TASKS.backup)) ? "the last backup failed" : "ok";
  } catch (error) {
    return `unknown: ${error instanceof Error ? error.message : String(error)}`;
  }
}
