import { LEAD_MESSAGES } from "#app/modules/leads/schema/messages.ts";
import { apiData, apiHandler, apiNotFound, apiResponse } from "./api-route.server.ts";

/** GET /api/arka/conceptHierarchy/list/enquiryrequirements: the enquiry form's questions. */
export const loader = apiHandler(async ({ context }) => {
  try {
    const stages = await context.services.leads.enquiryQuestions();
    return apiData({ concept_hierarchy_list: { concept_stages_list: stages } });
  } catch {
    return apiResponse({ httpStatus: 503, body: { status: 503, message: LEAD_MESSAGES.unavailable } });
  }
});

export const action = apiNotFound;
