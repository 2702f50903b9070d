/**
 * The data-requests spec's look into the e2e server's SQLite file: every column of every table the
 * database has (from its own catalogue), searched for a phone or an e-mail.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { e2eVarDir } from "./e2e-var.ts";

export type Trace = { table: string; column: string; needle: string; rows: number };

function open() {
  return new Database(path.join(e2eVarDir(), "e2e.sqlite"), { readonly: true, fileMustExist: true });
}

/** Every (table, column) holding one of `needles` (compared as text, any letter case). */
export function tracesInE2eDatabase(needles: readonly string[]): Trace[] {
  const db = open();
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    const traces: Trace[] = [];
    for (const { name: table } of tables) {
      const columns = db.prepare("select name from pragma_table_info(?)").all(table) as { name: string }[];
      for (const { name: column } of columns) {
        for (const needle of needles) {
          const { n } = db
            .prepare(`select count(*) as n from "${table}" where lower(cast("${column}" as text)) like ?`)
            .get(`%${needle.toLowerCase()}%`) as { n: number };
          if (n > 0) traces.push({ table, column, needle, rows: n });
        }
      }
    }
    return traces;
  } finally {
    db.close();
  }
}

/** The minimal records of the data requests answered, newest first. */
export function dataRequests(): { id: number; kind: string; subject_hint: string; details_json: string }[] {
  const db = open();
  try {
    return db
      .prepare("select id, kind, subject_hint, details_json from data_requests order by id desc")
      .all() as { id: number; kind: string; subject_hint: string; details_json: string }[];
  } finally {
    db.close();
  }
}
