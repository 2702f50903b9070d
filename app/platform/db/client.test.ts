import { spawn } from "node:child_process";
import { once } from "node:events";
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

  it.runIf(dialect === "sqlite")(
    "waits for another process's write instead of failing a transaction that reads, then writes",
    { timeout: 20_000 },
    async () => {
      const database = await createTestDatabase(dialect);
      opened.push(database);
      await sql`create table counter (n integer not null)`.execute(database.db);
      await sql`insert into counter (n) values (0)`.execute(database.db);
      // Another process (an operator's shell, a test fixture) holds the write lock for 400 ms.
      const writer = spawn(
        process.execPath,
        [
          "-e",
          `const db = new (require("better-sqlite3"))(process.argv[1]);
           db.exec("begin immediate; update counter set n = n + 1");
           process.stdout.write("locked\\n");
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
           db.exec("commit"); db.close();`,
          database.sqlitePath,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      await once(writer.stdout!, "data");
      // A deferred BEGIN would read the old snapshot, then fail at once with SQLITE_BUSY on the write.
      await database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
        await sql`update counter set n = ${Number(rows[0]!.n) + 10}`.execute(trx);
      });
      await once(writer, "exit");
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
      expect(Number(rows[0]?.n)).toBe(11);
    },
  );
});

describe("compareVersions", () => {
  it("orders dotted versions numerically", () => {
    expect(compareVersions("3.54.1", "3.51.3")).toBe(1);
    expect(compareVersions("3.9.0", "3.51.3")).toBe(-1);
    expect(compareVersions("3.51.3", "3.51.3")).toBe(0);
  });
});
