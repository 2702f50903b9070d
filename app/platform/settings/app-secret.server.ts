import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

const KEY = "app_secret";

/**
 * The key for every HMAC the lead system makes. APP_SECRET wins; otherwise a random 32-byte key is
 * generated once and kept in the database, so codes and tokens survive a restart without setup.
 */
export async function loadAppSecret(db: Kysely<Database>, configured: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, "utf8");
  const fresh = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("app_settings")
    .values({ key: KEY, value: fresh })
    .onConflict((c) => c.doNothing())
    .execute();
  const row = await db
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "utf8");
}

/** HMAC-SHA256 of the parts, joined by a separator no part contains (hex). */
export function keyedHash(secret: Buffer, ...parts: string[]): string {
  return crypto.createHmac("sha256", secret).update(parts.join("\u001f")).digest("hex");
}

/** Constant-time string equality (docs/decisions/102). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
