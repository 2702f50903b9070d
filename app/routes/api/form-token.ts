import { apiData, apiHandler, apiNotFound } from "./api-route.server.ts";

/** GET /api/forms/token: a fresh form token for prerendered pages and reset forms (app/modules/leads/README.md). */
export const loader = apiHandler(({ context }) =>
  apiData({ form_token: context.services.forms.issueToken() }),
);

export const action = apiNotFound;
