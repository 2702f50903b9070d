import crypto from "node:crypto";
import { keyedHash, safeEqual } from "#app/platform/settings/app-secret.server.ts";

/**
 * Tokens older than this are treated as forged (docs/decisions/105); keys are kept at least as long
 * (docs/decisions/103).
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck =
  | { ok: true; key: string; renderedAt: number }
  | { ok: false; key: string | null; reason: "missing" | "forged" | "expired" | "too_fast" };

/**
 * The stored idempotency key: render time (zero-padded, so keys sort by time) and the form's UUID v4
 * (docs/decisions/103). Time first puts each new key at the end of the key indexes instead of on a random
 * page of them, so a commit of many leads writes a few index pages, not one per lead
 * (docs/decisions/106-lead-thread.md).
 */
export function idempotencyKey(uuid: string, renderedAt: string): string {
  return `${renderedAt.padStart(15, "0")}.${uuid}`;
}

/**
 * The signed form token: `<uuid v4>.<rendered-at ms>.<hmac>`. The UUID (with the time) is the
 * idempotency key; the time lets the server flag robots that submit faster than people can type.
 */
export function createFormTokens({
  secret,
  now,
  minFillMs,
}: {
  secret: Buffer;
  now: () => number;
  minFillMs: number;
}) {
  const sign = (key: string, at: string) => keyedHash(secret, "form-token", key, at).slice(0, 32);
  return {
    issue(): string {
      const key = crypto.randomUUID();
      const at = String(now());
      return `${key}.${at}.${sign(key, at)}`;
    },
    check(token: unknown): FormTokenCheck {
      if (typeof token !== "string" || token.length === 0) return { ok: false, key: null, reason: "missing" };
      const match =
        /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\.(\d{1,15})\.([0-9a-f]{32})$/.exec(
          token,
        );
      if (!match) return { ok: false, key: null, reason: "forged" };
      const [, uuid = "", at = "", signature = ""] = match;
      if (!safeEqual(signature, sign(uuid, at))) return { ok: false, key: null, reason: "forged" };
      const key = idempotencyKey(uuid, at);
      const age = now() - Number(at);
      if (age > FORM_TOKEN_MAX_AGE_MS || age < -60_000) return { ok: false, key, reason: "expired" };
      if (age < minFillMs) return { ok: false, key, reason: "too_fast" };
      return { ok: true, key, renderedAt: Number(at) };
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
