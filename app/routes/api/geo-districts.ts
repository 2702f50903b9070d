import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { districts, states, zones } from "#app/modules/geo/geography.ts";
import { apiNotFound } from "./api-route.server.ts";

const body = JSON.stringify({
  status: 200,
  message: "success",
  data: { response_data: { state: states, district: districts, zones } },
});

/** GET /api/v2/geoservice/district/IN: states, districts and sales zones (docs/decisions/100). */
export function loader() {
  // Public reference data: cacheable, unlike the rest of the API.
  return new Response(body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": CACHE_CONTROL.media },
  });
}

export const action = apiNotFound;
