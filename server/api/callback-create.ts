import type { Router } from "express";
import type { Services } from "#app/services.ts";
import { leadAnswer } from "./lead-answers.ts";
import { leadPost } from "./lead-post.ts";

/**
 * POST {product}/callbacks/create: "Request a call back" (docs/decisions/166), through the same lead core.
 */
export function callbackCreate(router: Router, services: Services, product: string) {
  router.post(
    `/${product}/callbacks/create`,
    leadPost(services.leads.submitCallback, (result, locale) => leadAnswer("callback", result, locale)),
  );
}
