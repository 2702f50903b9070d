import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { lookupPincodeOnServer } from "#app/modules/geo/pincode-lookup.server.ts";
import { listedDealers } from "./dealer-decisions.server.ts";
import { arrangeDealers, isPincode, type DealerDirectory } from "./dealer-directory.ts";

/** The public directory for a search (a pin code, or none): read fresh, so a dealer approved a moment ago shows. */
export async function findDealers(db: Kysely<Database>, pincode = ""): Promise<DealerDirectory> {
  const dealers = await listedDealers(db);
  const searched = pincode.trim();
  if (!searched) return arrangeDealers(dealers, {});
  return arrangeDealers(dealers, {
    pincode: searched,
    place: isPincode(searched) ? lookupPincodeOnServer(searched) : undefined,
  });
}
