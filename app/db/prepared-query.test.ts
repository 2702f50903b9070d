import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { placeholdersFor, prepareQuery } from "./prepared-query.server.ts";

const dialects = await dialectsUnderTest();

describe.each(dialects)("prepared queries on %s", (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.drop())));

  it("runs one compiled query with each call's values, keeping the query's constants", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const insert = prepareQuery(database.db, (db, p: { key: string }) =>
      db.insertInto("app_settings").values({ key: p.key, value: "constant" }),
    );
    const read = prepareQuery(database.db, (db, p: { key: string }) =>
      db.selectFrom("app_settings").select(["key", "value"]).where("key", "=", p.key),
    );
    await insert(database.db, { key: "first" });
    // Values map to their slots by name, whatever text they hold.
    await insert(database.db, { key: "param:key" });

    expect((await read(database.db, { key: "first" })).rows).toEqual([{ key: "first", value: "constant" }]);
    expect((await read(database.db, { key: "param:key" })).rows).toHaveLength(1);
    expect((await read(database.db, { key: "missing" })).rows).toEqual([]);
  });

  it("inserts a whole row of placeholders, inside a transaction", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const row = { key: "k", value: "v" };
    const insert = prepareQuery(database.db, (db) =>
      db.insertInto("app_settings").values(placeholdersFor(row)).returning("key"),
    );
    const inserted = await database.db
      .transaction()
      .execute(async (trx) => insert(trx, { key: "row-key", value: "row-value" }));
    expect(inserted.rows).toEqual([{ key: "row-key" }]);
    const stored = await database.db
      .selectFrom("app_settings")
      .selectAll()
      .where("key", "=", "row-key")
      .execute();
    expect(stored).toEqual([{ key: "row-key", value: "row-value" }]);
  });
});
