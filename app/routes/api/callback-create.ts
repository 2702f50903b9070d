import { apiNotFound, leadPost } from "./api-route.server.ts";
import { leadAnswer } from "./lead-answers.ts";

/** POST /api/arka/callbacks/create: "Request a call back", through the same lead core (docs/decisions/166). */
export const action = leadPost(
  (services) => services.leads.submitCallback,
  (result, locale) => leadAnswer("callback", result, locale),
);

export const loader = apiNotFound;
