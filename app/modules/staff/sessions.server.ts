import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { keyedHash } from "#app/platform/settings/app-secret.server.ts";
import { staffById, type StaffUser } from "./staff-users.server.ts";

/**
 * Console sessions (docs/decisions/112): idle for an hour, or 12 hours after sign-in whatever the
 * activity, a session ends; a working day needs one sign-in. Tests and operators may shorten them.
 */
export const SESSION_DEFAULTS = { idleMs: 60 * 60 * 1000, maxAgeMs: 12 * 60 * 60 * 1000 } as const;
/** A session's last-seen time is written at most this often (not on every page view). */
const TOUCH_EVERY_MS = 60 * 1000;

export type StaffSession = { id: string; user: StaffUser; method: string; createdAt: number };

export type SessionTimes = { idleMs: number; maxAgeMs: number };

/** Server-side sessions: the cookie holds 256 random bits; the table holds only their keyed hash. */
export function createSessions({
  db,
  secret,
  now,
  times = SESSION_DEFAULTS,
}: {
  db: Kysely<Database>;
  secret: Buffer;
  now: () => number;
  times?: SessionTimes;
}) {
  const hash = (id: string) => keyedHash(secret, "staff-session", id);
  return {
    times,
    async create(userId: number, method: "link" | "passkey", userAgent: string): Promise<string> {
      const id = crypto.randomBytes(32).toString("base64url");
      const at = now();
      await db
        .insertInto("staff_sessions")
        .values({
          id_hash: hash(id),
          user_id: userId,
          created_at: at,
          last_seen_at: at,
          expires_at: at + times.maxAgeMs,
          revoked_at: null,
          method,
          user_agent: shortAgent(userAgent),
        })
        .execute();
      return id;
    },
    /** The live session with this id and its enabled user; touches it. Undefined when none. */
    async read(id: string | undefined): Promise<StaffSession | undefined> {
      if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
      const at = now();
      const row = await db
        .selectFrom("staff_sessions")
        .select(["id_hash", "user_id", "created_at", "last_seen_at", "expires_at", "revoked_at", "method"])
        .where("id_hash", "=", hash(id))
        .executeTakeFirst();
      if (!row || row.revoked_at !== null) return undefined;
      if (Number(row.expires_at) <= at || Number(row.last_seen_at) + times.idleMs <= at) return undefined;
      const user = await staffById(db, Number(row.user_id));
      if (!user || user.disabled) return undefined;
      if (at - Number(row.last_seen_at) >= TOUCH_EVERY_MS) {
        await db
          .updateTable("staff_sessions")
          .set({ last_seen_at: at })
          .where("id_hash", "=", row.id_hash)
          .execute();
      }
      return { id, user, method: row.method, createdAt: Number(row.created_at) };
    },
    async revoke(id: string): Promise<void> {
      await db
        .updateTable("staff_sessions")
        .set({ revoked_at: now() })
        .where("id_hash", "=", hash(id))
        .execute();
    },
    /** Sign-out everywhere: every live session of the user ends, on every instance, at once; says how many. */
    async revokeAll(userId: number): Promise<number> {
      const result = await db
        .updateTable("staff_sessions")
        .set({ revoked_at: now() })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/** "Mozilla/5.0 (Linux; Android 14; …) … Chrome/156…" → "Chrome on Android", enough to tell sessions apart. */
export function shortAgent(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "a browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "another system";
  return `${browser} on ${system}`;
}
