import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  CompiledQuery,
  SqliteAdapter,
  type DialectAdapter,
  type Driver,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
  /**
   * SQLite only: writes a consistent copy of the live database to `destination` with SQLite's online
   * backup (docs/decisions/110). PostgreSQL is backed up by its own tools (docs/decisions/110).
   */
  copyTo?: (destination: string) => Promise<void>;
  /** SQLite only: the database file (the health check watches the free space beside it). */
  file?: string;
};

/** SQLite releases older than this have a WAL-reset bug (docs/decisions/103). */
const MIN_SQLITE_VERSION = "3.51.3";

// PostgreSQL returns BIGINT (our epoch-millisecond timestamps) as strings unless told otherwise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens the database: PostgreSQL when a `postgres://` URL is given, otherwise the embedded SQLite file.
 * SQLite runs in WAL mode with synchronous=FULL so an acknowledged lead survives a power cut.
 */
export function openDatabase({
  databaseUrl,
  sqlitePath,
}: {
  databaseUrl?: string;
  sqlitePath: string;
}): DatabaseHandle {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped database) is reported here;
    // unhandled, it would end the process. The pool replaces the connection on the next query.
    pool.on("error", (error) => {
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          level: "error",
          msg: "idle database connection lost",
          error: error.message,
        }),
      );
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }

  if (sqlitePath !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(sqlitePath)), { recursive: true });
  const sqlite = new SQLite(sqlitePath);
  assertSqliteVersion(sqlite.prepare("select sqlite_version() as v").get() as { v: string });
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteKeepingErrorsDialect(withStatementCache(sqlite)) });
  return {
    db,
    dialect: "sqlite",
    close: () => db.destroy(),
    copyTo: async (destination) => {
      await sqlite.backup(destination);
    },
    ...(sqlitePath === ":memory:" ? {} : { file: path.resolve(sqlitePath) }),
  };
}

/** The dialect of an open database or transaction, for the rare statement that differs. */
export function dialectOf(db: { getExecutor: Kysely<Database>["getExecutor"] }): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * Two changes to Kysely's SQLite driver:
 *
 * - Transactions begin IMMEDIATE, taking the write lock at BEGIN. A deferred transaction that reads and
 *   then writes fails at once with SQLITE_BUSY (no busy_timeout wait) when another connection has
 *   committed in between: an operator's sqlite3 shell, or a browser test's fixture writing to the file,
 *   made an export answer 500. Our own transactions already run one at a time on this one connection,
 *   so taking the lock at BEGIN costs nothing here, and an outside writer is now waited for.
 * - SQLite ends a transaction by itself on some errors (a full disk, an I/O error). Kysely then sends
 *   ROLLBACK, which fails with "cannot rollback - no transaction is active", and that error replaced
 *   the real one in the log. This driver skips the ROLLBACK when no transaction is open.
 */
class SqliteKeepingErrorsDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;
  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }
  override createDriver(): Driver {
    const sqlite = this.#sqlite;
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw("begin immediate"));
      }
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: sqlite });
  }
  /**
   * SQLite's schema changes are transactional: the migrator runs them in one (IMMEDIATE) transaction,
   * so an instance starting while another migrates waits for it, then finds the work done.
   */
  override createAdapter(): DialectAdapter {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }
}

/**
 * Kysely prepares every query afresh; SQLite statements are reusable, and compiling them was a tenth of
 * a lead's cost. Kysely runs one query at a time on this connection, so sharing a statement is safe.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === "prepare") {
        return (source: string) => {
          let statement = statements.get(source);
          if (!statement) {
            statement = target.prepare(source);
            if (statements.size < 500) statements.set(source, statement);
          }
          return statement;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function assertSqliteVersion({ v }: { v: string }) {
  if (compareVersions(v, MIN_SQLITE_VERSION) < 0) {
    throw new Error(`SQLite ${v} is older than the required ${MIN_SQLITE_VERSION}`);
  }
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}
