import type { Express } from "express";
import { stateDistrictRecords } from "#app/modules/geo/geography.ts";
import { CACHE_CONTROL } from "./cache-control.ts";

const body = JSON.stringify(stateDistrictRecords());

/**
 * GET /common/json/indianStatesCities.json: the dealer form's static {State, District} list
 * (docs/decisions/200, JSON API).
 */
export function statesCities(app: Express) {
  app.get("/common/json/indianStatesCities.json", (_req, res) => {
    res.setHeader("Cache-Control", CACHE_CONTROL.media);
    res.type("application/json").send(body);
  });
}
