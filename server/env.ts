import path from "node:path";
import { z } from "zod";
import { leadRetention } from "#app/content/legal/privacy-policy.ts";
import { site } from "#app/content/site.ts";
import { DEFAULT_BODY_LIMIT_BYTES } from "#app/platform/limits/body-limit.ts";

/**
 * The server's environment, validated at start-up. `.env.example` lists working offline defaults.
 */
export const EnvSchema = z.object({
  /** "production" serves the built site; "development" runs Vite in middleware mode. */
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; 127.0.0.1 keeps a local run private, 0.0.0.0 serves a network. */
  HOST: z.string().min(1).default("127.0.0.1"),
  /** A postgres:// URL selects PostgreSQL; empty means the embedded SQLite file below. */
  DATABASE_URL: z.string().optional().default(""),
  /** Path of the embedded SQLite database file. */
  SQLITE_PATH: z.string().min(1).default("var/arka.sqlite"),
  /**
   * How many reverse proxies sit in front of the server (Express "trust proxy" hop count); 0 when the
   * server faces visitors directly. Decides which address a rate limit counts.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Redirect plain-HTTP requests (seen through the proxy's X-Forwarded-Proto) to https://CANONICAL_HOST. */
  FORCE_HTTPS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * The site's own host name (and port, if any) for redirects to HTTPS: never the request's Host
   * header, which a client chooses. Default: the host of app/content/site.ts's site URL.
   */
  CANONICAL_HOST: z
    .string()
    .regex(/^([a-z0-9.-]+(:\d+)?)?$/i, "a host name, with an optional :port")
    .default(""),
  // HTTP server limits (server/server-limits.ts).
  /** Time a client has to send all request headers (slow-header attacks). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  /** Time a client has to send a whole request, body included. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Idle time before a kept-alive connection is closed (above a typical proxy's 60 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(65_000),
  /** Open connections one process accepts; more are refused until some close. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(10).default(2000),
  /** The largest request body, for every path and type (server/body-limit.ts, docs/decisions/198). */
  HTTP_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_BODY_LIMIT_BYTES),
  /**
   * The site's origin as staff open it: sign-in links point here, and passkeys belong to its host
   * (a WebAuthn relying party must be a host name, not an IP address). Production: https://www.….
   */
  PUBLIC_ORIGIN: z.string().url().default("http://localhost:3000"),
  /** A console session ends after this long without a request (docs/decisions/112). */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Sign-in attempts (a link opened, a passkey used) per address per 10 minutes (record 112). */
  STAFF_SIGN_IN_ATTEMPTS_PER_10MIN: z.coerce.number().int().min(1).default(30),
  /** Sign-in links asked for per address per 10 minutes. */
  STAFF_LINK_REQUESTS_PER_10MIN: z.coerce.number().int().min(1).default(10),
  /** A console session ends this long after sign-in, whatever the activity. */
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  /** SQLite: below this much free disk beside the database file, /api/health reports degraded. */
  DB_MIN_FREE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  // Lead system (docs/decisions/100). Every default works offline; see .env.example.
  /** Key for HMACs (OTP hashes, form tokens, verification tokens); empty = a random one kept in the database. */
  APP_SECRET: z.string().default(""),
  /** Extra origins allowed to POST (comma-separated); the site's own origin is always allowed. */
  ALLOWED_ORIGINS: z.string().default(""),
  /** "console" writes each SMS to SMS_OUTBOX_PATH; "msg91" sends through MSG91. */
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  SMS_OUTBOX_PATH: z.string().min(1).default("var/sms-outbox.jsonl"),
  /** DLT-registered template id sent with every OTP SMS (TRAI DLT, docs/decisions/102). */
  SMS_DLT_TEMPLATE_ID: z.string().default("1207000000000000000"),
  SMS_SENDER_ID: z.string().default("ARKASL"),
  /** Host named at the end of the SMS for WebOTP ("@host #code"). */
  SMS_WEBOTP_HOST: z.string().default("www.arka-solar.example"),
  MSG91_AUTH_KEY: z.string().default(""),
  MSG91_TEMPLATE_ID: z.string().default(""),
  MSG91_URL: z.string().url().default("https://control.msg91.com/api/v5/flow"),
  /** SMTP server for lead e-mails; a local address that may be down: rows wait and are retried. */
  SMTP_URL: z.string().default("smtp://127.0.0.1:2525"),
  MAIL_FROM: z.string().default("Arka website <no-reply@arka-solar.example>"),
  /** Where new leads are e-mailed (placeholder). */
  SALES_EMAIL: z.string().default("sales@arka-solar.example"),
  /** Optional: also POST each new lead as JSON here. */
  LEAD_WEBHOOK_URL: z.string().default(""),
  /** How often each instance's outbox worker looks for due rows. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(10).default(2000),
  /** How long an outbox row claimed by one instance is its own; a dead instance's rows are due after it. */
  NOTIFY_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  /**
   * Submissions sooner than this after the form was rendered are flagged, never held for that alone
   * (docs/decisions/105).
   */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(5000),
  // Per-address lead limits (docs/decisions/111): many visitors share one address (carrier-grade NAT),
  // so a busy address never refuses a lead; it is asked for the bot check, then flagged, then held.
  /** Leads from one address in 10 minutes / a day after which the form's script must pass the bot check. */
  LEAD_BOT_CHECK_AFTER_IP_10MIN: z.coerce.number().int().min(0).default(5),
  LEAD_BOT_CHECK_AFTER_IP_DAY: z.coerce.number().int().min(0).default(20),
  /** Leads from one address in 10 minutes / a day after which they are stored held for review. */
  LEAD_HOLD_AFTER_IP_10MIN: z.coerce.number().int().min(1).default(30),
  LEAD_HOLD_AFTER_IP_DAY: z.coerce.number().int().min(1).default(200),
  /** Leads per phone per day before 429 (the first repeat within 24 h is stored flagged as a duplicate). */
  LEAD_LIMIT_PHONE_DAY: z.coerce.number().int().min(1).default(5),
  /** SMS codes per address per hour (docs/decisions/102); past it the applicant may submit unverified. */
  OTP_LIMIT_IP_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * OTP sends from one address in an hour after which each further send needs the bot check
   * (docs/decisions/109, the per-address risk threshold); 0 asks for it on every send.
   */
  OTP_BOT_CHECK_AFTER_IP_SENDS: z.coerce.number().int().min(0).default(3),
  /** Code checks per address per hour (wrong codes are also limited per code and per phone). */
  OTP_VERIFY_LIMIT_IP_HOUR: z.coerce.number().int().min(1).default(60),
  // The SMS spend ceiling across all instances (docs/decisions/111 says why these figures).
  /** SMS codes per hour, all numbers together. */
  SMS_BUDGET_HOUR: z.coerce.number().int().min(1).default(200),
  /** SMS codes per day, all numbers together. */
  SMS_BUDGET_DAY: z.coerce.number().int().min(1).default(1000),
  /** SMS codes per hour to numbers sharing their first 6 digits (one operator block). */
  SMS_BUDGET_BLOCK_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * Leads are anonymised this many months after their last activity (docs/decisions/116).
   * The default is the period the privacy policy states (app/content/legal/privacy-policy.ts): change
   * both together, or the policy promises what the database does not do.
   */
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(12).max(120).default(leadRetention.anonymiseAfterMonths),
  /**
   * The daily SQLite backups (docs/decisions/110); by default backups/ beside the database file. Point it
   * at another disk, and copy it off the machine (docs/decisions/110-database-backups.md).
   */
  BACKUP_DIR: z.string().default(""),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    ...env,
    BACKUP_DIR: env.BACKUP_DIR || path.join(path.dirname(env.SQLITE_PATH), "backups"),
    CANONICAL_HOST: env.CANONICAL_HOST || new URL(site.website.url).host,
  };
}
