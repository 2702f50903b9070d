import { createLeadSystem, type LeadConfig, type SystemInputs } from "./lead-system.server.ts";
import type { NotificationWorker } from "./modules/leads/notifications/outbox-worker.server.ts";
import type { MaintenanceWorker } from "./modules/maintenance/maintenance-worker.server.ts";
import { createRateLimit } from "./platform/limits/rate-window.server.ts";
import { smtpSender } from "./platform/mail/smtp.server.ts";
import { createHealthCheck } from "./modules/maintenance/health.server.ts";
import { consoleLogger } from "./platform/observability/logger.server.ts";
import { loadAppSecret } from "./platform/settings/app-secret.server.ts";
import { recordContactClick } from "./modules/contact-clicks/record-click.server.ts";
import { createStaffSystem } from "./modules/staff/staff-system.server.ts";
import type { Services } from "./services.ts";

const TEN_MINUTES = 10 * 60 * 1000;

/** Everything the services read from the environment (server/env.ts says what each one is). */
export type AppConfig = LeadConfig & {
  PUBLIC_ORIGIN: string;
  STAFF_SESSION_IDLE_MINUTES: number;
  STAFF_SESSION_MAX_HOURS: number;
  STAFF_SIGN_IN_ATTEMPTS_PER_10MIN: number;
  STAFF_LINK_REQUESTS_PER_10MIN: number;
  DB_MIN_FREE_BYTES: number;
};

export type App = {
  services: Services;
  /** Delivers the outbox; every instance runs one. */
  worker: NotificationWorker;
  /** The periodic tasks, each claimed once per cluster. */
  maintenance: MaintenanceWorker;
};

/**
 * Builds what the server hands every request: the lead system, the sales console's staff system, the
 * health check and the database-backed rate limit, all on one open database (server/start.ts; the
 * tests build the same with their own clock and SMS provider).
 */
export async function createAppServices(inputs: SystemInputs<AppConfig>): Promise<App> {
  const { database, config, now = Date.now, logger = consoleLogger } = inputs;
  const leads = await createLeadSystem({ ...inputs, now, logger });
  const secret = await loadAppSecret(database.db, config.APP_SECRET);
  const staff = createStaffSystem({
    db: database.db,
    secret,
    now,
    sendMail: smtpSender({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    logger,
    config: {
      publicOrigin: config.PUBLIC_ORIGIN,
      sessionTimes: {
        idleMs: config.STAFF_SESSION_IDLE_MINUTES * 60 * 1000,
        maxAgeMs: config.STAFF_SESSION_MAX_HOURS * 60 * 60 * 1000,
      },
      limits: {
        attemptsPerAddress: { ms: TEN_MINUTES, max: config.STAFF_SIGN_IN_ATTEMPTS_PER_10MIN },
        passkeyOptionsPerAddress: { ms: TEN_MINUTES, max: 2 * config.STAFF_SIGN_IN_ATTEMPTS_PER_10MIN },
        linksPerAddress: { ms: TEN_MINUTES, max: config.STAFF_LINK_REQUESTS_PER_10MIN },
      },
    },
  });
  return {
    services: {
      ...leads.services,
      staff,
      db: database.db,
      now,
      logger,
      smsBudget: {
        perHour: config.SMS_BUDGET_HOUR,
        perDay: config.SMS_BUDGET_DAY,
        perBlockPerHour: config.SMS_BUDGET_BLOCK_HOUR,
      },
      checkHealth: createHealthCheck({ database, minFreeBytes: config.DB_MIN_FREE_BYTES }),
      rateLimit: createRateLimit(database.db, now),
      contactClicks: {
        record: (click, clientIp) => recordContactClick(database.db, { click, clientIp, secret, at: now() }),
      },
    },
    worker: leads.worker,
    maintenance: leads.maintenance,
  };
}
