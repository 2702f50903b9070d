import { sql } from "kysely";
import { leadRetention } from "#app/content/legal/privacy-policy.ts";
import type { DatabaseHandle } from "#app/platform/db/client.server.ts";
import { createDealerIntake } from "#app/modules/dealers/dealer-intake.server.ts";
import {
  createMaintenanceWorker,
  type MaintenanceWorker,
} from "#app/modules/maintenance/maintenance-worker.server.ts";
import { consoleLogger, type Logger } from "#app/platform/observability/logger.server.ts";
import { createBotCheck } from "#app/platform/bot-check/bot-check.server.ts";
import { createOtpService } from "#app/modules/otp/otp.server.ts";
import { createPhoneVerifications } from "#app/modules/otp/phone-verification.server.ts";
import { consoleSmsProvider } from "#app/platform/sms/sms-console.server.ts";
import { msg91SmsProvider } from "#app/platform/sms/sms-msg91.server.ts";
import type { SmsProvider } from "#app/platform/sms/sms-provider.server.ts";
import { loadAppSecret } from "#app/platform/settings/app-secret.server.ts";
import type { LeadServices } from "#app/services.ts";
import { createCallbackIntake } from "#app/modules/leads/intake/callback-intake.server.ts";
import { createEnquiryIntake } from "#app/modules/leads/intake/enquiry-intake.server.ts";
import { createFormTokens } from "#app/modules/leads/intake/form-token.server.ts";
import { createQuestionStore } from "#app/modules/leads/intake/questions.server.ts";
import type { IntakeDeps, NotificationChannel } from "#app/modules/leads/intake/store-lead.server.ts";
import {
  emailChannel,
  webhookChannel,
  type Channel,
} from "#app/modules/leads/notifications/channels.server.ts";
import {
  createNotificationWorker,
  type NotificationWorker,
} from "#app/modules/leads/notifications/outbox-worker.server.ts";

/** What the lead system reads from the environment (server/env.ts says what each one is). */
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
  NOTIFY_LEASE_MS: number;
  FORM_MIN_FILL_MS: number;
  LEAD_BOT_CHECK_AFTER_IP_10MIN: number;
  LEAD_BOT_CHECK_AFTER_IP_DAY: number;
  LEAD_HOLD_AFTER_IP_10MIN: number;
  LEAD_HOLD_AFTER_IP_DAY: number;
  LEAD_LIMIT_PHONE_DAY: number;
  OTP_LIMIT_IP_HOUR: number;
  OTP_BOT_CHECK_AFTER_IP_SENDS: number;
  OTP_VERIFY_LIMIT_IP_HOUR: number;
  SMS_BUDGET_HOUR: number;
  SMS_BUDGET_DAY: number;
  SMS_BUDGET_BLOCK_HOUR: number;
  /** Where the daily SQLite backups go (record 110); empty: none. readEnv defaults it beside the database. */
  BACKUP_DIR: string;
  /** Leads are anonymised this many months after their last activity (record 116). */
  LEAD_RETENTION_MONTHS: number;
};

/**
 * The services loaders, actions and the API call, and the two background workers every instance runs:
 * `worker` delivers the outbox, `maintenance` runs the periodic tasks (each once per cluster).
 */
export type LeadSystem = {
  services: LeadServices;
  worker: NotificationWorker;
  maintenance: MaintenanceWorker;
};

/** What the composition is built on: the open database, the configuration, and what tests replace. */
export type SystemInputs<Config extends LeadConfig> = {
  database: DatabaseHandle;
  config: Config;
  now?: () => number;
  logger?: Logger;
  /** Replaces the configured SMS provider (tests). */
  sms?: SmsProvider;
  random?: () => number;
};

/**
 * Wires the lead system in the process that serves HTTP: signing secret, question store, form tokens,
 * intake for both forms, OTP with its SMS provider, the outbox worker and the maintenance worker
 * (started by server/start.ts). Everything shared lives in the database, so any number of instances
 * can run this side by side on one PostgreSQL (docs/decisions/111-lead-core-concurrency.md).
 */
export async function createLeadSystem({
  database,
  config,
  now = Date.now,
  logger = consoleLogger,
  sms,
  random,
}: SystemInputs<LeadConfig>): Promise<LeadSystem> {
  const { db } = database;
  if (database.dialect === "postgres") await assertDurablePostgres(database, logger);
  const secret = await loadAppSecret(db, config.APP_SECRET);
  const questions = createQuestionStore(db, now);
  const formTokens = createFormTokens({ secret, now, minFillMs: config.FORM_MIN_FILL_MS });
  const botCheck = createBotCheck({ secret, now });
  const channels: NotificationChannel[] = config.LEAD_WEBHOOK_URL ? ["email", "webhook"] : ["email"];
  const intake: IntakeDeps = {
    db,
    now,
    formTokens,
    botCheck,
    limits: {
      botCheckAfter: {
        tenMinutes: config.LEAD_BOT_CHECK_AFTER_IP_10MIN,
        day: config.LEAD_BOT_CHECK_AFTER_IP_DAY,
      },
      holdAfter: { tenMinutes: config.LEAD_HOLD_AFTER_IP_10MIN, day: config.LEAD_HOLD_AFTER_IP_DAY },
      perPhoneDay: config.LEAD_LIMIT_PHONE_DAY,
    },
    channels,
    logger,
  };
  const verifications = createPhoneVerifications({ secret, now });
  const otp = createOtpService({
    db,
    now,
    secret,
    sms: sms ?? smsProvider(config, logger),
    verifications,
    botCheck,
    logger,
    templateId: config.SMS_DLT_TEMPLATE_ID,
    webOtpHost: config.SMS_WEBOTP_HOST,
    limits: {
      sendsPerIpPerHour: config.OTP_LIMIT_IP_HOUR,
      botCheckAfterIpSends: config.OTP_BOT_CHECK_AFTER_IP_SENDS,
      verifiesPerIpPerHour: config.OTP_VERIFY_LIMIT_IP_HOUR,
      budget: {
        perHour: config.SMS_BUDGET_HOUR,
        perDay: config.SMS_BUDGET_DAY,
        perBlockPerHour: config.SMS_BUDGET_BLOCK_HOUR,
      },
    },
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
    leaseMs: config.NOTIFY_LEASE_MS,
  });
  if (config.LEAD_RETENTION_MONTHS !== leadRetention.anonymiseAfterMonths) {
    // The privacy policy is built with the default; a different period makes it promise the wrong one.
    logger.warn("lead retention differs from the privacy policy", {
      configured_months: config.LEAD_RETENTION_MONTHS,
      policy_months: leadRetention.anonymiseAfterMonths,
    });
  }
  const maintenance = createMaintenanceWorker({
    db,
    logger,
    now,
    leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
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
        submitEnquiry: createEnquiryIntake(intake, questions),
        submitCallback: createCallbackIntake(intake),
        notificationChannels: channels,
      },
      dealers: {
        requirementInputs: questions.dealerInputs,
        submitApplication: createDealerIntake(intake, questions, verifications),
      },
      otp: { send: otp.send, verify: otp.verify },
    },
  };
}

function smsProvider(config: LeadConfig, logger: Logger): SmsProvider {
  if (config.SMS_PROVIDER !== "msg91")
    return consoleSmsProvider({ outboxPath: config.SMS_OUTBOX_PATH, logger });
  return msg91SmsProvider(
    {
      url: config.MSG91_URL,
      authKey: config.MSG91_AUTH_KEY,
      templateId: config.MSG91_TEMPLATE_ID,
      dltTemplateId: config.SMS_DLT_TEMPLATE_ID,
      senderId: config.SMS_SENDER_ID,
    },
    logger,
  );
}

/** A lead acknowledged by PostgreSQL must be on disk; refuse to start otherwise (docs/decisions/204). */
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
