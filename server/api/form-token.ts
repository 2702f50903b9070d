import type { Router } from "express";
import type { Services } from "#app/services.ts";

/**
 * GET forms/token: a fresh form token for prerendered pages and reset forms; GET
 * communication/bot-check/challenge: a bot-check challenge (app/modules/leads/README.md).
 */
export function formToken(router: Router, services: Services) {
  router.get("/forms/token", (_req, res) => {
    res.json({
      status: 200,
      message: "success",
      data: { response_data: { form_token: services.forms.issueToken() } },
    });
  });
  // The bot check's challenge (checklist OTP-11): asked for when an OTP send answers bot_check_required.
  router.get("/communication/bot-check/challenge", (_req, res) => {
    res.json({
      status: 200,
      message: "success",
      data: { response_data: services.forms.issueBotChallenge() },
    });
  });
}
