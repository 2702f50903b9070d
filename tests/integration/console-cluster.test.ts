/**
 * docs/decisions/112: "runs with two instances on PostgreSQL (sessions and limits shared through the
 * database)": two complete sets of the server's services, each with its own connection pool, on one
 * fresh PostgreSQL database, as two server processes would have. What one instance writes, the other
 * must honour: links, sessions, sign-out everywhere, disabled accounts, passkey challenges, and the
 * sign-in limits under concurrent requests split across both.
 *
 * (The browser specs run one server process; scripts/api-server.ts, which tests/support/cluster.ts
 * starts, serves the API only, not the console's pages.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { changeRole, setDisabled } from "#app/modules/staff/staff-admin.server.ts";
import { SIGN_IN_LIMITS } from "#app/modules/staff/staff-system.server.ts";
import { createAppServices, type App } from "#app/services.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { TEST_LEAD_CONFIG } from "#tests/support/lead-api.ts";
import { softAuthenticator } from "#tests/support/soft-authenticator.ts";

const dialects = await dialectsUnderTest();
const ORIGIN = "http://localhost:3000";

describe.skipIf(!dialects.includes("postgres"))(
  "the sales console on two instances sharing PostgreSQL",
  () => {
    let database: TestDatabase;
    let secondHandle: DatabaseHandle;
    let one: App["services"];
    let two: App["services"];
    const apps: App[] = [];
    const clock = { now: Date.UTC(2026, 10, 24, 6, 0, 0) };

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      // The second instance opens its own pool on the same database, as another process would.
      secondHandle = openDatabase({ databaseUrl: database.databaseUrl, sqlitePath: ":memory:" });
      // No APP_SECRET: the first instance makes one and stores it; the second reads the same one.
      for (const handle of [database, secondHandle]) {
        apps.push(
          await createAppServices({ database: handle, config: TEST_LEAD_CONFIG, now: () => clock.now }),
        );
      }
      [one, two] = apps.map((app) => app.services) as [App["services"], App["services"]];
    });
    afterAll(async () => {
      for (const app of apps) {
        await app.worker.stop();
        await app.maintenance.stop();
      }
      await secondHandle?.close();
      await database?.drop();
    });

    const tokenOf = (link: string) => link.split("/").at(-1) ?? "";

    it("a link issued on one instance signs in on the other, once; each reads the other's sessions", async () => {
      const { user, link } = await one.staff.addStaff({
        email: "asha@example.com",
        name: "Asha",
        role: "admin",
      });
      const signedIn = await two.staff.signInWithLink(tokenOf(link), "");
      expect(signedIn?.user.id).toBe(user.id);
      expect(await one.staff.signInWithLink(tokenOf(link), "")).toBeUndefined();
      expect(await one.staff.links.peek(tokenOf(link))).toBe("used");
      expect((await one.staff.sessions.read(signedIn?.sessionId))?.user.email).toBe("asha@example.com");

      // The same link spent on both instances at once: one session, not two.
      const race = tokenOf(
        (await two.staff.addStaff({ email: "asha@example.com", name: "Asha", role: "admin" })).link,
      );
      const both = await Promise.all([
        one.staff.signInWithLink(race, ""),
        two.staff.signInWithLink(race, ""),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
    });

    it("sign-out everywhere on one instance ends the sessions the other opened", async () => {
      const { user } = await one.staff.addStaff({ email: "ravi@example.com", name: "Ravi", role: "sales" });
      const onOne = await one.staff.signInWithLink(await one.staff.links.issue(user.id), "");
      const onTwo = await two.staff.signInWithLink(await two.staff.links.issue(user.id), "");
      expect(await one.staff.sessions.read(onTwo?.sessionId)).toBeDefined();
      expect(await two.staff.sessions.revokeAll(user.id)).toBe(2);
      expect(await one.staff.sessions.read(onOne?.sessionId)).toBeUndefined();
      expect(await one.staff.sessions.read(onTwo?.sessionId)).toBeUndefined();
    });

    it("an account disabled on one instance is signed out on the other; admins cannot remove each other at once", async () => {
      const admin = (await one.staff.addStaff({ email: "asha@example.com", name: "Asha", role: "admin" }))
        .user;
      const { user } = await one.staff.addStaff({
        email: "meena@example.com",
        name: "Meena",
        role: "viewer",
      });
      const session = await two.staff.signInWithLink(await two.staff.links.issue(user.id), "");
      expect(await two.staff.sessions.read(session?.sessionId)).toBeDefined();
      expect((await setDisabled(one.db, one.now, { by: admin, userId: user.id, disabled: true })).ok).toBe(
        true,
      );
      expect(await two.staff.sessions.read(session?.sessionId)).toBeUndefined();

      // Two admins, each demoting the other on a different instance at the same moment: one stays.
      const other = (await one.staff.addStaff({ email: "kiran@example.com", name: "Kiran", role: "admin" }))
        .user;
      const results = await Promise.all([
        changeRole(one.db, one.now, { by: admin, userId: other.id, from: "admin", to: "viewer" }),
        changeRole(two.db, two.now, { by: other, userId: admin.id, from: "admin", to: "viewer" }),
      ]);
      expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    });

    it("passkey challenges made on one instance are answered on the other, once", async () => {
      const { user } = await one.staff.addStaff({ email: "priya@example.com", name: "Priya", role: "sales" });
      const device = softAuthenticator();
      const added = await two.staff.passkeys.register(
        user,
        "phone",
        device.register(await one.staff.passkeys.registrationOptions(user), ORIGIN),
      );
      expect(added.ok).toBe(true);
      const answer = device.authenticate(await two.staff.passkeys.signInOptions(), ORIGIN);
      const [first, second] = await Promise.all([
        one.staff.passkeys.signIn(answer, ""),
        two.staff.passkeys.signIn(answer, ""),
      ]);
      expect([first.ok, second.ok].sort()).toEqual([false, true]);
      const session = first.ok ? first.sessionId : second.ok ? second.sessionId : "";
      expect(await one.staff.sessions.read(session)).toMatchObject({ method: "passkey" });
    });

    it("counts the sign-in limits across both instances under concurrent requests", async () => {
      // One e-mail asked for from 20 addresses at once, half on each instance: 5 an hour.
      const perEmail = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? one : two).staff.requestLink("nobody@example.com", `203.0.113.${i + 1}`),
        ),
      );
      expect(perEmail.filter((r) => r.ok)).toHaveLength(SIGN_IN_LIMITS.linksPerEmail.max);

      // One address asking for 30 different e-mails at once: 10 in ten minutes.
      const perAddress = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? one : two).staff.requestLink(`person${i}@example.com`, "198.51.100.7"),
        ),
      );
      expect(perAddress.filter((r) => r.ok)).toHaveLength(SIGN_IN_LIMITS.linksPerAddress.max);
      expect(perAddress.find((r) => !r.ok)).toMatchObject({ reason: "limited" });

      // Link or passkey sign-in attempts from one address: 30 in ten minutes.
      const attempts = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).staff.allowAttempt("198.51.100.8")),
      );
      expect(attempts.filter((r) => r.ok)).toHaveLength(SIGN_IN_LIMITS.attemptsPerAddress.max);
    });
  },
);
