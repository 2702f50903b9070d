import { stateDistrictRecords } from "#app/modules/geo/geography.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { apiNotFound } from "./api-route.server.ts";

const body = JSON.stringify(stateDistrictRecords());

/** GET /common/json/indianStatesCities.json: the dealer form's static {State, District} list (docs/decisions/100). */
export function loader() {
  return new Response(body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": CACHE_CONTROL.media },
  });
}

export const action = apiNotFound;
