import { apiNotFound } from "./api-route.server.ts";

/** Any other path under /api: the envelope's 404, never the site's HTML page. */
export const loader = apiNotFound;
export const action = apiNotFound;
