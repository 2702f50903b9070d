import type { Router } from "express";
import { districts, states, zones } from "#app/modules/geo/geography.ts";
import { CACHE_CONTROL } from "../cache-control.ts";

const body = JSON.stringify({
  status: 200,
  message: "success",
  data: { response_data: { state: states, district: districts, zones } },
});

/** GET v2/geoservice/district/IN: states, districts and sales zones (docs/decisions/200, JSON API). */
export function geoDistricts(router: Router) {
  router.get("/v2/geoservice/district/IN", (_req, res) => {
    // Public reference data: cacheable, unlike the rest of the API.
    res.setHeader("Cache-Control", CACHE_CONTROL.media);
    res.type("application/json").send(body);
  });
}
