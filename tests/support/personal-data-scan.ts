/**
 * Looks for a phone or an e-mail in every column of every table the database really has (read from
 * its own catalogue, not from our schema types), so an erasure test cannot miss a table nobody
 * thought of. Each needle is compared as text, without regard to case.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "#app/platform/db/client.server.ts";
import type { Database } from "#app/platform/db/schema.ts";

export type Trace = { table: string; column: string; needle: string; rows: number };

/** The database's own tables (migration bookkeeping left out) and their columns. */
export async function catalogue(db: Kysely<Database>, dialect: Dialect): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  if (dialect === "postgres") {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
    for (const row of rows)
      tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  } else {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    for (const { name } of rows) {
      const columns = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      tables.set(
        name,
        columns.rows.map((c) => c.name),
      );
    }
  }
  for (const name of [...tables.keys()]) if (name.startsWith("kysely_migration")) tables.delete(name);
  return tables;
}

/** Every (table, column) holding any of `needles`, with how many rows. */
export async function tracesOf(
  db: Kysely<Database>,
  dialect: Dialect,
  needles: readonly string[],
): Promise<Trace[]> {
  const traces: Trace[] = [];
  for (const [table, columns] of await catalogue(db, dialect)) {
    for (const column of columns) {
      for (const needle of needles) {
        const { rows } = await sql<{ n: number | string }>`
          select count(*) as n from ${sql.table(table)}
          where lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`.execute(db);
        const count = Number(rows[0]?.n ?? 0);
        if (count > 0) traces.push({ table, column, needle, rows: count });
      }
    }
  }
  return traces;
}
