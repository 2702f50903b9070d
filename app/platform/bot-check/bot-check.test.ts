import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { botCheckHash, solveBotChallenge } from "./bot-check.ts";
import { BOT_CHECK_TTL_MS, createBotCheck } from "./bot-check.server.ts";

const dialects = await dialectsUnderTest();
const SECRET = Buffer.from("bot-check-test-secret-0123456789abcdef", "utf8");

describe("bot-check hash", () => {
  it("is the SHA-256 of salt and number in hex, exactly as node:crypto on the server computes it", () => {
    for (const [salt, number] of [
      ["abc.1700000000000", 42],
      ["f00d.1800000000000", 99_999],
      ["₹.1", 0],
    ] as const) {
      const server = crypto.createHash("sha256").update(`${salt}${number}`).digest("hex");
      expect(botCheckHash(salt, number)).toBe(server);
    }
  });
});

describe.each(dialects)("bot check (checklist OTP-11) on %s", (dialect) => {
  let database: TestDatabase;
  let now = Date.UTC(2026, 10, 22, 8, 0, 0);
  // A small search space keeps the tests fast; the server's default is 100,000.
  const check = createBotCheck({ secret: SECRET, now: () => now, maxNumber: 2000 });
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  it("accepts a solved challenge once, within 300 s", async () => {
    const challenge = check.issue();
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 2000 });
    const solution = await solveBotChallenge(challenge);
    expect(solution).not.toBeNull();
    now += BOT_CHECK_TTL_MS - 1000;
    expect(await check.spend(database.db, JSON.stringify(solution))).toBe(true);
    expect(await check.spend(database.db, JSON.stringify(solution))).toBe(false);
  });

  it("refuses a solution after 300 s", async () => {
    const solution = await solveBotChallenge(check.issue());
    now += BOT_CHECK_TTL_MS + 1000;
    expect(await check.spend(database.db, solution)).toBe(false);
  });

  it("refuses a wrong number, a forged signature, a foreign salt and junk", async () => {
    const challenge = check.issue();
    const solution = await solveBotChallenge(challenge);
    if (!solution) throw new Error("unsolved");
    expect(await check.spend(database.db, { ...solution, number: solution.number + 1 })).toBe(false);
    expect(await check.spend(database.db, { ...solution, signature: "0".repeat(64) })).toBe(false);
    // A challenge signed with another secret (another site, or a guess) does not count.
    const other = createBotCheck({ secret: Buffer.from("another-secret"), now: () => now, maxNumber: 2000 });
    const foreign = await solveBotChallenge(other.issue());
    expect(await check.spend(database.db, foreign)).toBe(false);
    for (const junk of [undefined, "", "{", "null", 42, { salt: 1 }, "x".repeat(600)]) {
      expect(await check.spend(database.db, junk)).toBe(false);
    }
    // The right one still works afterwards: failed attempts spend nothing.
    expect(await check.spend(database.db, solution)).toBe(true);
  });
});
