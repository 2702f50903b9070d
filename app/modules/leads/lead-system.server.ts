import { sql } from "kysely";
import type { DatabaseHandle } from "#app/db/client.server.ts";
import { createCommitQueue } from "#app/db/commit-queue.server.ts";
import { createDealerIntake } from "#app/modules/dealers/dealer-intake.server.ts";
import {
  createMaintenanceWorker,
  type MaintenanceWorker,
} from "#app/modules/maintenance/maintenance-worker.server.ts";
import { emailChannel, webhookChannel, type Channel } from "#app/modules/notifications/channels.server.ts";
import {
  createNotificationWorker,
  type NotificationWorker,
} from "#app/modules/notifications/notification-worker.server.ts";
import { consoleLogger, type Logger } from "#app/modules/observability/logger.server.ts";
import { createBotCheck } from "#app/modules/otp/bot-check.server.ts";
import { createOtpService } from "#app/modules/otp/otp.server.ts";
import { createPhoneVerifications } from "#app/modules/otp/phone-verification.server.ts";
import { consoleSmsProvider } from "#app/modules/otp/sms-console.server.ts";
import { msg91SmsProvider } from "#app/modules/otp/sms-msg91.server.ts";
import type { SmsProvider } from "#app/modules/otp/sms-provider.server.ts";
import { loadAppSecret } from "#app/modules/settings/app-secret.server.ts";
import type { LeadServices } from "#app/services.ts";
import { createEnquiryIntake } from "./enquiry-intake.server.ts";
import { createFormTokens } from "./form-token.server.ts";
import type { NotificationChannel } from "./lead-pipeline.server.ts";
import { createQuestionStore } from "./questions.server.ts";
import { createRateLimiter } from "./rate-limiter.server.ts";

/** What the lead system reads from the environment (server/env.ts names them). */
export type LeadConfig = {
  APP_SECRET: string;
  SMS_PROVIDER: "console" | "msg91";
  SMS_OUTBOX_PATH: string;
  SMS_DLT_TEMPLATE_ID: string;
  SMS_SENDER_ID: string;
  SMS_WEBOTP_HOST: string;
  MSG91_AUTH_KEY: string;
  MSG91_TEMPLATE_ID: string;
  MSG91_URL: string;
  SMTP_URL: string;
  MAIL_FROM: string;
  SALES_EMAIL: string;
  LEAD_WEBHOOK_URL: string;
  NOTIFY_POLL_MS: number;
  FORM_MIN_FILL_MS: number;
  LEAD_LIMIT_IP_10MIN: number;
  LEAD_LIMIT_IP_DAY: number;
  LEAD_LIMIT_PHONE_DAY: number;
  OTP_LIMIT_IP_HOUR: number;
  OTP_BOT_CHECK_AFTER_IP_SENDS: number;
  /** Where the daily SQLite backups go (record 110); empty: none. readEnv defaults it beside the database. */
  BACKUP_DIR: string;
};

/**
 * `worker` delivers the notification outbox; `maintenance` runs the OTP health check and the retention
 * purge. Whoever starts one starts (and stops) both: the lead thread.
 */
export type LeadSystem = {
  services: LeadServices;
  worker: NotificationWorker;
  maintenance: MaintenanceWorker;
};

/**
 * Wires the lead system: signing secret, question store, form tokens, rate limits, intake for both
 * forms, OTP with its SMS provider, the notification worker and the maintenance worker (both started
 * by the lead thread).
 */
export async function createLeadSystem({
  database,
  config,
  now = Date.now,
  logger = consoleLogger,
  sms,
  random,
}: {
  database: DatabaseHandle;
  config: LeadConfig;
  now?: () => number;
  logger?: Logger;
  /** Replaces the configured SMS provider (tests). */
  sms?: SmsProvider;
  random?: () => number;
}): Promise<LeadSystem> {
  const { db } = database;
  if (database.dialect === "postgres") await assertDurablePostgres(database, logger);
  const secret = await loadAppSecret(db, config.APP_SECRET);
  const questions = createQuestionStore(db, now);
  const formTokens = createFormTokens({ secret, now, minFillMs: config.FORM_MIN_FILL_MS });
  const botCheck = createBotCheck({ secret, now });
  const ipLimiter = createRateLimiter(
    [
      { windowMs: 10 * 60 * 1000, max: config.LEAD_LIMIT_IP_10MIN },
      { windowMs: 24 * 60 * 60 * 1000, max: config.LEAD_LIMIT_IP_DAY },
    ],
    now,
  );
  const channels: NotificationChannel[] = config.LEAD_WEBHOOK_URL ? ["email", "webhook"] : ["email"];
  const pipeline = {
    db,
    commit: createCommitQueue(db),
    now,
    formTokens,
    ipLimiter,
    phoneLimitPerDay: config.LEAD_LIMIT_PHONE_DAY,
    channels,
    logger,
  };
  const verifications = createPhoneVerifications({ secret, now });
  const smsProvider =
    sms ??
    (config.SMS_PROVIDER === "msg91"
      ? msg91SmsProvider(
          {
            url: config.MSG91_URL,
            authKey: config.MSG91_AUTH_KEY,
            templateId: config.MSG91_TEMPLATE_ID,
            dltTemplateId: config.SMS_DLT_TEMPLATE_ID,
            senderId: config.SMS_SENDER_ID,
          },
          logger,
        )
      : consoleSmsProvider({ outboxPath: config.SMS_OUTBOX_PATH, logger }));
  const otp = createOtpService({
    db,
    now,
    secret,
    sms: smsProvider,
    verifications,
    logger,
    templateId: config.SMS_DLT_TEMPLATE_ID,
    webOtpHost: config.SMS_WEBOTP_HOST,
    sendsPerIpPerHour: config.OTP_LIMIT_IP_HOUR,
    botCheck,
    botCheckAfterIpSends: config.OTP_BOT_CHECK_AFTER_IP_SENDS,
  });

  const deliveryChannels: Partial<Record<NotificationChannel, Channel>> = {
    email: emailChannel({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, to: config.SALES_EMAIL }),
    ...(config.LEAD_WEBHOOK_URL ? { webhook: webhookChannel(config.LEAD_WEBHOOK_URL) } : {}),
  };
  const worker = createNotificationWorker({
    db,
    channels: deliveryChannels,
    logger,
    now,
    random,
    pollMs: config.NOTIFY_POLL_MS,
  });
  const maintenance = createMaintenanceWorker({
    db,
    logger,
    now,
    backup:
      database.copyTo && config.BACKUP_DIR ? { copy: database.copyTo, dir: config.BACKUP_DIR } : undefined,
  });

  return {
    worker,
    maintenance,
    services: {
      forms: { issueToken: () => formTokens.issue(), issueBotChallenge: () => botCheck.issue() },
      leads: {
        enquiryQuestions: questions.enquiryStages,
        submitEnquiry: createEnquiryIntake(pipeline, questions),
      },
      dealers: {
        requirementInputs: questions.dealerInputs,
        submitApplication: createDealerIntake(pipeline, questions, verifications),
      },
      otp: { send: otp.send, verify: otp.verify },
    },
  };
}

/** Checklist DUR-3: a lead acknowledged by PostgreSQL must be on disk; refuse to start otherwise. */
async function assertDurablePostgres(database: DatabaseHandle, logger: Logger) {
  for (const setting of ["fsync", "synchronous_commit", "full_page_writes"]) {
    const { rows } = await sql<Record<string, string>>`select current_setting(${setting}) as value`.execute(
      database.db,
    );
    const value = rows[0]?.value;
    if (value === "off") {
      logger.error("postgresql is not durable", { setting, value });
      throw new Error(`PostgreSQL ${setting}=off would lose acknowledged leads; turn it on`);
    }
  }
}
