import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import type { Dialect } from "#app/db/client.server.ts";
import { createLeadSystem, type LeadConfig, type LeadSystem } from "#app/modules/leads/lead-system.server.ts";
import { memoryLogger } from "#app/modules/observability/logger.server.ts";
import type { SmsProvider } from "#app/modules/otp/sms-provider.server.ts";
import { createServices } from "#app/services.server.ts";
import { apiRouter } from "#server/api/router.ts";
import { statesCities } from "#server/states-cities.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";

export const TEST_LEAD_CONFIG: LeadConfig = {
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
  FORM_MIN_FILL_MS: 5000,
  LEAD_LIMIT_IP_10MIN: 1000,
  LEAD_LIMIT_IP_DAY: 10_000,
  LEAD_LIMIT_PHONE_DAY: 5,
  OTP_LIMIT_IP_HOUR: 1000,
  // Tests of the bot check lower it; the others send many codes from one address.
  OTP_BOT_CHECK_AFTER_IP_SENDS: 1000,
  // No backups unless a test asks (maintenance/backup.test.ts).
  BACKUP_DIR: "",
};

export type LeadApi = {
  url: string;
  database: TestDatabase;
  system: LeadSystem;
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
  close: () => Promise<void>;
};

/**
 * The lead API over real HTTP on a fresh database of the given dialect, with an injected clock, an
 * in-memory log and the console SMS outbox in a temporary file. Client IPs are taken from
 * X-Forwarded-For (trust proxy 1) so a test can act as many visitors.
 */
export async function startLeadApi(
  dialect: Dialect,
  overrides: Partial<LeadConfig> & { sms?: SmsProvider; random?: () => number } = {},
): Promise<LeadApi> {
  const database = await createTestDatabase(dialect);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-leads-"));
  const outboxPath = path.join(dir, "sms-outbox.jsonl");
  const clock = { now: Date.UTC(2026, 10, 22, 6, 0, 0), advance: (ms: number) => void (clock.now += ms) };
  const logger = memoryLogger();
  const { sms, random, ...config } = overrides;
  const system = await createLeadSystem({
    database,
    config: { ...TEST_LEAD_CONFIG, SMS_OUTBOX_PATH: outboxPath, ...config },
    now: () => clock.now,
    logger,
    sms,
    random,
  });
  const services = createServices({ database, leads: system.services });
  const app = express();
  app.set("trust proxy", 1);
  app.use("/api", apiRouter({ services, logger }));
  statesCities(app);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    database,
    system,
    outboxPath,
    logs: logger.lines,
    clock,
    formToken: () => system.services.forms.issueToken(),
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
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
