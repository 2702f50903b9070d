import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { keyedHash } from "#app/platform/settings/app-secret.server.ts";

/** A sign-in link works once, for 15 minutes (docs/decisions/112). */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

/** The link's path; the token is 256 random bits, base64url. */
export function signInPath(token: string): string {
  return `/sales/sign-in/${token}`;
}

export function isLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** One-time sign-in links, stored as keyed hashes only (a database copy cannot sign anyone in). */
export function createSignInLinks({
  db,
  secret,
  now,
}: {
  db: Kysely<Database>;
  secret: Buffer;
  now: () => number;
}) {
  const hash = (token: string) => keyedHash(secret, "staff-sign-in", token);
  return {
    async issue(userId: number): Promise<string> {
      const token = crypto.randomBytes(32).toString("base64url");
      const at = now();
      await db
        .insertInto("staff_sign_in_links")
        .values({
          token_hash: hash(token),
          user_id: userId,
          created_at: at,
          expires_at: at + SIGN_IN_LINK_TTL_MS,
          used_at: null,
        })
        .execute();
      return token;
    },
    /**
     * Whether the link could still sign someone in, without using it: the page a mail scanner fetches
     * says so, and only its button (a POST) spends the link.
     */
    async peek(token: string): Promise<"valid" | "expired" | "used" | "unknown"> {
      if (!isLinkToken(token)) return "unknown";
      const row = await db
        .selectFrom("staff_sign_in_links")
        .select(["expires_at", "used_at"])
        .where("token_hash", "=", hash(token))
        .executeTakeFirst();
      if (!row) return "unknown";
      if (row.used_at !== null) return "used";
      return Number(row.expires_at) > now() ? "valid" : "expired";
    },
    /** Spends the link: resolves with its user, once, while it is live; otherwise null. */
    async consume(token: string): Promise<number | null> {
      if (!isLinkToken(token)) return null;
      const at = now();
      const spent = await db
        .updateTable("staff_sign_in_links")
        .set({ used_at: at })
        .where("token_hash", "=", hash(token))
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .returning("user_id")
        .executeTakeFirst();
      return spent ? Number(spent.user_id) : null;
    },
  };
}

export type SignInLinks = ReturnType<typeof createSignInLinks>;
