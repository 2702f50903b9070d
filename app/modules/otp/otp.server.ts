import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { lockKeys } from "#app/platform/db/locks.server.ts";
import type { Database, PhoneVerificationMethod } from "#app/platform/db/schema.ts";
import { phoneError } from "./phone-field.ts";
import type { LeadSubmission } from "#app/modules/leads/intake/lead-result.ts";
import { raiseAlert, type AlertDetails } from "#app/platform/alerts/alerts.server.ts";
import { nationalMobile, toText } from "#app/modules/leads/schema/field-rules.ts";
import { BOT_CHECK_FIELD, LOCALE_FIELD, postedLocale } from "#app/modules/leads/schema/form-protection.ts";
import { takeHit } from "#app/platform/limits/rate-window.server.ts";
import { maskPhone, type Logger } from "#app/platform/observability/logger.server.ts";
import { keyedHash, safeEqual } from "#app/platform/settings/app-secret.server.ts";
import type { BotCheck } from "#app/platform/bot-check/bot-check.server.ts";
import { type PhoneVerifications } from "./phone-verification.server.ts";
import type { NotSentReason, OtpSendResult, OtpVerifyResult } from "./otp-result.ts";
import { checkSmsBudget, type SmsBudget } from "#app/platform/sms/sms-budget.server.ts";
import { otpText, type SmsProvider } from "#app/platform/sms/sms-provider.server.ts";

/** The OTP safeguards' figures (docs/decisions/102, 107, 109). */
export const OTP_RULES = {
  ttlMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  sendsPer10Min: 3,
  sendsPerDay: 10,
  /** First resend waits 30 s, doubling with each further send in the 10-minute window. */
  cooldownMs: 30_000,
  /**
   * Wrong codes in a row per phone, across all its codes, before a person has to look (docs/decisions/107;
   * NIST 800-63B 5.2.2). 5 tries x 10 sends a day reaches it in two days at the earliest.
   */
  maxConsecutiveFailures: 100,
} as const;

const TEN_MIN = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type OtpLimits = {
  /** SMS per address per hour (docs/decisions/102); past it no code is sent from that address. */
  sendsPerIpPerHour: number;
  /**
   * Sends from one address in an hour after which each send needs a solved bot check (docs/decisions/109).
   */
  botCheckAfterIpSends: number;
  /** Code checks per address per hour. */
  verifiesPerIpPerHour: number;
  budget: SmsBudget;
};

export type OtpDeps = {
  db: Kysely<Database>;
  now: () => number;
  secret: Buffer;
  sms: SmsProvider;
  verifications: PhoneVerifications;
  botCheck: BotCheck;
  logger: Logger;
  templateId: string;
  webOtpHost: string;
  limits: OtpLimits;
};

/** Which method a token issued for an unsent code records (docs/decisions/108, 111). */
const TOKEN_METHOD = {
  provider_failed: "sms_unavailable",
  address_limit: "address_limit",
  sms_budget: "sms_budget",
} as const satisfies Record<NotSentReason, PhoneVerificationMethod>;

type SendPlan =
  | { send: false; result: OtpSendResult }
  | { send: true; code: string; createdAt: number; resendAfterSeconds: number };

/**
 * SMS one-time codes: the code never leaves the server except in the SMS, only its keyed hash is
 * stored, and every limit is checked and recorded in one transaction holding the locks of the
 * address, the phone and the SMS budget, so it holds under concurrent requests on any number of
 * instances (docs/decisions/111-lead-core-concurrency.md).
 */
export function createOtpService(deps: OtpDeps) {
  const { db, now, secret, limits } = deps;
  const hashCode = (phone: string, createdAt: number, code: string) =>
    keyedHash(secret, "otp", phone, String(createdAt), code);

  async function send({ fields, clientIp, via }: LeadSubmission): Promise<OtpSendResult> {
    const phone = nationalMobile(toText(fields.phone_number ?? fields.phone));
    // In the form's language: the answer carries this sentence as it is.
    const problem = phoneError(phone, postedLocale(fields[LOCALE_FIELD]));
    if (problem) return { ok: false, reason: "invalid_phone", message: problem };

    const plan = await db.transaction().execute(async (trx): Promise<SendPlan> => {
      await lockKeys(trx, [`otp-ip:${clientIp}`, `otp-phone:${phone}`, "sms-budget"]);
      const at = now();
      // Before the rate limits, so a locked phone hears why rather than "try again in n seconds".
      if (await isLocked(trx, phone)) return { send: false, result: { ok: false, reason: "locked" } };
      const phoneSends = await sendTimes(trx, "phone", phone, at - DAY);
      const wait = waitBeforeSend(phoneSends, at);
      if (wait > 0) return { send: false, result: { ok: false, reason: "limited", retryAfterMs: wait } };

      const notSent = async (why: NotSentReason, retryAfterMs: number): Promise<SendPlan> => ({
        send: false,
        result: {
          ok: false,
          reason: "not_sent",
          why,
          maskedPhone: maskPhone(phone),
          unverifiedToken: await deps.verifications.issue(trx, phone, TOKEN_METHOD[why]),
          retryAfterMs,
          resendAfterSeconds: Math.ceil(retryAfterMs / 1000),
        },
      });
      const addressSends = await sendTimes(trx, "client_ip", clientIp, at - HOUR);
      if (addressSends.length >= limits.sendsPerIpPerHour) {
        const edge = addressSends[addressSends.length - limits.sendsPerIpPerHour] ?? at;
        return notSent("address_limit", edge + HOUR - at);
      }
      if (
        addressSends.length >= limits.botCheckAfterIpSends &&
        !(await deps.botCheck.spend(trx, fields[BOT_CHECK_FIELD]))
      ) {
        // A plain form post cannot run the check: that visitor may apply unverified instead.
        if (via === "api") return { send: false, result: { ok: false, reason: "bot_check_required" } };
        return notSent("address_limit", 0);
      }
      const budget = await checkSmsBudget(trx, limits.budget, phone, at);
      if (!budget.ok) {
        const details: AlertDetails = budget.scope === "block" ? { block: `${phone.slice(0, 6)}xxxx` } : {};
        if (await raiseAlert(trx, `sms_budget_${budget.scope}`, details, at)) {
          deps.logger.error("sms budget reached: codes blocked", { scope: budget.scope, ...details });
        }
        return notSent("sms_budget", budget.retryAfterMs);
      }

      const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
      // A resend replaces the live code (OWASP MFA cheat sheet).
      await trx
        .updateTable("otp_challenges")
        .set({ status: "superseded" })
        .where("phone", "=", phone)
        .where("status", "=", "active")
        .execute();
      await trx
        .insertInto("otp_challenges")
        .values({
          phone,
          code_hash: hashCode(phone, at, code),
          client_ip: clientIp,
          created_at: at,
          expires_at: at + OTP_RULES.ttlMs,
          status: "active",
        })
        .execute();
      const sendsInWindow = phoneSends.filter((t) => t > at - TEN_MIN).length + 1;
      return { send: true, code, createdAt: at, resendAfterSeconds: cooldownAfter(sendsInWindow) / 1000 };
    });
    if (!plan.send) {
      logRefusal(deps.logger, phone, plan.result);
      return plan.result;
    }

    // The SMS goes out after the COMMIT: no lock is held while the provider answers.
    try {
      await deps.sms.send({
        to: phone,
        text: otpText(plan.code, deps.webOtpHost),
        templateId: deps.templateId,
        variables: { otp: plan.code },
      });
    } catch (error) {
      deps.logger.error("otp sms failed", { phone: maskPhone(phone), error: (error as Error).message });
      return providerFailed(phone, plan.createdAt, plan.resendAfterSeconds);
    }
    deps.logger.info("otp sent", { phone: maskPhone(phone), provider: deps.sms.name });
    return {
      ok: true,
      maskedPhone: maskPhone(phone),
      expiresInSeconds: OTP_RULES.ttlMs / 1000,
      resendAfterSeconds: plan.resendAfterSeconds,
    };
  }

  /**
   * Our SMS send failed (the provider is down or refused): the code never reached the phone, so it is
   * withdrawn, and the visitor may apply unverified (docs/decisions/108). Every attempt still counted
   * against the send limits above, so failures cannot be farmed for tokens.
   */
  async function providerFailed(
    phone: string,
    createdAt: number,
    resendAfterSeconds: number,
  ): Promise<OtpSendResult> {
    const token = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("otp_challenges")
        .set({ status: "send_failed" })
        .where("phone", "=", phone)
        .where("created_at", "=", createdAt)
        .where("status", "=", "active")
        .execute();
      return deps.verifications.issue(trx, phone, TOKEN_METHOD.provider_failed);
    });
    return {
      ok: false,
      reason: "not_sent",
      why: "provider_failed",
      maskedPhone: maskPhone(phone),
      unverifiedToken: token,
      retryAfterMs: resendAfterSeconds * 1000,
      resendAfterSeconds,
    };
  }

  async function verify({ fields, clientIp }: LeadSubmission): Promise<OtpVerifyResult> {
    const phone = nationalMobile(toText(fields.phone_number ?? fields.phone));
    const problem = phoneError(phone, postedLocale(fields[LOCALE_FIELD]));
    if (problem) return { ok: false, reason: "invalid_phone", message: problem };
    const code = toText(fields.otp);

    const result = await db.transaction().execute(async (trx): Promise<OtpVerifyResult> => {
      await lockKeys(trx, [`otp-phone:${phone}`, `otp-verify-ip:${clientIp}`]);
      const at = now();
      if (await isLocked(trx, phone)) return { ok: false, reason: "locked" };
      const allowed = await takeHit(
        trx,
        `otp-verify-ip:${clientIp}`,
        [{ ms: HOUR, max: limits.verifiesPerIpPerHour }],
        at,
      );
      if (!allowed.ok) return { ok: false, reason: "limited", retryAfterMs: allowed.retryAfterMs };
      if (!/^\d{6}$/.test(code)) return { ok: false, reason: "invalid_code" };

      const challenge = await trx
        .selectFrom("otp_challenges")
        .select(["id", "code_hash", "created_at", "expires_at", "status", "failed_attempts"])
        .where("phone", "=", phone)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!challenge || challenge.status !== "active" || at >= Number(challenge.expires_at)) {
        return { ok: false, reason: "invalid_code" };
      }
      if (!safeEqual(challenge.code_hash, hashCode(phone, Number(challenge.created_at), code))) {
        const failed = Number(challenge.failed_attempts) + 1;
        await trx
          .updateTable("otp_challenges")
          .set({ failed_attempts: failed, status: failed >= OTP_RULES.maxWrongTries ? "locked" : "active" })
          .where("id", "=", challenge.id)
          .execute();
        const inRow = await countFailure(trx, phone, at);
        if (inRow === OTP_RULES.maxConsecutiveFailures) {
          deps.logger.error("otp phone locked after too many wrong codes: needs a person", {
            phone: maskPhone(phone),
            failures: inRow,
          });
        }
        return { ok: false, reason: "invalid_code" };
      }
      await trx
        .updateTable("otp_challenges")
        .set({ status: "used" })
        .where("id", "=", challenge.id)
        .execute();
      // A success ends the run of wrong codes (docs/decisions/107).
      await trx.deleteFrom("otp_phone_failures").where("phone", "=", phone).execute();
      const token = await deps.verifications.issue(trx, phone);
      return { ok: true, maskedPhone: maskPhone(phone), verificationToken: token };
    });
    deps.logger.info(result.ok ? "otp verified" : "otp refused", {
      phone: maskPhone(phone),
      reason: result.ok ? undefined : result.reason,
    });
    return result;
  }

  return { send, verify };
}

export type OtpService = ReturnType<typeof createOtpService>;

type Db = Kysely<Database> | Transaction<Database>;

/** Send times (codes created) of one phone or one address since `since`, oldest first. */
async function sendTimes(
  trx: Transaction<Database>,
  column: "phone" | "client_ip",
  value: string,
  since: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom("otp_challenges")
    .select("created_at")
    .where(column, "=", value)
    .where("created_at", ">", since)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => Number(r.created_at));
}

function logRefusal(logger: Logger, phone: string, result: OtpSendResult) {
  if (result.ok) return;
  const fields = { phone: maskPhone(phone), reason: result.reason };
  if (result.reason === "locked") logger.warn("otp refused: phone locked", fields);
  else if (result.reason === "not_sent") logger.warn("otp not sent", { ...fields, why: result.why });
}

async function isLocked(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom("otp_phone_failures")
    .select("consecutive_failures")
    .where("phone", "=", phone)
    .executeTakeFirst();
  return Number(row?.consecutive_failures ?? 0) >= OTP_RULES.maxConsecutiveFailures;
}

/** Adds one wrong code to the phone's run; resolves with the run's new length. */
async function countFailure(trx: Transaction<Database>, phone: string, at: number): Promise<number> {
  const row = await trx
    .insertInto("otp_phone_failures")
    .values({ phone, consecutive_failures: 1, last_failed_at: at })
    .onConflict((c) =>
      c.column("phone").doUpdateSet((eb) => ({
        consecutive_failures: eb("otp_phone_failures.consecutive_failures", "+", 1),
        last_failed_at: at,
      })),
    )
    .returning("consecutive_failures")
    .executeTakeFirstOrThrow();
  return Number(row.consecutive_failures);
}

/**
 * Lifts the wrong-code lock (docs/decisions/107) of a phone (and forgets its wrong codes): for sales or an
 * admin, once they have checked the number another way. Resolves true if the phone had a count.
 */
export async function clearOtpLockout(db: Kysely<Database>, phone: string): Promise<boolean> {
  const result = await db.deleteFrom("otp_phone_failures").where("phone", "=", phone).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function cooldownAfter(sendsInWindow: number): number {
  return OTP_RULES.cooldownMs * 2 ** Math.max(0, sendsInWindow - 1);
}

/** How long this phone must wait before another send (0 = now), from its send times in the last day. */
export function waitBeforeSend(sendTimes: readonly number[], at: number): number {
  const day = sendTimes.filter((t) => t > at - DAY);
  if (day.length >= OTP_RULES.sendsPerDay) return (day[day.length - OTP_RULES.sendsPerDay] ?? at) + DAY - at;
  const window = day.filter((t) => t > at - TEN_MIN);
  if (window.length >= OTP_RULES.sendsPer10Min) {
    return (window[window.length - OTP_RULES.sendsPer10Min] ?? at) + TEN_MIN - at;
  }
  const last = window[window.length - 1];
  if (last !== undefined) {
    const cooldown = cooldownAfter(window.length);
    if (at - last < cooldown) return last + cooldown - at;
  }
  return 0;
}
