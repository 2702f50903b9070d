import type { Router } from "express";
import { LEAD_MESSAGES } from "#app/modules/leads/schema/messages.ts";
import type { Services } from "#app/services.ts";

/** GET {product}/dealers/subscription/requirement/inputs/list: the dealer form's dynamic fields. */
export function dealerInputsList(router: Router, services: Services, product: string) {
  router.get(`/${product}/dealers/subscription/requirement/inputs/list`, async (_req, res) => {
    try {
      const list = await services.dealers.requirementInputs();
      res.json({
        status: 200,
        message: "success",
        data: { response_data: { subscription_requirement_input_list: list } },
      });
    } catch {
      res.status(503).json({ status: 503, message: LEAD_MESSAGES.unavailable });
    }
  });
}
