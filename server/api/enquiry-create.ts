import type { Router } from "express";
import type { Services } from "#app/services.ts";
import { leadAnswer } from "./lead-answers.ts";
import { leadPost } from "./lead-post.ts";

/** POST {product}/enquiries/create (docs/decisions/200, JSON API). */
export function enquiryCreate(router: Router, services: Services, product: string) {
  router.post(
    `/${product}/enquiries/create`,
    leadPost(services.leads.submitEnquiry, (result, locale) => leadAnswer("enquiry", result, locale)),
  );
}
