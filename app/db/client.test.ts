import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { compareVersions } from "./client.server.ts";

const dialects = await dialectsUnderTest();

describe.each(dialects)("database on %s", (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.drop())));

  it("opens, migrates and answers a query", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(Number(rows[0]?.one)).toBe(1);
  });

  it.runIf(dialect === "postgres")("survives the server closing an idle connection", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    // Another session ends ours while it sits idle in the pool, as a restart or failover would.
    const admin = await createTestDatabase(dialect);
    opened.push(admin);
    await sql`select pg_terminate_backend(${pid.rows[0]?.pid})`.execute(admin.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(Number(rows[0]?.one)).toBe(1);
  });

  it.runIf(dialect === "sqlite")("runs SQLite in WAL mode with synchronous=FULL", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(mode.rows[0]?.journal_mode).toBe("wal");
    expect(sync.rows[0]?.synchronous).toBe(2); // 2 = FULL
  });
});

describe("compareVersions", () => {
  it("orders dotted versions numerically", () => {
    expect(compareVersions("3.54.1", "3.51.3")).toBe(1);
    expect(compareVersions("3.9.0", "3.51.3")).toBe(-1);
    expect(compareVersions("3.51.3", "3.51.3")).toBe(0);
  });
});
