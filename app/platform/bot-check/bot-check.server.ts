import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { keyedHash, safeEqual } from "#app/platform/settings/app-secret.server.ts";
import type { BotChallenge } from "./bot-check.ts";

/** A solved challenge counts only within 300 s of its issue, and only once (docs/decisions/109). */
export const BOT_CHECK_TTL_MS = 300_000;
/** Tries a browser needs on average: half of this (about 0.3 s on a mid-range phone; record 109). */
export const BOT_CHECK_MAX_NUMBER = 50_000;

const SALT = /^([0-9a-f]{24})\.(\d{13})$/;

/**
 * The server's half of the bot check (see bot-check.ts): signed challenges, issued without touching the
 * database, and each spent challenge recorded so it cannot be used twice, on any instance.
 */
export function createBotCheck({
  secret,
  now,
  maxNumber = BOT_CHECK_MAX_NUMBER,
}: {
  secret: Buffer;
  now: () => number;
  maxNumber?: number;
}) {
  const sign = (challenge: string) => keyedHash(secret, "bot-check", challenge);
  const hash = (salt: string, number: number) =>
    crypto.createHash("sha256").update(`${salt}${number}`).digest("hex");

  return {
    issue(): BotChallenge {
      const salt = `${crypto.randomBytes(12).toString("hex")}.${now() + BOT_CHECK_TTL_MS}`;
      const challenge = hash(salt, crypto.randomInt(0, maxNumber + 1));
      return { algorithm: "SHA-256", challenge, salt, signature: sign(challenge), maxnumber: maxNumber };
    },

    /**
     * True if `posted` (the `bot_check` field: a JSON string or object) is a challenge we issued, solved,
     * unexpired and not used before; it is then spent.
     */
    async spend(db: Kysely<Database> | Transaction<Database>, posted: unknown): Promise<boolean> {
      const solution = parse(posted);
      if (!solution) return false;
      const salt = SALT.exec(solution.salt);
      const expiresAt = Number(salt?.[2]);
      if (!salt || now() >= expiresAt) return false;
      const challenge = hash(solution.salt, solution.number);
      if (!safeEqual(solution.signature, sign(challenge))) return false;
      // ON CONFLICT, not a caught error: inside a PostgreSQL transaction a failed insert aborts the rest.
      const spent = await db
        .insertInto("bot_checks_spent")
        .values({ challenge, expires_at: expiresAt })
        .onConflict((c) => c.column("challenge").doNothing())
        .returning("challenge")
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;

function parse(posted: unknown): { salt: string; number: number; signature: string } | null {
  let value = posted;
  if (typeof value === "string") {
    if (value.length > 500) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const { salt, number, signature } = value as Record<string, unknown>;
  if (typeof salt !== "string" || typeof signature !== "string") return null;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number < 0) return null;
  return { salt, number, signature };
}
