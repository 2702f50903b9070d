/**
 * Starts the built site for the browser tests on a fresh SQLite database, with every outside service
 * pointed at its local stand-in.
 */
import fs from "node:fs";
import path from "node:path";
import { startSmtp } from "../support/smtp-sink.ts";

const port = process.env.E2E_PORT ?? "3210";
const dir = path.resolve("var", `e2e-${port}`);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

process.env.NODE_ENV = "production";
process.env.PORT = port;
process.env.HOST = "127.0.0.1";
process.env.DATABASE_URL = "";
process.env.SQLITE_PATH = path.join(dir, "e2e.sqlite");
process.env.E2E_VAR_DIR = dir;
// Lead system: browser specs read OTPs from the SMS outbox (tests/support/sms-outbox.ts), submit
// faster than people, and all come from 127.0.0.1; sales e-mail goes to a local SMTP server.
// Every e-mail the site sends (sales notifications, sign-in links) lands in mail.jsonl (support/mailbox.ts).
const smtp = await startSmtp(0, { file: path.join(dir, "mail.jsonl") });
process.env.SMS_PROVIDER = "console";
process.env.SMS_OUTBOX_PATH = path.join(dir, "sms-outbox.jsonl");
if (process.env.E2E_SMS_DOWN) {
  // tests/e2e/dealer-sms-down.spec.ts: MSG91 is having an outage (docs/decisions/108).
  const { startMsg91Outage } = await import("../support/msg91-outage.ts");
  const outage = await startMsg91Outage();
  process.env.SMS_PROVIDER = "msg91";
  process.env.MSG91_URL = outage.url;
  process.env.MSG91_AUTH_KEY = "e2e-auth-key";
  process.env.MSG91_TEMPLATE_ID = "e2e-flow-template";
}
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
// The sales console's links and passkeys use this host name (tests/e2e/support/console.ts).
process.env.PUBLIC_ORIGIN = `http://localhost:${port}`;
// Every console spec signs in from 127.0.0.1; the sign-in limits have their own tests.
process.env.STAFF_SIGN_IN_ATTEMPTS_PER_10MIN = "100000";
process.env.STAFF_LINK_REQUESTS_PER_10MIN = "100000";
process.env.FORM_MIN_FILL_MS = "0";
process.env.LEAD_BOT_CHECK_AFTER_IP_10MIN = "10000";
process.env.LEAD_BOT_CHECK_AFTER_IP_DAY = "100000";
process.env.LEAD_HOLD_AFTER_IP_10MIN = "10000";
process.env.LEAD_HOLD_AFTER_IP_DAY = "100000";
process.env.LEAD_LIMIT_PHONE_DAY = "1000";
process.env.OTP_LIMIT_IP_HOUR = "10000";
process.env.OTP_VERIFY_LIMIT_IP_HOUR = "10000";
process.env.SMS_BUDGET_HOUR = "100000";
process.env.SMS_BUDGET_DAY = "100000";
process.env.SMS_BUDGET_BLOCK_HOUR = "100000";
// dealer-bot-check.spec.ts starts its own server with the check on every send.
process.env.OTP_BOT_CHECK_AFTER_IP_SENDS = process.env.E2E_BOT_CHECK_AFTER ?? "10000";

await import("../../server/index.ts");
