import type { Router } from "express";
import { LEAD_MESSAGES } from "#app/modules/leads/schema/messages.ts";
import type { Services } from "#app/services.ts";

/** GET {product}/conceptHierarchy/list/enquiryrequirements: the enquiry form's questions. */
export function enquiryRequirementsList(router: Router, services: Services, product: string) {
  router.get(`/${product}/conceptHierarchy/list/enquiryrequirements`, async (_req, res) => {
    try {
      const stages = await services.leads.enquiryQuestions();
      res.json({
        status: 200,
        message: "success",
        data: { response_data: { concept_hierarchy_list: { concept_stages_list: stages } } },
      });
    } catch {
      res.status(503).json({ status: 503, message: LEAD_MESSAGES.unavailable });
    }
  });
}
