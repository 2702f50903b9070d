import path from "node:path";
import { z } from "zod";

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
  /** Redirect plain-HTTP requests (seen through the proxy's X-Forwarded-Proto) to HTTPS on the same host. */
  FORCE_HTTPS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  // Lead system (issue 3). Every default works offline; see .env.example.
  /** Key for HMACs (OTP hashes, form tokens, verification tokens); empty = a random one kept in the database. */
  APP_SECRET: z.string().default(""),
  /** Extra origins allowed to POST (comma-separated); the site's own origin is always allowed. */
  ALLOWED_ORIGINS: z.string().default(""),
  /** "console" writes each SMS to SMS_OUTBOX_PATH; "msg91" sends through MSG91. */
  SMS_PROVIDER: z.enum(["console", "msg91"]).default("console"),
  SMS_OUTBOX_PATH: z.string().min(1).default("var/sms-outbox.jsonl"),
  /** DLT-registered template id sent with every OTP SMS (TRAI DLT, checklist OTP-12). */
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
  /** How often the notification worker looks for due rows. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(10).default(2000),
  /** Submissions sooner than this after the form was rendered are flagged (checklist ABU-2). */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(5000),
  /** Per-IP lead POSTs (enquiry + dealer) per 10 minutes and per day (checklist ABU-3). */
  LEAD_LIMIT_IP_10MIN: z.coerce.number().int().min(1).default(5),
  LEAD_LIMIT_IP_DAY: z.coerce.number().int().min(1).default(20),
  /** Leads per phone per day before 429 (the first repeat within 24 h is stored flagged as a duplicate). */
  LEAD_LIMIT_PHONE_DAY: z.coerce.number().int().min(1).default(5),
  /** OTP sends per IP per hour (checklist OTP-9). */
  OTP_LIMIT_IP_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * OTP sends from one IP in an hour after which each further send needs the bot check (checklist
   * OTP-11, the per-IP risk threshold); 0 asks for it on every send.
   */
  OTP_BOT_CHECK_AFTER_IP_SENDS: z.coerce.number().int().min(0).default(3),
  /**
   * The daily SQLite backups (checklist DUR-7); by default backups/ beside the database file. Point it
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
  return { ...env, BACKUP_DIR: env.BACKUP_DIR || path.join(path.dirname(env.SQLITE_PATH), "backups") };
}
