import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { softAuthenticator } from "#tests/support/soft-authenticator.ts";
import { CHALLENGE_TTL_MS } from "./passkeys.server.ts";
import { createStaffSystem } from "./staff-system.server.ts";
import type { StaffUser } from "./staff-users.server.ts";

const dialects = await dialectsUnderTest();
const ORIGIN = "http://localhost:3000";

describe.each(dialects)("passkeys on %s", (dialect) => {
  let database: TestDatabase;
  let now = Date.UTC(2026, 10, 24, 6, 0, 0);
  let staff: ReturnType<typeof createStaffSystem>;
  let asha: StaffUser;
  let ravi: StaffUser;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    staff = createStaffSystem({
      db: database.db,
      secret: Buffer.from("passkey-test-secret"),
      now: () => now,
      sendMail: async () => {},
      logger: memoryLogger(),
      config: { publicOrigin: `${ORIGIN}/` },
    });
    asha = (await staff.addStaff({ email: "asha@example.com", name: "Asha", role: "admin" })).user;
    ravi = (await staff.addStaff({ email: "ravi@example.com", name: "Ravi", role: "sales" })).user;
  });
  afterAll(async () => database?.drop());

  const audit = (action: string) =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

  it("binds passkeys to PUBLIC_ORIGIN's host and asks for a discoverable, verified credential", async () => {
    const options = await staff.passkeys.registrationOptions(asha);
    expect(options.rp).toEqual({ id: "localhost", name: "Arka sales console" });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.user.name).toBe("asha@example.com");
    // The user handle is stable per account and is not the e-mail or the id.
    expect((await staff.passkeys.registrationOptions(asha)).user.id).toBe(options.user.id);
    expect((await staff.passkeys.registrationOptions(ravi)).user.id).not.toBe(options.user.id);
  });

  it("adds a passkey, lists it, signs in with it (counter moves on) and writes the audit log", async () => {
    const device = softAuthenticator();
    const added = await staff.passkeys.register(
      asha,
      "  work   laptop ",
      device.register(await staff.passkeys.registrationOptions(asha), ORIGIN),
    );
    expect(added).toMatchObject({ ok: true, passkey: { id: device.credentialId, name: "work laptop" } });
    expect(await staff.passkeys.list(asha.id)).toEqual([
      { id: device.credentialId, name: "work laptop", createdAt: now, lastUsedAt: null },
    ]);
    expect(await staff.passkeys.list(ravi.id)).toEqual([]);

    now += 60_000;
    const signedIn = await staff.passkeys.signIn(
      device.authenticate(await staff.passkeys.signInOptions(), ORIGIN),
      "Mozilla/5.0 (Macintosh; Mac OS X 15) Safari/605",
    );
    expect(signedIn).toMatchObject({ ok: true, user: { id: asha.id } });
    const session = await staff.sessions.read(signedIn.ok ? signedIn.sessionId : "");
    expect(session).toMatchObject({ method: "passkey", user: { email: "asha@example.com" } });
    const stored = await database.db
      .selectFrom("staff_passkeys")
      .select(["counter", "last_used_at"])
      .where("credential_id", "=", device.credentialId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(Number(stored.last_used_at)).toBe(now);
    expect((await audit("passkey-added")).map((row) => row.staff_id)).toEqual([asha.id]);
    const signIns = await audit("sign-in");
    expect(JSON.parse(signIns.at(-1)?.details_json ?? "{}")).toEqual({
      method: "passkey",
      passkey: "work laptop",
    });
  });

  it("spends each challenge once, within five minutes, for its own purpose and account", async () => {
    const device = softAuthenticator();
    const options = await staff.passkeys.registrationOptions(ravi);
    // Options made for Ravi cannot register a passkey on Asha's account.
    expect(await staff.passkeys.register(asha, "phone", device.register(options, ORIGIN))).toEqual({
      ok: false,
      reason: "challenge",
    });
    const answer = device.register(await staff.passkeys.registrationOptions(ravi), ORIGIN);
    expect((await staff.passkeys.register(ravi, "phone", answer)).ok).toBe(true);
    expect(await staff.passkeys.register(ravi, "phone again", answer)).toEqual({
      ok: false,
      reason: "challenge",
    });

    const signInOptions = await staff.passkeys.signInOptions();
    const first = device.authenticate(signInOptions, ORIGIN);
    expect((await staff.passkeys.signIn(first, "")).ok).toBe(true);
    // The same answer again (a replay): refused.
    expect(await staff.passkeys.signIn(first, "")).toEqual({ ok: false, reason: "challenge" });

    const slow = await staff.passkeys.signInOptions();
    now += CHALLENGE_TTL_MS;
    expect(await staff.passkeys.signIn(device.authenticate(slow, ORIGIN), "")).toEqual({
      ok: false,
      reason: "challenge",
    });
  });

  it("refuses another origin, an unverified user, a counter that went back, an unknown or removed passkey", async () => {
    const device = softAuthenticator();
    expect(
      await staff.passkeys.register(
        ravi,
        "spoofed",
        device.register(await staff.passkeys.registrationOptions(ravi), "https://evil.example"),
      ),
    ).toEqual({ ok: false, reason: "not-verified" });
    expect(
      await staff.passkeys.register(
        ravi,
        "x".repeat(61),
        device.register(await staff.passkeys.registrationOptions(ravi), ORIGIN),
      ),
    ).toEqual({ ok: false, reason: "invalid-name" });
    expect(
      (
        await staff.passkeys.register(
          ravi,
          "tablet",
          device.register(await staff.passkeys.registrationOptions(ravi), ORIGIN),
        )
      ).ok,
    ).toBe(true);

    const options = () => staff.passkeys.signInOptions();
    expect(
      await staff.passkeys.signIn(device.authenticate(await options(), "https://evil.example"), ""),
    ).toEqual({
      ok: false,
      reason: "not-verified",
    });
    expect(
      await staff.passkeys.signIn(device.authenticate(await options(), ORIGIN, { userVerified: false }), ""),
    ).toEqual({ ok: false, reason: "not-verified" });
    expect(
      (await staff.passkeys.signIn(device.authenticate(await options(), ORIGIN, { counter: 7 }), "")).ok,
    ).toBe(true);
    expect(
      await staff.passkeys.signIn(device.authenticate(await options(), ORIGIN, { counter: 7 }), ""),
    ).toEqual({ ok: false, reason: "not-verified" });

    expect(
      await staff.passkeys.signIn(softAuthenticator().authenticate(await options(), ORIGIN), ""),
    ).toEqual({
      ok: false,
      reason: "unknown-passkey",
    });

    // Only its owner removes a passkey; once removed it signs nobody in.
    expect(await staff.passkeys.remove(asha, device.credentialId)).toBe(false);
    expect(await staff.passkeys.remove(ravi, device.credentialId)).toBe(true);
    expect((await audit("passkey-removed")).map((row) => row.staff_id)).toEqual([ravi.id]);
    expect(await staff.passkeys.signIn(device.authenticate(await options(), ORIGIN), "")).toEqual({
      ok: false,
      reason: "unknown-passkey",
    });
  });

  it("refuses a disabled account's passkey", async () => {
    const { user } = await staff.addStaff({ email: "gone@example.com", name: "Gone", role: "viewer" });
    const device = softAuthenticator();
    await staff.passkeys.register(
      user,
      "laptop",
      device.register(await staff.passkeys.registrationOptions(user), ORIGIN),
    );
    await database.db
      .updateTable("staff_users")
      .set({ disabled_at: now })
      .where("id", "=", user.id)
      .execute();
    expect(
      await staff.passkeys.signIn(device.authenticate(await staff.passkeys.signInOptions(), ORIGIN), ""),
    ).toEqual({
      ok: false,
      reason: "account-disabled",
    });
  });
});
