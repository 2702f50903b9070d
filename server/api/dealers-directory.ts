import type { Router } from "express";
import { findDealers } from "#app/modules/dealers/dealer-directory.server.ts";
import type { Services } from "#app/services.ts";

/**
 * GET dealers/directory?pincode=: the listed dealers for the public "find a dealer" page
 * (docs/decisions/166). Public data (a dealer's business name, place and phone); a minute's cache keeps
 * bursts cheap.
 */
export function dealersDirectory(router: Router, services: Services) {
  router.get("/dealers/directory", async (req, res) => {
    const pincode = typeof req.query.pincode === "string" ? req.query.pincode.slice(0, 12) : "";
    const directory = await findDealers(services.db, pincode);
    res.setHeader("Cache-Control", "public, max-age=60");
    res.json({ status: 200, message: "success", data: { response_data: { directory } } });
  });
}
