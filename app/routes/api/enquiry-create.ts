import { apiNotFound, leadPost } from "./api-route.server.ts";
import { leadAnswer } from "./lead-answers.ts";

/** POST /api/arka/enquiries/create: the enquiry intake, answered in the envelope (docs/decisions/100). */
export const action = leadPost(
  (services) => services.leads.submitEnquiry,
  (result, locale) => leadAnswer("enquiry", result, locale),
);

export const loader = apiNotFound;
