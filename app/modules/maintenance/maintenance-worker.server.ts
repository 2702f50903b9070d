import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { raiseAlert, type AlertDetails } from "#app/platform/alerts/alerts.server.ts";
import type { Logger } from "#app/platform/observability/logger.server.ts";
import { checkOtpHealth, OTP_HEALTH, type OtpHealthAlert } from "#app/modules/otp/otp-health.server.ts";
import {
  anonymiseInactiveLeads,
  DEFAULT_LEAD_RETENTION_MONTHS,
  type LeadRetentionCounts,
} from "#app/modules/privacy/lead-retention.server.ts";
import { periodicTask } from "#app/platform/scheduling/periodic-task.server.ts";
import { runOncePerCluster } from "#app/platform/scheduling/task-runs.server.ts";
import { BACKUP, backUp, type BackupResult } from "./backup.server.ts";
import { purgeExpiredRecords, type PurgeCounts } from "./retention.server.ts";

/**
 * Every instance looks each minute; each task runs once per cluster in its period (task_runs). The
 * SMS-pumping check looks at a sliding hour, so every 5 minutes catches an attack within minutes of
 * it passing the thresholds; the purge removes at most an hour's worth of rows each time. Lead
 * retention counts in months, so a daily run anonymises a lead at most a day after its period ends.
 */
export const MAINTENANCE = {
  tickMs: 60 * 1000,
  otpHealthEveryMs: 5 * 60 * 1000,
  purgeEveryMs: 60 * 60 * 1000,
  leadRetentionEveryMs: 24 * 60 * 60 * 1000,
} as const;

/** The task names in `task_runs`; the health check reads the backup's. */
export const TASKS = {
  otpHealth: "otp-health",
  purge: "retention-purge",
  leadRetention: "lead-retention",
  backup: "sqlite-backup",
} as const;

export type MaintenanceDeps = {
  db: Kysely<Database>;
  logger: Logger;
  now?: () => number;
  tickMs?: number;
  /** The daily SQLite backup (docs/decisions/110); absent on PostgreSQL, which has its own tools. */
  backup?: { copy: (destination: string) => Promise<void>; dir: string } | undefined;
  /** Leads are anonymised this many months after their last activity (LEAD_RETENTION_MONTHS). */
  leadRetentionMonths?: number;
};

export type MaintenancePass = {
  alerts: OtpHealthAlert[] | null;
  purged: PurgeCounts | null;
  anonymised: LeadRetentionCounts | null;
  backedUp: BackupResult | null;
};

/**
 * Periodic housekeeping: the OTP health check (docs/decisions/107), the retention purge (docs/decisions/107),
 * the daily anonymisation of leads past their retention period (docs/decisions/116) and the daily
 * SQLite backup (docs/decisions/110). A failing task is logged as an error, recorded for the health check,
 * and tried again in its next period.
 */
export function createMaintenanceWorker(deps: MaintenanceDeps) {
  const now = deps.now ?? Date.now;
  const once = <T>(task: string, everyMs: number, at: number, run: () => Promise<T>) =>
    runOncePerCluster(deps.db, { task, everyMs, at }, run, (error) =>
      deps.logger.error(`${task} failed`, { error: error instanceof Error ? error.message : String(error) }),
    );

  async function checkHealth(at: number): Promise<OtpHealthAlert[]> {
    const alerts = await checkOtpHealth(deps.db, at);
    for (const alert of alerts) {
      // Counts and the shared 6 digits only: never a whole phone number (docs/decisions/204).
      const details: AlertDetails =
        alert.kind === "low_verified_ratio"
          ? { sent: alert.sent, verified: alert.verified, window_minutes: OTP_HEALTH.windowMs / 60_000 }
          : {
              prefix: `${alert.prefix}${"x".repeat(10 - alert.prefix.length)}`,
              sends: alert.sends,
              window_minutes: OTP_HEALTH.windowMs / 60_000,
            };
      deps.logger.error(
        alert.kind === "low_verified_ratio"
          ? "otp alarm: few codes verified, possible sms pumping"
          : "otp alarm: many codes to one number block, possible sms pumping",
        details,
      );
      await raiseAlert(
        deps.db,
        alert.kind === "low_verified_ratio" ? "otp_low_verified_ratio" : "otp_prefix_burst",
        details,
        at,
      );
    }
    return alerts;
  }

  async function purge(at: number): Promise<PurgeCounts> {
    const purged = await purgeExpiredRecords(deps.db, at);
    deps.logger.info("expired records purged", purged);
    return purged;
  }

  async function anonymiseOldLeads(at: number): Promise<LeadRetentionCounts> {
    const months = deps.leadRetentionMonths ?? DEFAULT_LEAD_RETENTION_MONTHS;
    const anonymised = await anonymiseInactiveLeads(deps.db, { now: at, months });
    deps.logger.info("inactive leads anonymised", { ...anonymised, months });
    return anonymised;
  }

  async function backup(at: number, target: NonNullable<MaintenanceDeps["backup"]>): Promise<BackupResult> {
    const result = await backUp({ copy: target.copy, dir: target.dir, now: at });
    deps.logger.info("database backed up", {
      file: result.file,
      bytes: result.bytes,
      deleted: result.deleted.length,
    });
    return result;
  }

  /** One pass: each task whose period has come, if no other instance has claimed it. */
  async function pass(): Promise<MaintenancePass> {
    const at = now();
    const target = deps.backup;
    return {
      alerts: (await once(TASKS.otpHealth, MAINTENANCE.otpHealthEveryMs, at, () => checkHealth(at))) ?? null,
      purged: (await once(TASKS.purge, MAINTENANCE.purgeEveryMs, at, () => purge(at))) ?? null,
      anonymised:
        (await once(TASKS.leadRetention, MAINTENANCE.leadRetentionEveryMs, at, () =>
          anonymiseOldLeads(at),
        )) ?? null,
      backedUp: target
        ? ((await once(TASKS.backup, BACKUP.everyMs, at, () => backup(at, target))) ?? null)
        : null,
    };
  }

  return periodicTask(pass, {
    everyMs: deps.tickMs ?? MAINTENANCE.tickMs,
    onError: (error) => deps.logger.error("maintenance pass failed", { error: String(error) }),
  });
}

export type MaintenanceWorker = ReturnType<typeof createMaintenanceWorker>;
