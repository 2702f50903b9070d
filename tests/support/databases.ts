import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type Dialect } from "#app/platform/db/client.server.ts";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";

/** Server used for the PostgreSQL half of the suite; override with TEST_POSTGRES_URL. */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** An open test database, where to open it again (for another thread), and `drop()`. */
export type TestDatabase = DatabaseHandle & {
  databaseUrl: string;
  sqlitePath: string;
  drop: () => Promise<void>;
};

let postgresAvailable: Promise<boolean> | undefined;

async function canReachPostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The dialects the integration tests run against. PostgreSQL is skipped (with a warning) when no
 * server answers, except where REQUIRE_POSTGRES is set (CI), where its absence fails the run.
 */
export async function dialectsUnderTest(): Promise<Dialect[]> {
  postgresAvailable ??= canReachPostgres();
  if (await postgresAvailable) return ["sqlite", "postgres"];
  if (process.env.REQUIRE_POSTGRES) {
    throw new Error(`PostgreSQL is required but did not answer at ${ADMIN_URL}`);
  }
  console.warn(`PostgreSQL did not answer at ${ADMIN_URL}: running SQLite only`);
  return ["sqlite"];
}

/**
 * A fresh, migrated database of the given dialect (up to `upTo`, a migration's name, for a test of a
 * later one); `drop()` closes and removes it.
 */
export async function createTestDatabase(
  dialect: Dialect,
  { upTo }: { upTo?: string } = {},
): Promise<TestDatabase> {
  const name = `arka_test_${crypto.randomBytes(6).toString("hex")}`;
  if (dialect === "postgres") {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: ":memory:" });
    await migrateToLatest(handle.db, handle.dialect, { upTo });
    return {
      ...handle,
      databaseUrl: url.toString(),
      sqlitePath: ":memory:",
      drop: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: ADMIN_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-test-"));
  const sqlitePath = path.join(dir, `${name}.sqlite`);
  const handle = openDatabase({ sqlitePath });
  await migrateToLatest(handle.db, handle.dialect, { upTo });
  return {
    ...handle,
    databaseUrl: "",
    sqlitePath,
    drop: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
