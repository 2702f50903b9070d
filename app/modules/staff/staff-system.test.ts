import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import type { MailMessage } from "#app/platform/mail/smtp.server.ts";
import { SIGN_IN_LINK_TTL_MS } from "./sign-in-links.server.ts";
import { createStaffSystem, SIGN_IN_LIMITS } from "./staff-system.server.ts";

const dialects = await dialectsUnderTest();
const MINUTE = 60_000;

describe.each(dialects)("staff sign-in on %s", (dialect) => {
  let database: TestDatabase;
  let now = Date.UTC(2026, 10, 24, 6, 0, 0);
  const mails: MailMessage[] = [];
  let staff: ReturnType<typeof createStaffSystem>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    staff = createStaffSystem({
      db: database.db,
      secret: Buffer.from("staff-test-secret"),
      now: () => now,
      sendMail: async (message) => void mails.push(message),
      logger: memoryLogger(),
      config: {
        publicOrigin: "http://localhost:3000",
        sessionTimes: { idleMs: 60 * MINUTE, maxAgeMs: 12 * 60 * MINUTE },
      },
    });
  });
  afterAll(async () => database?.drop());

  const tokenOf = (link: string) => link.split("/").at(-1) ?? "";

  it("adds an account by command and gives a link that signs in once, within 15 minutes", async () => {
    const { user, link, mailed } = await staff.addStaff({
      email: " Asha.Admin@Example.com ",
      name: "Asha",
      role: "admin",
    });
    expect(user).toMatchObject({ email: "asha.admin@example.com", role: "admin", disabled: false });
    expect(mailed).toBe(false);
    expect(link).toMatch(/^http:\/\/localhost:3000\/sales\/sign-in\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    expect(await staff.links.peek(token)).toBe("valid");
    const signedIn = await staff.signInWithLink(token, "Mozilla/5.0 (Linux; Android 14) Chrome/156.0");
    expect(signedIn?.user.email).toBe("asha.admin@example.com");
    expect(await staff.links.peek(token)).toBe("used");
    expect(await staff.signInWithLink(token, "")).toBeUndefined();

    const late = tokenOf(
      (await staff.addStaff({ email: "asha.admin@example.com", name: "Asha", role: "admin" })).link,
    );
    now += SIGN_IN_LINK_TTL_MS;
    expect(await staff.links.peek(late)).toBe("expired");
    expect(await staff.signInWithLink(late, "")).toBeUndefined();
    // Only keyed hashes are stored.
    const rows = await database.db.selectFrom("staff_sign_in_links").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(late);
  });

  it("e-mails a link to a known address, and says the same for an unknown one without sending", async () => {
    mails.length = 0;
    expect(await staff.requestLink("ASHA.admin@example.com", "203.0.113.1")).toEqual({ ok: true });
    expect(await staff.requestLink("nobody@example.com", "203.0.113.1")).toEqual({ ok: true });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("asha.admin@example.com");
    const link = /http:\/\/localhost:3000\/sales\/sign-in\/\S+/.exec(mails[0]?.text ?? "")?.[0] ?? "";
    expect(await staff.links.peek(tokenOf(link))).toBe("valid");
  });

  it("limits link requests per e-mail and per address", async () => {
    const results = [];
    for (let i = 0; i < SIGN_IN_LIMITS.linksPerEmail.max + 1; i++) {
      results.push(await staff.requestLink("limit@example.com", `203.0.113.${10 + i}`));
    }
    expect(results.slice(0, SIGN_IN_LIMITS.linksPerEmail.max).every((r) => r.ok)).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, reason: "limited" });
  });

  it("ends a session after an idle hour, after 12 hours whatever the activity, and everywhere on request", async () => {
    const { user, link } = await staff.addStaff({ email: "ravi@example.com", name: "Ravi", role: "sales" });
    const first = await staff.signInWithLink(tokenOf(link), "");
    const id = first?.sessionId ?? "";
    expect((await staff.sessions.read(id))?.user.id).toBe(user.id);
    now += 59 * MINUTE;
    expect(await staff.sessions.read(id)).toBeDefined();
    now += 61 * MINUTE;
    expect(await staff.sessions.read(id)).toBeUndefined();

    const busy =
      (
        await staff.signInWithLink(
          tokenOf((await staff.addStaff({ email: "ravi@example.com", name: "Ravi", role: "sales" })).link),
          "",
        )
      )?.sessionId ?? "";
    for (let hour = 0; hour < 12; hour++) {
      now += 50 * MINUTE;
      await staff.sessions.read(busy);
      now += 10 * MINUTE;
    }
    expect(await staff.sessions.read(busy)).toBeUndefined();

    const a =
      (
        await staff.signInWithLink(
          tokenOf((await staff.addStaff({ email: "ravi@example.com", name: "Ravi", role: "sales" })).link),
          "",
        )
      )?.sessionId ?? "";
    const b =
      (
        await staff.signInWithLink(
          tokenOf((await staff.addStaff({ email: "ravi@example.com", name: "Ravi", role: "sales" })).link),
          "",
        )
      )?.sessionId ?? "";
    expect(await staff.sessions.revokeAll(user.id)).toBe(2);
    expect(await staff.sessions.read(a)).toBeUndefined();
    expect(await staff.sessions.read(b)).toBeUndefined();
  });
});
