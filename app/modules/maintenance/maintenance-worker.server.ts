import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Logger } from "#app/modules/observability/logger.server.ts";
import { checkOtpHealth, OTP_HEALTH, type OtpHealthAlert } from "#app/modules/otp/otp-health.server.ts";
import { periodicTask } from "#app/modules/scheduling/periodic-task.server.ts";
import { BACKUP, backUp, listBackups, type BackupResult } from "./backup.server.ts";
import { purgeExpiredRecords, type PurgeCounts } from "./retention.server.ts";

/**
 * The SMS-pumping alarm looks at a sliding hour, so every 5 minutes catches an attack within minutes
 * of it passing the thresholds; the purge removes at most an hour's worth of rows each time.
 */
export const MAINTENANCE = { healthEveryMs: 5 * 60 * 1000, purgeEveryMs: 60 * 60 * 1000 } as const;

export type MaintenanceDeps = {
  db: Kysely<Database>;
  logger: Logger;
  now?: () => number;
  healthEveryMs?: number;
  purgeEveryMs?: number;
  /** The daily SQLite backup (checklist DUR-7); absent on PostgreSQL, which has its own tools. */
  backup?: { copy: (destination: string) => Promise<void>; dir: string } | undefined;
};

export type MaintenancePass = {
  alerts: OtpHealthAlert[];
  purged: PurgeCounts | null;
  backedUp: BackupResult | null;
};

/**
 * The lead thread's periodic housekeeping, started and stopped with the notification worker: the OTP
 * health check (checklist OTP-13), the retention purge (DP-4) and the daily backup (DUR-7). A failing
 * step is logged as an error and tried again on the next pass.
 */
export function createMaintenanceWorker(deps: MaintenanceDeps) {
  const now = deps.now ?? Date.now;
  const healthEveryMs = deps.healthEveryMs ?? MAINTENANCE.healthEveryMs;
  const purgeEveryMs = deps.purgeEveryMs ?? MAINTENANCE.purgeEveryMs;
  let lastPurgeAt: number | undefined;

  async function checkHealth(at: number): Promise<OtpHealthAlert[]> {
    try {
      const alerts = await checkOtpHealth(deps.db, at);
      for (const alert of alerts) {
        // Counts and the shared 6 digits only: never a whole phone number (checklist DP-6).
        if (alert.kind === "low_verified_ratio") {
          deps.logger.error("otp alarm: few codes verified, possible sms pumping", {
            sent: alert.sent,
            verified: alert.verified,
            window_minutes: OTP_HEALTH.windowMs / 60_000,
          });
        } else {
          deps.logger.error("otp alarm: many codes to one number block, possible sms pumping", {
            prefix: `${alert.prefix}${"x".repeat(10 - alert.prefix.length)}`,
            sends: alert.sends,
            window_minutes: OTP_HEALTH.windowMs / 60_000,
          });
        }
      }
      return alerts;
    } catch (error) {
      deps.logger.error("otp health check failed", { error: String(error) });
      return [];
    }
  }

  async function purge(at: number): Promise<PurgeCounts | null> {
    if (lastPurgeAt !== undefined && at - lastPurgeAt < purgeEveryMs) return null;
    try {
      const purged = await purgeExpiredRecords(deps.db, at);
      lastPurgeAt = at;
      deps.logger.info("expired records purged", purged);
      return purged;
    } catch (error) {
      deps.logger.error("retention purge failed", { error: String(error) });
      return null;
    }
  }

  /** A backup when the newest one in the folder is a day old (so a restart does not add one). */
  async function backup(at: number): Promise<BackupResult | null> {
    const target = deps.backup;
    if (!target) return null;
    const newest = listBackups(target.dir).at(-1);
    if (newest && at - newest.at < BACKUP.everyMs) return null;
    try {
      const result = await backUp({ copy: target.copy, dir: target.dir, now: at });
      deps.logger.info("database backed up", {
        file: result.file,
        bytes: result.bytes,
        deleted: result.deleted.length,
      });
      return result;
    } catch (error) {
      deps.logger.error("database backup failed", { error: String(error) });
      return null;
    }
  }

  /** One pass: the health check always; the purge hourly; the backup daily. */
  async function pass(): Promise<MaintenancePass> {
    const at = now();
    return { alerts: await checkHealth(at), purged: await purge(at), backedUp: await backup(at) };
  }

  return periodicTask(pass, {
    everyMs: healthEveryMs,
    onError: (error) => deps.logger.error("maintenance pass failed", { error: String(error) }),
  });
}

export type MaintenanceWorker = ReturnType<typeof createMaintenanceWorker>;
