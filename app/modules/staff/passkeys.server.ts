import crypto from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG, isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { keyedHash } from "#app/platform/settings/app-secret.server.ts";
import { recordAudit } from "./audit.server.ts";
import { PASSKEY_NAME_MAX } from "./passkey-rules.ts";
import type { Sessions } from "./sessions.server.ts";
import { staffById, type StaffUser } from "./staff-users.server.ts";
import { CONSOLE_NAME } from "./console-name.ts";

/**
 * Passkeys (WebAuthn) for the console, through SimpleWebAuthn (docs/decisions/113). A signed-in user
 * adds one; anyone may then sign in with it, without typing an e-mail (a discoverable credential).
 * Challenges are rows in `webauthn_challenges`, so the options may come from one instance and the
 * answer go to another; each is spent once and lives five minutes.
 */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** How long the browser waits for the person to touch or unlock the authenticator. */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
const RP_NAME = `${CONSOLE_NAME} console`;
/**
 * The key types every platform authenticator offers. Named here because the library's default list
 * probes the runtime for experimental ML-DSA support, which Node logs as a warning on each call.
 */
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

export type PasskeySummary = { id: string; name: string; createdAt: number; lastUsedAt: number | null };

export type PasskeyFailure =
  /** No live challenge for this answer: too slow (five minutes), already used, or never issued. */
  | "challenge"
  /** The passkey is not registered here (or was removed). */
  | "unknown-passkey"
  /** The answer did not verify (wrong origin, bad signature, no user verification…). */
  | "not-verified"
  | "account-disabled"
  | "invalid-name";

export type PasskeyAdded = { ok: true; passkey: PasskeySummary } | { ok: false; reason: PasskeyFailure };
export type PasskeySignIn =
  { ok: true; sessionId: string; user: StaffUser } | { ok: false; reason: PasskeyFailure };

/** A passkey's name as stored: spaces collapsed; undefined when empty or too long. */
export function cleanPasskeyName(name: string): string | undefined {
  const clean = name.trim().replace(/\s+/g, " ");
  return clean && clean.length <= PASSKEY_NAME_MAX ? clean : undefined;
}

export function createPasskeys({
  db,
  secret,
  now,
  publicOrigin,
  sessions,
}: {
  db: Kysely<Database>;
  secret: Buffer;
  now: () => number;
  /** PUBLIC_ORIGIN: the expected origin, and its host name is the relying party id. */
  publicOrigin: string;
  sessions: Sessions;
}) {
  const origin = new URL(publicOrigin).origin;
  const rpID = new URL(publicOrigin).hostname;
  const challengeKey = (challenge: string) => keyedHash(secret, "webauthn-challenge", challenge);
  /**
   * The WebAuthn user handle of an account: stable (an authenticator keeps one passkey per account and
   * replaces it rather than piling up), and says nothing about who it is.
   */
  const userHandle = (userId: number) =>
    new Uint8Array(crypto.createHmac("sha256", secret).update(`webauthn-user\u001f${userId}`).digest());

  async function storeChallenge(
    challenge: string,
    purpose: "register" | "authenticate",
    userId: number | null,
  ) {
    const at = now();
    // Unanswered challenges are dropped as new ones are made: the table stays a few rows long.
    await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", at).execute();
    await db
      .insertInto("webauthn_challenges")
      .values({
        challenge: challengeKey(challenge),
        user_id: userId,
        purpose,
        expires_at: at + CHALLENGE_TTL_MS,
      })
      .execute();
  }

  /** Spends a live challenge in one statement: of two answers to the same challenge, one wins. */
  async function spendChallenge(
    challenge: string,
    purpose: "register" | "authenticate",
    userId: number | null,
  ): Promise<boolean> {
    const spent = await db
      .deleteFrom("webauthn_challenges")
      .where("challenge", "=", challengeKey(challenge))
      .where("purpose", "=", purpose)
      .where("expires_at", ">", now())
      .where((eb) => (userId === null ? eb("user_id", "is", null) : eb("user_id", "=", userId)))
      .returning("challenge")
      .executeTakeFirst();
    return spent !== undefined;
  }

  return {
    rpID,

    async list(userId: number): Promise<PasskeySummary[]> {
      const rows = await db
        .selectFrom("staff_passkeys")
        .select(["credential_id", "name", "created_at", "last_used_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({
        id: row.credential_id,
        name: row.name,
        createdAt: Number(row.created_at),
        lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
      }));
    },

    /** What the browser needs to create a passkey for `user` (its existing ones are excluded). */
    async registrationOptions(user: StaffUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const existing = await db
        .selectFrom("staff_passkeys")
        .select(["credential_id", "transports"])
        .where("user_id", "=", user.id)
        .execute();
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userDisplayName: user.name,
        userID: userHandle(user.id),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: "none",
        excludeCredentials: existing.map((row) => ({
          id: row.credential_id,
          transports: JSON.parse(row.transports) as string[],
        })),
        // Discoverable (sign-in without typing an e-mail) and unlocked by the person (PIN,
        // fingerprint, face): the passkey is the only factor, so it must be both.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      await storeChallenge(options.challenge, "register", user.id);
      return options;
    },

    /** Checks the browser's answer and stores the passkey under `name`. */
    async register(user: StaffUser, name: string, response: RegistrationResponseJSON): Promise<PasskeyAdded> {
      const label = cleanPasskeyName(name);
      if (!label) return { ok: false, reason: "invalid-name" };
      let challengeLive = true;
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response,
          expectedChallenge: async (challenge) =>
            (challengeLive = await spendChallenge(challenge, "register", user.id)),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        });
      } catch {
        return { ok: false, reason: challengeLive ? "not-verified" : "challenge" };
      }
      if (!verification.verified) return { ok: false, reason: "not-verified" };
      const { credential } = verification.registrationInfo;
      const taken = await db
        .selectFrom("staff_passkeys")
        .select("credential_id")
        .where("credential_id", "=", credential.id)
        .executeTakeFirst();
      if (taken) return { ok: false, reason: "not-verified" };
      const at = now();
      await db
        .insertInto("staff_passkeys")
        .values({
          credential_id: credential.id,
          user_id: user.id,
          public_key: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          name: label,
          created_at: at,
          last_used_at: null,
        })
        .execute();
      await recordAudit(db, {
        staffId: user.id,
        action: "passkey-added",
        subject: `staff:${user.id}`,
        details: { passkey: label },
        at,
      });
      return { ok: true, passkey: { id: credential.id, name: label, createdAt: at, lastUsedAt: null } };
    },

    /** Options for signing in with any passkey of this site (no account named: the person picks one). */
    async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: "required",
        timeout: CEREMONY_TIMEOUT_MS,
      });
      await storeChallenge(options.challenge, "authenticate", null);
      return options;
    },

    /** Verifies a passkey's answer and opens a session (method "passkey"); the counter moves on. */
    async signIn(response: AuthenticationResponseJSON, userAgent: string): Promise<PasskeySignIn> {
      const row = await db
        .selectFrom("staff_passkeys")
        .select(["credential_id", "user_id", "public_key", "counter", "transports", "name"])
        .where("credential_id", "=", response.id)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "unknown-passkey" };
      const userId = Number(row.user_id);
      const handle = response.response.userHandle;
      if (handle && handle !== isoBase64URL.fromBuffer(userHandle(userId))) {
        return { ok: false, reason: "unknown-passkey" };
      }
      let challengeLive = true;
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response,
          expectedChallenge: async (challenge) =>
            (challengeLive = await spendChallenge(challenge, "authenticate", null)),
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: row.credential_id,
            publicKey: isoBase64URL.toBuffer(row.public_key),
            counter: Number(row.counter),
            transports: JSON.parse(row.transports) as string[],
          },
          requireUserVerification: true,
        });
      } catch {
        return { ok: false, reason: challengeLive ? "not-verified" : "challenge" };
      }
      if (!verification.verified) return { ok: false, reason: "not-verified" };
      const user = await staffById(db, userId);
      if (!user) return { ok: false, reason: "unknown-passkey" };
      if (user.disabled) return { ok: false, reason: "account-disabled" };
      const at = now();
      // Compare-and-set on the counter: a cloned authenticator racing the real one loses.
      const moved = await db
        .updateTable("staff_passkeys")
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: at })
        .where("credential_id", "=", row.credential_id)
        .where("counter", "=", row.counter)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return { ok: false, reason: "not-verified" };
      const sessionId = await sessions.create(userId, "passkey", userAgent);
      await recordAudit(db, {
        staffId: userId,
        action: "sign-in",
        subject: `staff:${userId}`,
        details: { method: "passkey", passkey: row.name },
        at,
      });
      return { ok: true, sessionId, user };
    },

    /** Removes one of `user`'s passkeys; false when it is not theirs (or already gone). */
    async remove(user: StaffUser, credentialId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom("staff_passkeys")
        .where("credential_id", "=", credentialId)
        .where("user_id", "=", user.id)
        .returning("name")
        .executeTakeFirst();
      if (!removed) return false;
      await recordAudit(db, {
        staffId: user.id,
        action: "passkey-removed",
        subject: `staff:${user.id}`,
        details: { passkey: removed.name },
        at: now(),
      });
      return true;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
