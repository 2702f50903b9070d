import { apiNotFound, leadPost } from "./api-route.server.ts";
import { leadAnswer } from "./lead-answers.ts";

/** POST /api/arka/dealers/subscription/create: needs a phone verification token (docs/decisions/164). */
export const action = leadPost(
  (services) => services.dealers.submitApplication,
  (result, locale) => leadAnswer("dealer", result, locale),
);

export const loader = apiNotFound;
