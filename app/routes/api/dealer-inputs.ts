import { LEAD_MESSAGES } from "#app/modules/leads/schema/messages.ts";
import { apiData, apiHandler, apiNotFound, apiResponse } from "./api-route.server.ts";

/** GET /api/arka/dealers/subscription/requirement/inputs/list: the dealer form's dynamic fields. */
export const loader = apiHandler(async ({ context }) => {
  try {
    const list = await context.services.dealers.requirementInputs();
    return apiData({ subscription_requirement_input_list: list });
  } catch {
    return apiResponse({ httpStatus: 503, body: { status: 503, message: LEAD_MESSAGES.unavailable } });
  }
});

export const action = apiNotFound;
