import { sql } from "kysely";
import type { DatabaseHandle } from "./db/client.server.ts";
import type { Services } from "./services.ts";

/** Builds the services the server hands to every request, from the open database. */
export function createServices({ database }: { database: DatabaseHandle }): Services {
  return {
    checkDatabase: async () => {
      try {
        await sql`select 1`.execute(database.db);
        return true;
      } catch {
        return false;
      }
    },
  };
}
