import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { createRateLimit } from "#app/platform/limits/rate-window.server.ts";
import type { SendMail } from "#app/platform/mail/smtp.server.ts";
import { maskEmail, type Logger } from "#app/platform/observability/logger.server.ts";
import { recordAudit } from "./audit.server.ts";
import { createPasskeys } from "./passkeys.server.ts";
import type { Role } from "./roles.ts";
import { createSessions, type SessionTimes } from "./sessions.server.ts";
import { createSignInLinks, signInPath, SIGN_IN_LINK_TTL_MS } from "./sign-in-links.server.ts";
import { staffByEmail, upsertStaff, type StaffUser } from "./staff-users.server.ts";
import { CONSOLE_NAME } from "./console-name.ts";

const MINUTE = 60 * 1000;
/**
 * Sign-in limits (docs/decisions/112), counted in the database so they hold on every instance: links asked
 * for per address and per e-mail, and link or passkey sign-ins tried per address.
 */
export const SIGN_IN_LIMITS = {
  linksPerAddress: { ms: 10 * MINUTE, max: 10 },
  linksPerEmail: { ms: 60 * MINUTE, max: 5 },
  attemptsPerAddress: { ms: 10 * MINUTE, max: 30 },
  /** Passkey sign-in options: each stores a challenge row, and a page may ask twice per attempt. */
  passkeyOptionsPerAddress: { ms: 10 * MINUTE, max: 60 },
} as const;

type Window = { ms: number; max: number };

export type StaffConfig = {
  /** The console's origin as staff reach it: links point there; passkeys are bound to its host. */
  publicOrigin: string;
  sessionTimes?: SessionTimes;
  /** Per-address limits other than the defaults (the browser tests all come from one address). */
  limits?: Partial<Record<keyof typeof SIGN_IN_LIMITS, Window>>;
};

export type LinkRequest =
  | { ok: true }
  | { ok: false; reason: "limited"; retryAfterMs: number }
  | { ok: false; reason: "mail_failed" };

/**
 * Staff accounts and how they sign in: one-time links by e-mail (passkeys: ./passkeys.server.ts),
 * server-side sessions, and the limits on both. Everything lives in the database, so a link issued
 * on one instance signs in on another, and signing out everywhere ends every session at once.
 */
export function createStaffSystem({
  db,
  secret,
  now = Date.now,
  sendMail,
  logger,
  config,
}: {
  db: Kysely<Database>;
  secret: Buffer;
  now?: () => number;
  sendMail: SendMail;
  logger: Logger;
  config: StaffConfig;
}) {
  const links = createSignInLinks({ db, secret, now });
  const sessions = createSessions({ db, secret, now, times: config.sessionTimes });
  const passkeys = createPasskeys({ db, secret, now, publicOrigin: config.publicOrigin, sessions });
  const rateLimit = createRateLimit(db, now);
  const limits = { ...SIGN_IN_LIMITS, ...config.limits };
  const linkUrl = (token: string) => new URL(signInPath(token), config.publicOrigin).toString();

  async function mailLink(user: StaffUser, token: string, invitedBy?: StaffUser): Promise<boolean> {
    const minutes = SIGN_IN_LINK_TTL_MS / MINUTE;
    const text = [
      invitedBy
        ? `${invitedBy.name} has given you access to the ${CONSOLE_NAME} console as ${user.role}.`
        : `Someone (we hope you) asked to sign in to the ${CONSOLE_NAME} console.`,
      "",
      `Sign in: ${linkUrl(token)}`,
      "",
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without opening it.`,
    ].join("\n");
    try {
      await sendMail({ to: user.email, subject: `Your sign-in link for the ${CONSOLE_NAME} console`, text });
      return true;
    } catch (error) {
      logger.error("sign-in link not sent", { to: maskEmail(user.email), error: (error as Error).message });
      return false;
    }
  }

  return {
    sessions,
    links,
    passkeys,
    linkUrl,

    /**
     * A sign-in link by e-mail. The answer is the same whether or not the address has an account, so the
     * form tells nobody who works here.
     */
    async requestLink(email: string, clientIp: string): Promise<LinkRequest> {
      for (const [bucket, window] of [
        [`signin-link-ip:${clientIp}`, limits.linksPerAddress],
        [`signin-link-email:${email.trim().toLowerCase()}`, limits.linksPerEmail],
      ] as const) {
        const hit = await rateLimit(bucket, [window]);
        if (!hit.ok) return { ok: false, reason: "limited", retryAfterMs: hit.retryAfterMs };
      }
      const user = await staffByEmail(db, email);
      if (!user || user.disabled) return { ok: true };
      const sent = await mailLink(user, await links.issue(user.id));
      return sent ? { ok: true } : { ok: false, reason: "mail_failed" };
    },

    /** Counts a sign-in attempt (a link or a passkey) from this address; false when over the limit. */
    async allowAttempt(clientIp: string) {
      return rateLimit(`signin-attempt-ip:${clientIp}`, [limits.attemptsPerAddress]);
    },

    /** Counts a request for passkey sign-in options from this address; false when over the limit. */
    async allowPasskeyOptions(clientIp: string) {
      return rateLimit(`passkey-options-ip:${clientIp}`, [limits.passkeyOptionsPerAddress]);
    },

    /** Spends a link and opens a session; undefined when the link is unknown, used or expired. */
    async signInWithLink(
      token: string,
      userAgent: string,
    ): Promise<{ sessionId: string; user: StaffUser } | undefined> {
      const userId = await links.consume(token);
      if (userId === null) return undefined;
      const sessionId = await sessions.create(userId, "link", userAgent);
      const session = await sessions.read(sessionId);
      if (!session) return undefined;
      await recordAudit(db, {
        staffId: userId,
        action: "sign-in",
        subject: `staff:${userId}`,
        details: { method: "link" },
        at: now(),
      });
      return { sessionId, user: session.user };
    },

    /**
     * Adds (or re-enables with this role) an account and returns a one-time link for it. The command
     * line prints the link; an admin's invitation e-mails it.
     */
    async addStaff({
      email,
      name,
      role,
      by,
    }: {
      email: string;
      name: string;
      role: Role;
      by?: StaffUser;
    }): Promise<{ user: StaffUser; link: string; mailed: boolean }> {
      const user = await upsertStaff(db, { email, name, role, createdBy: by?.id ?? null, at: now() });
      const token = await links.issue(user.id);
      await recordAudit(db, {
        staffId: by?.id ?? null,
        action: by ? "staff-invited" : "staff-added-by-command",
        subject: `staff:${user.id}`,
        details: { role },
        at: now(),
      });
      const mailed = by ? await mailLink(user, token, by) : false;
      return { user, link: linkUrl(token), mailed };
    },
  };
}

export type StaffSystem = ReturnType<typeof createStaffSystem>;
