import type { CompiledQuery, Compilable, Kysely, QueryResult, Transaction } from "kysely";
import type { Database } from "./schema.ts";

type Executor = Kysely<Database> | Transaction<Database>;

/** Marks a named placeholder among the compiled parameters; no visitor's text can start with NUL. */
const PLACEHOLDER = "\u0000param:";

/**
 * A query built and compiled once, then run with new values: the lead hot path keeps Kysely's
 * type-checked query without paying its builder and compiler on every lead (they were a third of a
 * lead's cost in `npm run bench`). `build` receives placeholder values by name; compiled SQL is
 * dialect-specific, so prepare once per database.
 */
export function prepareQuery<P extends Record<string, unknown>, R = unknown>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, params: P) => Compilable<R>,
): (executor: Executor, values: P) => Promise<QueryResult<R>> {
  const params = new Proxy({} as P, { get: (_, key) => PLACEHOLDER + String(key) });
  const compiled = build(db, params).compile();
  // Each compiled parameter is either a named placeholder or a constant written into the query.
  const slots = compiled.parameters.map((value) =>
    typeof value === "string" && value.startsWith(PLACEHOLDER)
      ? { name: value.slice(PLACEHOLDER.length), constant: undefined }
      : { name: undefined, constant: value },
  );
  return (executor, values) => {
    const parameters = slots.map((slot) => (slot.name === undefined ? slot.constant : values[slot.name]));
    const query: CompiledQuery<R> = { ...compiled, parameters };
    return executor.executeQuery(query);
  };
}

/** A row of named placeholders with the same columns as `row`, for an insert's `values`. */
export function placeholdersFor<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.keys(row).map((key) => [key, PLACEHOLDER + key])) as T;
}
