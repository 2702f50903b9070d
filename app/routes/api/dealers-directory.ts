import { findDealers } from "#app/modules/dealers/dealer-directory.server.ts";
import { apiData, apiHandler, apiNotFound } from "./api-route.server.ts";

/**
 * GET /api/dealers/directory?pincode=: the listed dealers for the public "find a dealer" page. Public
 * data (a dealer's business name, place and phone); a minute's cache keeps bursts cheap.
 */
export const loader = apiHandler(async ({ request, context }) => {
  const pincode = (new URL(request.url).searchParams.get("pincode") ?? "").slice(0, 12);
  const directory = await findDealers(context.services.db, pincode);
  return apiData({ directory }, "public, max-age=60");
});

export const action = apiNotFound;
