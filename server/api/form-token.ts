import type { Router } from "express";
import type { Services } from "#app/services.ts";

/** GET forms/token: a fresh form token for prerendered pages and reset forms (app/modules/leads/README.md). */
export function formToken(router: Router, services: Services) {
  router.get("/forms/token", (_req, res) => {
    res.json({
      status: 200,
      message: "success",
      data: { response_data: { form_token: services.forms.issueToken() } },
    });
  });
}
