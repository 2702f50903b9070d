import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, PhoneVerificationMethod } from "#app/platform/db/schema.ts";
import { keyedHash } from "#app/platform/settings/app-secret.server.ts";

/** How long a verified phone stays verified for the application (docs/decisions/102). */
export const VERIFICATION_TOKEN_TTL_MS = 30 * 60 * 1000;

/**
 * Single-use tokens bound to a phone; only their keyed hash is stored. Most say the phone passed its
 * OTP; an 'sms_unavailable' one is issued only when our SMS send failed (docs/decisions/108), and lets the
 * application be saved marked unverified.
 */
export function createPhoneVerifications({ secret, now }: { secret: Buffer; now: () => number }) {
  const hash = (token: string) => keyedHash(secret, "phone-verification", token);
  return {
    async issue(
      trx: Transaction<Database>,
      phone: string,
      method: PhoneVerificationMethod = "otp",
    ): Promise<string> {
      const token = crypto.randomBytes(32).toString("base64url");
      const at = now();
      await trx
        .insertInto("phone_verifications")
        .values({
          token_hash: hash(token),
          phone,
          created_at: at,
          expires_at: at + VERIFICATION_TOKEN_TTL_MS,
          used_at: null,
          method,
        })
        .execute();
      return token;
    },
    /** Spends the token if it is live and belongs to `phone`, and says how the phone was accepted; null otherwise. */
    async consume(
      trx: Transaction<Database>,
      token: unknown,
      phone: string,
    ): Promise<PhoneVerificationMethod | null> {
      if (typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const at = now();
      const spent = await trx
        .updateTable("phone_verifications")
        .set({ used_at: at })
        .where("token_hash", "=", hash(token))
        .where("phone", "=", phone)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("method")
        .executeTakeFirst();
      return spent?.method ?? null;
    },
  };
}

export type PhoneVerifications = ReturnType<typeof createPhoneVerifications>;
