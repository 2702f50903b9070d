import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Dialect } from "#app/platform/db/client.server.ts";

import { parseFlags } from "#app/modules/leads/intake/lead-flags.ts";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { solveBotChallenge, type BotChallenge } from "#app/platform/bot-check/bot-check.ts";
import type { SmsProvider } from "#app/platform/sms/sms-provider.server.ts";
import { createAppServices, type App, type AppConfig } from "#app/services.server.ts";
import { createApiApp } from "#server/api-app.ts";
import { apiRoutesHandler } from "#server/api-routes.ts";
import { readEnv } from "#server/env.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";
import { listenOnLoopback } from "./listen.ts";
import { startSmtp } from "./smtp-sink.ts";

export const TEST_LEAD_CONFIG: AppConfig = {
  APP_SECRET: "",
  SMS_PROVIDER: "console",
  SMS_OUTBOX_PATH: "",
  SMS_DLT_TEMPLATE_ID: "1207000000000000001",
  SMS_SENDER_ID: "ARKASL",
  SMS_WEBOTP_HOST: "www.arka-solar.example",
  MSG91_AUTH_KEY: "",
  MSG91_TEMPLATE_ID: "",
  MSG91_URL: "http://127.0.0.1:9/",
  // Nothing listens on port 9 (discard): mail waits in the outbox unless a test sets its own server.
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Arka website <no-reply@arka-solar.example>",
  SALES_EMAIL: "sales@arka-solar.example",
  LEAD_WEBHOOK_URL: "",
  NOTIFY_POLL_MS: 50,
  NOTIFY_LEASE_MS: 120_000,
  FORM_MIN_FILL_MS: 5000,
  // Tests of the per-address limits lower these; the others send many leads from one address.
  LEAD_BOT_CHECK_AFTER_IP_10MIN: 1000,
  LEAD_BOT_CHECK_AFTER_IP_DAY: 10_000,
  LEAD_HOLD_AFTER_IP_10MIN: 1000,
  LEAD_HOLD_AFTER_IP_DAY: 10_000,
  LEAD_LIMIT_PHONE_DAY: 5,
  OTP_LIMIT_IP_HOUR: 1000,
  // Tests of the bot check lower it; the others send many codes from one address.
  OTP_BOT_CHECK_AFTER_IP_SENDS: 1000,
  OTP_VERIFY_LIMIT_IP_HOUR: 1000,
  SMS_BUDGET_HOUR: 10_000,
  SMS_BUDGET_DAY: 100_000,
  SMS_BUDGET_BLOCK_HOUR: 10_000,
  // No backups unless a test asks (maintenance/backup.test.ts).
  BACKUP_DIR: "",
  LEAD_RETENTION_MONTHS: 24,
  PUBLIC_ORIGIN: "http://localhost:3000",
  STAFF_SESSION_IDLE_MINUTES: 60,
  STAFF_SESSION_MAX_HOURS: 12,
  STAFF_SIGN_IN_ATTEMPTS_PER_10MIN: 30,
  STAFF_LINK_REQUESTS_PER_10MIN: 10,
  DB_MIN_FREE_BYTES: 0,
};

export type LeadApi = {
  url: string;
  database: TestDatabase;
  system: App;
  outboxPath: string;
  logs: string[];
  /** The injected clock: read it, or move it forward. */
  clock: { now: number; advance: (ms: number) => void };
  post: (
    route: string,
    body: Record<string, unknown>,
    init?: { headers?: Record<string, string>; ip?: string },
  ) => Promise<{
    status: number;
    headers: Headers;
    body: Record<string, unknown> & {
      data?: { response_data?: Record<string, unknown> };
      errors?: Record<string, string>;
    };
  }>;
  get: (route: string) => Promise<{ status: number; headers: Headers; body: unknown }>;
  /** A form token issued now (`advance` past FORM_MIN_FILL_MS before submitting it, or it is flagged). */
  formToken: () => string;
  /** A bot-check challenge fetched from the API and solved, as the form's script posts it. */
  solvedBotCheck: () => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The lead API over real HTTP on a fresh database of the given dialect, with an injected clock, an
 * in-memory log and the console SMS outbox in a temporary file. Client IPs are taken from
 * X-Forwarded-For (trust proxy 1) so a test can act as many visitors.
 */
export async function startLeadApi(
  dialect: Dialect,
  overrides: Partial<AppConfig> & { sms?: SmsProvider; random?: () => number } = {},
): Promise<LeadApi> {
  const database = await createTestDatabase(dialect);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-leads-"));
  const outboxPath = path.join(dir, "sms-outbox.jsonl");
  const clock = { now: Date.UTC(2026, 10, 22, 6, 0, 0), advance: (ms: number) => void (clock.now += ms) };
  const logger = memoryLogger();
  const { sms, random, ...config } = overrides;
  const system = await createAppServices({
    database,
    config: { ...TEST_LEAD_CONFIG, SMS_OUTBOX_PATH: outboxPath, ...config },
    now: () => clock.now,
    logger,
    sms,
    random,
  });
  const services = system.services;
  // The base app and the API's resource routes, as the API-only server serves them (server/start.ts).
  const app = createApiApp({ env: readEnv({ TRUST_PROXY: "1" }), services, logger });
  app.use(await apiRoutesHandler(services));
  const { url, close: closeServer } = await listenOnLoopback(app);

  return {
    url,
    database,
    system,
    outboxPath,
    logs: logger.lines,
    clock,
    formToken: () => system.services.forms.issueToken(),
    async solvedBotCheck() {
      const answer = await fetch(`${url}/api/communication/bot-check/challenge`);
      const body = (await answer.json()) as { data: { response_data: BotChallenge } };
      return JSON.stringify(await solveBotChallenge(body.data.response_data));
    },
    async post(route, body, init = {}) {
      const response = await fetch(`${url}${route}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": init.ip ?? "203.0.113.7",
          ...init.headers,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as never };
    },
    async get(route) {
      const response = await fetch(`${url}${route}`);
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      await system.worker.stop();
      await system.maintenance.stop();
      await closeServer();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type MailingLeadApi = LeadApi & { smtp: Awaited<ReturnType<typeof startSmtp>> };

/** The lead API with its sales e-mail going to a local SMTP sink (`smtp.received`); `close()` stops both. */
export async function startMailingLeadApi(dialect: Dialect): Promise<MailingLeadApi> {
  const smtp = await startSmtp();
  const api = await startLeadApi(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  return {
    ...api,
    smtp,
    async close() {
      await api.close();
      await smtp.stop();
    },
  };
}

/** The stored lead of `kind` with `id`, every column. */
export async function storedLead(api: LeadApi, kind: "enquiry" | "dealer" | "callback", id: number) {
  return api.database.db
    .selectFrom("leads")
    .where("kind", "=", kind)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

/** What the checks said of a stored lead: its flags, whether it is held, whether it was queued for sales. */
export async function leadFlags(
  api: LeadApi,
  id: number,
  kind: "enquiry" | "dealer" | "callback" = "enquiry",
) {
  const row = await api.database.db
    .selectFrom("leads")
    .select(["spam", "flags"])
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  const queued = await api.database.db
    .selectFrom("notifications")
    .select("id")
    .where("subject_kind", "=", kind)
    .where("subject_id", "=", id)
    .execute();
  return { flags: parseFlags(row.flags), held: Number(row.spam) === 1, forwarded: queued.length > 0 };
}
