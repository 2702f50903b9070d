import type { Router } from "express";
import type { Services } from "#app/services.ts";
import { leadAnswer } from "./lead-answers.ts";
import { leadPost } from "./lead-post.ts";

/** POST {product}/dealers/subscription/create: needs a phone verification token (docs/decisions/102). */
export function dealerCreate(router: Router, services: Services, product: string) {
  router.post(
    `/${product}/dealers/subscription/create`,
    leadPost(services.dealers.submitApplication, (result, locale) => leadAnswer("dealer", result, locale)),
  );
}
