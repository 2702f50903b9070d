import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { STAFF_ADMIN_MESSAGES } from "#app/languages/en/console/staff.ts";
import { StaffInviteSchema } from "./staff-admin-schema.ts";
import { changeRole, listStaffForAdmin, setDisabled } from "./staff-admin.server.ts";
import { createStaffSystem } from "./staff-system.server.ts";
import type { StaffUser } from "./staff-users.server.ts";

const dialects = await dialectsUnderTest();

describe.each(dialects)("staff management on %s", (dialect) => {
  let database: TestDatabase;
  let now = Date.UTC(2026, 10, 24, 6, 0, 0);
  const clock = () => now;
  let staff: ReturnType<typeof createStaffSystem>;
  let asha: StaffUser;
  let ravi: StaffUser;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    staff = createStaffSystem({
      db: database.db,
      secret: Buffer.from("staff-admin-test-secret"),
      now: clock,
      sendMail: async () => {},
      logger: memoryLogger(),
      config: { publicOrigin: "http://localhost:3000" },
    });
    asha = (await staff.addStaff({ email: "asha@example.com", name: "Asha", role: "admin" })).user;
    ravi = (await staff.addStaff({ email: "ravi@example.com", name: "Ravi", role: "sales" })).user;
  });
  afterAll(async () => database?.drop());

  const signIn = async (user: StaffUser) =>
    (await staff.signInWithLink(await staff.links.issue(user.id), ""))?.sessionId ?? "";
  const actions = async (action: string) =>
    (await database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute()).map(
      (row) => ({
        by: row.staff_id,
        subject: row.subject,
        details: JSON.parse(row.details_json) as unknown,
      }),
    );

  it("lists every account with its last sign-in", async () => {
    await signIn(ravi);
    now += 60_000;
    const list = await listStaffForAdmin(database.db);
    expect(list.map((a) => [a.name, a.role, a.disabled])).toEqual([
      ["Asha", "admin", false],
      ["Ravi", "sales", false],
    ]);
    expect(list.find((a) => a.id === asha.id)?.lastSignInAt).toBeNull();
    expect(list.find((a) => a.id === ravi.id)?.lastSignInAt).toBe(now - 60_000);
  });

  it("changes a role only from the role the admin saw, and never demotes the last active admin", async () => {
    expect(
      await changeRole(database.db, clock, { by: asha, userId: ravi.id, from: "viewer", to: "admin" }),
    ).toMatchObject({
      ok: false,
      reason: "stale",
      user: { role: "sales" },
    });
    expect(
      await changeRole(database.db, clock, { by: asha, userId: asha.id, from: "admin", to: "viewer" }),
    ).toMatchObject({
      ok: false,
      reason: "last-admin",
    });
    expect(
      await changeRole(database.db, clock, { by: asha, userId: 999_999, from: "admin", to: "viewer" }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(
      await changeRole(database.db, clock, { by: asha, userId: ravi.id, from: "sales", to: "admin" }),
    ).toMatchObject({
      ok: true,
      user: { role: "admin" },
    });
    // Two admins now: Asha may step down.
    expect(
      (await changeRole(database.db, clock, { by: asha, userId: asha.id, from: "admin", to: "sales" })).ok,
    ).toBe(true);
    expect(await actions("staff-role-changed")).toEqual([
      { by: asha.id, subject: `staff:${ravi.id}`, details: { from: "sales", to: "admin" } },
      { by: asha.id, subject: `staff:${asha.id}`, details: { from: "admin", to: "sales" } },
    ]);
    // Ravi is the last admin now.
    expect(
      await setDisabled(database.db, clock, { by: ravi, userId: ravi.id, disabled: true }),
    ).toMatchObject({
      ok: false,
      reason: "last-admin",
    });
    await changeRole(database.db, clock, { by: ravi, userId: asha.id, from: "sales", to: "admin" });
  });

  it("disabling ends every session of the account at once; enabling lets it sign in again", async () => {
    await staff.sessions.revokeAll(ravi.id);
    const first = await signIn(ravi);
    const second = await signIn(ravi);
    expect(await staff.sessions.read(first)).toBeDefined();
    const result = await setDisabled(database.db, clock, { by: asha, userId: ravi.id, disabled: true });
    expect(result).toMatchObject({ ok: true, sessionsEnded: 2, user: { disabled: true } });
    expect(await staff.sessions.read(first)).toBeUndefined();
    expect(await staff.sessions.read(second)).toBeUndefined();
    // Disabling again is a stale request, not a second change.
    expect(
      await setDisabled(database.db, clock, { by: asha, userId: ravi.id, disabled: true }),
    ).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect((await setDisabled(database.db, clock, { by: asha, userId: ravi.id, disabled: false })).ok).toBe(
      true,
    );
    expect(await staff.sessions.read(first)).toBeUndefined();
    expect(await staff.sessions.read(await signIn(ravi))).toBeDefined();
    expect(await actions("staff-disabled")).toEqual([
      { by: asha.id, subject: `staff:${ravi.id}`, details: { sessionsEnded: 2 } },
    ]);
    expect((await actions("staff-enabled")).map((row) => row.subject)).toEqual([`staff:${ravi.id}`]);
  });

  it("of two admins demoting each other at the same moment, one is refused: an admin remains", async () => {
    for (let round = 0; round < 5; round++) {
      const { user: a } = await staff.addStaff({
        email: `a${round}@example.com`,
        name: `A${round}`,
        role: "admin",
      });
      const { user: b } = await staff.addStaff({
        email: `b${round}@example.com`,
        name: `B${round}`,
        role: "admin",
      });
      // Only these two stay admins.
      await database.db
        .updateTable("staff_users")
        .set({ role: "viewer" })
        .where("id", "not in", [a.id, b.id])
        .execute();
      const results = await Promise.all([
        changeRole(database.db, clock, { by: a, userId: b.id, from: "admin", to: "viewer" }),
        setDisabled(database.db, clock, { by: b, userId: a.id, disabled: true }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ reason: "last-admin" });
      const admins = await database.db
        .selectFrom("staff_users")
        .select("id")
        .where("role", "=", "admin")
        .where("disabled_at", "is", null)
        .execute();
      expect(admins).toHaveLength(1);
    }
  });
});

describe("the invitation form", () => {
  it("normalises the e-mail and name, and names what is wrong", () => {
    expect(StaffInviteSchema.parse({ email: " Vik@Example.COM ", name: " Vikram ", role: "sales" })).toEqual({
      email: "vik@example.com",
      name: "Vikram",
      role: "sales",
    });
    const wrong = StaffInviteSchema.safeParse({ email: "not-an-address", name: " ", role: "owner" });
    expect(wrong.success).toBe(false);
    expect(Object.fromEntries(wrong.error?.issues.map((i) => [i.path[0], i.message]) ?? [])).toEqual({
      email: STAFF_ADMIN_MESSAGES.invalidEmail,
      name: STAFF_ADMIN_MESSAGES.invalidName,
      role: STAFF_ADMIN_MESSAGES.invalidRole,
    });
  });
});
