import { sql } from "kysely";
import type { DatabaseHandle } from "./db/client.server.ts";
import type { LeadServices, Services } from "./services.ts";

/** Builds the services the server hands to every request, from the open database and the lead system. */
export function createServices({
  database,
  leads,
}: {
  database: DatabaseHandle;
  leads: LeadServices;
}): Services {
  return {
    ...leads,
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
