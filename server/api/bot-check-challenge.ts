import type { Router } from "express";
import type { Services } from "#app/services.ts";

/**
 * GET communication/bot-check/challenge: a signed proof-of-work challenge, asked for when an OTP send
 * answers `bot_check_required` (docs/decisions/109-otp-bot-check.md).
 */
export function botCheckChallenge(router: Router, services: Services) {
  router.get("/communication/bot-check/challenge", (_req, res) => {
    res.json({
      status: 200,
      message: "success",
      data: { response_data: services.forms.issueBotChallenge() },
    });
  });
}
