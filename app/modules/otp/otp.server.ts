import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { phoneError } from "#app/modules/dealers/dealer-schema.ts";
import { failure, ok, tooMany, type ApiResult } from "#app/modules/leads/api-result.ts";
import { toText } from "#app/modules/leads/field-rules.ts";
import { BOT_CHECK_FIELD } from "#app/modules/leads/form-protection.ts";
import { maskPhone, type Logger } from "#app/modules/observability/logger.server.ts";
import { keyedHash, safeEqual } from "#app/modules/settings/app-secret.server.ts";
import type { BotCheck } from "./bot-check.server.ts";
import { VERIFICATION_TOKEN_TTL_MS, type PhoneVerifications } from "./phone-verification.server.ts";
import { otpText, type SmsProvider } from "./sms-provider.server.ts";

/** Checklist section A, with the issue's figures. */
export const OTP_RULES = {
  ttlMs: 10 * 60 * 1000,
  maxWrongTries: 5,
  sendsPer10Min: 3,
  sendsPerDay: 10,
  /** First resend waits 30 s, doubling with each further send in the 10-minute window. */
  cooldownMs: 30_000,
  /**
   * Checklist OTP-7 (NIST 800-63B 5.2.2): wrong codes in a row per phone, across all its codes, before
   * a person has to look. 5 tries x 10 sends a day reaches it in two days at the earliest.
   */
  maxConsecutiveFailures: 100,
} as const;

export const OTP_MESSAGES = {
  sent: "OTP sent successfully",
  verified: "OTP verified",
  invalid: "Entered OTP is invalid, please try again.",
  expired: "This OTP has expired, please request a new one.",
  sendFailed: "The SMS could not be sent, please try again.",
  tooMany: (seconds: number) => `Too many OTP requests, please try again in ${seconds} seconds.`,
  phoneLocked: "Too many wrong codes for this number. Please contact us to verify it.",
  botCheckRequired:
    "An automatic check is needed before more codes can be sent from your network. Please turn on JavaScript and try again.",
} as const;

/**
 * 423 Locked, not 429: waiting does not lift this lock (only a person does, with clearOtpLockout), so
 * there is no Retry-After to honour, and the forms must not count down to a retry as they do for 429.
 */
export const OTP_LOCKED_STATUS = 423;

const TEN_MIN = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type OtpDeps = {
  db: Kysely<Database>;
  now: () => number;
  secret: Buffer;
  sms: SmsProvider;
  verifications: PhoneVerifications;
  logger: Logger;
  templateId: string;
  webOtpHost: string;
  sendsPerIpPerHour: number;
  botCheck: BotCheck;
  /** Sends from one IP in the last hour after which a solved bot check must come with each send. */
  botCheckAfterIpSends: number;
};

export type OtpRequest = { fields: Record<string, unknown>; clientIp: string };

/**
 * SMS one-time codes done properly: the code never leaves the server except in the SMS, only its keyed
 * hash is stored, and every limit of checklist section A holds across restarts (counted in the database).
 */
export function createOtpService(deps: OtpDeps) {
  const { db, now, secret } = deps;
  const hashCode = (phone: string, createdAt: number, code: string) =>
    keyedHash(secret, "otp", phone, String(createdAt), code);

  async function send({ fields, clientIp }: OtpRequest): Promise<ApiResult> {
    const phone = toText(fields.phone_number ?? fields.phone);
    const problem = phoneError(phone);
    if (problem) return failure(400, problem, { errors: { phone_number: problem } });
    // Before the rate limits, so a locked phone hears why rather than "try again in n seconds".
    if (await isLocked(db, phone)) return locked(phone);

    const at = now();
    const byIp = await db
      .selectFrom("otp_challenges")
      .select(["created_at"])
      .where("client_ip", "=", clientIp)
      .where("created_at", ">", at - HOUR)
      .orderBy("created_at")
      .execute();
    if (byIp.length >= deps.sendsPerIpPerHour) {
      return tooMany(
        Number(byIp[byIp.length - deps.sendsPerIpPerHour]?.created_at) + HOUR - at,
        OTP_MESSAGES.tooMany,
      );
    }
    // Checklist OTP-11: past the per-IP risk threshold, each send needs a solved challenge.
    if (
      byIp.length >= deps.botCheckAfterIpSends &&
      !(await deps.botCheck.spend(db, fields[BOT_CHECK_FIELD]))
    ) {
      return failure(403, OTP_MESSAGES.botCheckRequired, {
        data: { response_data: { bot_check_required: true } },
      });
    }
    const byPhone = (
      await db
        .selectFrom("otp_challenges")
        .select(["created_at"])
        .where("phone", "=", phone)
        .where("created_at", ">", at - DAY)
        .orderBy("created_at")
        .execute()
    ).map((r) => Number(r.created_at));
    const wait = waitBeforeSend(byPhone, at);
    if (wait > 0) return tooMany(wait, OTP_MESSAGES.tooMany);

    const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
    await db.transaction().execute(async (trx) => {
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
    });

    const sendsInWindow = byPhone.filter((t) => t > at - TEN_MIN).length + 1;
    const resendAfterSeconds = cooldownAfter(sendsInWindow) / 1000;
    try {
      await deps.sms.send({
        to: phone,
        text: otpText(code, deps.webOtpHost),
        templateId: deps.templateId,
        variables: { otp: code },
      });
    } catch (error) {
      deps.logger.error("otp sms failed", { phone: maskPhone(phone), error: (error as Error).message });
      return smsUnavailable(phone, at, resendAfterSeconds);
    }
    deps.logger.info("otp sent", { phone: maskPhone(phone), provider: deps.sms.name });
    return ok(OTP_MESSAGES.sent, {
      phone_number: maskPhone(phone),
      expires_in_seconds: OTP_RULES.ttlMs / 1000,
      resend_after_seconds: resendAfterSeconds,
    });
  }

  /**
   * Our SMS send failed (the provider is down or refused): the code never reached the phone, so it is
   * withdrawn, and the answer carries a token that lets this phone's application be saved marked
   * unverified (checklist DUR-6), rather than losing the applicant. Sales confirm the number by calling.
   * Only a failure on our side issues one; the send limits above still apply to every attempt.
   */
  async function smsUnavailable(phone: string, at: number, resendAfterSeconds: number): Promise<ApiResult> {
    const token = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("otp_challenges")
        .set({ status: "send_failed" })
        .where("phone", "=", phone)
        .where("created_at", "=", at)
        .where("status", "=", "active")
        .execute();
      return deps.verifications.issue(trx, phone, "sms_unavailable");
    });
    return failure(502, OTP_MESSAGES.sendFailed, {
      data: {
        response_data: {
          phone_number: maskPhone(phone),
          verified: false,
          verification_token: token,
          expires_in_seconds: VERIFICATION_TOKEN_TTL_MS / 1000,
          resend_after_seconds: resendAfterSeconds,
        },
      },
    });
  }

  async function verify({ fields }: OtpRequest): Promise<ApiResult> {
    const phone = toText(fields.phone_number ?? fields.phone);
    const problem = phoneError(phone);
    if (problem) return failure(400, problem, { errors: { phone_number: problem } });
    if (await isLocked(db, phone)) return locked(phone);
    const code = toText(fields.otp);
    if (!/^\d{6}$/.test(code))
      return failure(400, OTP_MESSAGES.invalid, { errors: { otp: OTP_MESSAGES.invalid } });

    const result = await db.transaction().execute(async (trx) => {
      const at = now();
      const challenge = await trx
        .selectFrom("otp_challenges")
        .selectAll()
        .where("phone", "=", phone)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!challenge || challenge.status !== "active" || at >= Number(challenge.expires_at)) {
        return failure(400, OTP_MESSAGES.expired, { errors: { otp: OTP_MESSAGES.expired } });
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
        return failure(400, OTP_MESSAGES.invalid, { errors: { otp: OTP_MESSAGES.invalid } });
      }
      const spent = await trx
        .updateTable("otp_challenges")
        .set({ status: "used" })
        .where("id", "=", challenge.id)
        .where("status", "=", "active")
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return failure(400, OTP_MESSAGES.expired);
      // A success ends the run of wrong codes (OTP-7).
      await trx.deleteFrom("otp_phone_failures").where("phone", "=", phone).execute();
      const token = await deps.verifications.issue(trx, phone);
      return ok(OTP_MESSAGES.verified, {
        phone_number: maskPhone(phone),
        verified: true,
        verification_token: token,
        expires_in_seconds: VERIFICATION_TOKEN_TTL_MS / 1000,
      });
    });
    deps.logger.info(result.httpStatus === 200 ? "otp verified" : "otp refused", { phone: maskPhone(phone) });
    return result;
  }

  function locked(phone: string): ApiResult {
    deps.logger.warn("otp refused: phone locked", { phone: maskPhone(phone) });
    return failure(OTP_LOCKED_STATUS, OTP_MESSAGES.phoneLocked);
  }

  return { send, verify };
}

type Db = Kysely<Database> | Transaction<Database>;

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
 * Lifts the OTP-7 lock of a phone (and forgets its wrong codes): for sales or an admin, once they have
 * checked the number another way, e.g. from a script or a database shell:
 * `delete from otp_phone_failures where phone = '9876543210'` does the same. Resolves true if the
 * phone had a count.
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

export type OtpService = ReturnType<typeof createOtpService>;
